import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, MultiSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type CardInput,
  type CardLayoutsResponse,
  defaultCards,
  type SaveCardLayoutInput,
  saveCardLayoutInputSchema,
  teamTypeOption,
} from '@showdesk/domain/content/card-layouts';
import { type FormEvent, useEffect, useState } from 'react';
import { feedback } from '../../../../lib/feedback.ts';
import {
  apiFieldErrors,
  errorMessage,
  type FieldErrors,
  zodFieldErrors,
} from '../../../../lib/field-errors.ts';
import { useSaveCardLayout } from '../api/card-layouts-api.ts';
import { CardFields } from './card-fields.tsx';

interface CardLayoutEditorProps {
  /** The layout to edit, or null for a new one; undefined closes the editor. */
  layoutId: string | null | undefined;
  data: CardLayoutsResponse;
  onClose: () => void;
}

const blank = (): SaveCardLayoutInput => ({
  name: '',
  teamTypeIds: [],
  cards: defaultCards.map((card) => ({ ...card })),
});

/** Adds or edits a layout: its name, its team types and its six cards. */
export function CardLayoutEditor({ layoutId, data, onClose }: CardLayoutEditorProps) {
  const { t } = useLingui();
  const save = useSaveCardLayout();
  const [values, setValues] = useState<SaveCardLayoutInput>(blank);
  const [errors, setErrors] = useState<FieldErrors>({});
  const layout = data.layouts.find((l) => l.id === layoutId);
  const layoutName = layout?.name;

  useEffect(() => {
    setErrors({});
    setValues(
      layout
        ? {
            name: layout.name,
            teamTypeIds: layout.teamTypeIds,
            cards: layout.cards.map(({ id: _id, ...card }) => card as CardInput),
          }
        : blank(),
    );
  }, [layout]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = saveCardLayoutInputSchema.safeParse(values);
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    save.mutate(
      { id: layoutId ?? null, input: parsed.data },
      {
        onSuccess: () => {
          feedback('success');
          onClose();
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          feedback('error', errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      opened={layoutId !== undefined}
      onClose={onClose}
      title={layout ? t`Edit ${layoutName}` : t`Add a card layout`}
      size="xl"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Name`}
              required
              value={values.name}
              onChange={(e) => setValues({ ...values, name: e.currentTarget.value })}
              error={errors.name}
              data-autofocus
            />
            {layout?.isDefault ? null : (
              <MultiSelect
                label={t`Team types`}
                description={t`Teams of these types see this layout`}
                data={data.teamTypes.map((type) =>
                  teamTypeOption(type, layoutId ?? null, data.layouts),
                )}
                value={values.teamTypeIds}
                onChange={(teamTypeIds) => setValues({ ...values, teamTypeIds })}
                error={errors.teamTypeIds}
                nothingFoundMessage={t`No team types yet`}
                searchable
              />
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {values.cards.map((card, index) => (
              <CardFields
                key={String(index)}
                index={index}
                card={card}
                errors={errors}
                onChange={(next) =>
                  setValues({
                    ...values,
                    cards: values.cards.map((c, i) => (i === index ? next : c)),
                  })
                }
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save layout</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
