import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { type CreateEventInput, createEventInputSchema } from '@showdesk/domain/platform/events';
import { type FormEvent, useState } from 'react';
import { DateInput } from '../../../../components/date-input.tsx';
import { slugOf } from '../../../../components/event-fields.tsx';
import { useFieldErrors } from '../../../../components/record-form.tsx';
import { bindFields } from '../../../../components/records/field-binding.ts';
import { TimeZoneSelect } from '../../../../components/time-zone-select.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { apiFieldErrors, errorMessage } from '../../../../lib/field-errors.ts';
import { useCreateEvent } from '../api/my-events-api.ts';

const empty: CreateEventInput = {
  name: '',
  shortName: '',
  longName: '',
  slug: '',
  hostnames: [],
  startDate: '',
  endDate: '',
};

/** Creates an event (eventflowAdmin): it starts with the spec's defaults, its creator as admin. */
export function CreateEventDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const create = useCreateEvent();
  const [values, setValues] = useState<CreateEventInput>(empty);
  const { errors, setErrors, check } = useFieldErrors();
  const set = (patch: Partial<CreateEventInput>) =>
    setValues((current) => ({ ...current, ...patch }));
  const field = bindFields({ values, set, errors });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = check(createEventInputSchema, values);
    if (!input) return;
    create.mutate(input, {
      onSuccess: (created) => {
        const name = created.name;
        feedback('success', t`${name} is ready`);
        setValues(empty);
        onClose();
      },
      onError: (error) => {
        setErrors(apiFieldErrors(error));
        feedback('error', errorMessage(error));
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t`Create an event`} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t`Name`}
            required
            value={values.name}
            onChange={(e) => {
              const name = e.currentTarget.value;
              setValues((current) => ({
                ...current,
                name,
                slug: current.slug === slugOf(current.name) ? slugOf(name) : current.slug,
              }));
            }}
            error={errors.name}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Short name`} {...field.text('shortName')} />
            <TextInput label={t`Long name`} {...field.text('longName')} />
            <TextInput
              label={t`Slug`}
              description={t`Lower-case letters, digits and dashes`}
              required
              {...field.text('slug')}
            />
            <TagsInput
              label={t`Host names`}
              description={t`Press Enter after each, e.g. show-2028.example.com`}
              required
              {...field.value('hostnames')}
              error={errors.hostnames ?? errors['hostnames.0']}
            />
            <DateInput label={t`Start date`} required {...field.value('startDate')} />
            <DateInput label={t`End date`} required {...field.value('endDate')} />
            <TimeZoneSelect
              description={t`Its days, reminder hour and the times in its emails and exports`}
              placeholder={t`The installation's default`}
              clearable
              value={values.timeZone}
              onChange={(timeZone) => set({ timeZone })}
              error={errors.timeZone}
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Create event</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
