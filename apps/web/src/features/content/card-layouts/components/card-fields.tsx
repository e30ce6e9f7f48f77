import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import type { CardInput } from '@showdesk/domain/content/card-layouts';
import { corePageIds } from '@showdesk/domain/content/core-pages';
import type { FieldErrors } from '../../../../lib/field-errors.ts';
import { useSession } from '../../../../lib/session.ts';
import { ContentPageSelect } from '../../components/content-page-select.tsx';

interface CardFieldsProps {
  index: number;
  card: CardInput;
  errors: FieldErrors;
  onChange: (card: CardInput) => void;
}

/** The settings of one of a layout's six cards. */
export function CardFields({ index, card, errors, onChange }: CardFieldsProps) {
  const { terminology } = useSession();
  const { t } = useLingui();
  /** What a card opens: a page of the app, a content page of the event, or a web address. */
  const typeOptions = [
    { value: 'corePage', label: t`App page` },
    { value: 'content', label: t`Content page` },
    { value: 'link', label: t`Web link` },
  ];
  const number = index + 1;
  const at = (field: string) => errors[`cards.${index}.${field}`];
  const set = <K extends keyof CardInput>(field: K, value: CardInput[K]) =>
    onChange({ ...card, [field]: value });
  return (
    <Card withBorder radius="md" padding="md" component="fieldset" style={{ margin: 0 }}>
      {/* The legend must be the fieldset's own child to name the group. */}
      <Text component="legend" fw={600} size="sm" mb="xs" px={4}>
        <Trans>Card {number}</Trans>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t`Title`}
          required
          value={card.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={at('title')}
        />
        <Select
          label={t`Opens`}
          data={typeOptions}
          value={card.type}
          allowDeselect={false}
          onChange={(type) =>
            type &&
            onChange({
              ...card,
              type: type as CardInput['type'],
              pathId: type === 'corePage' ? 'dashboard' : '',
            })
          }
        />
        <TextInput
          label={t`Description`}
          value={card.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={at('description')}
        />
        {card.type === 'corePage' ? (
          <Select
            label={t`Page`}
            data={corePageIds.map((id) => ({ value: id, label: terminology[id] }))}
            value={card.pathId}
            allowDeselect={false}
            onChange={(id) => id && set('pathId', id)}
            error={at('pathId')}
          />
        ) : card.type === 'content' ? (
          <ContentPageSelect
            value={card.pathId}
            onChange={(id) => set('pathId', id)}
            error={at('pathId')}
            required
          />
        ) : (
          <TextInput
            label={t`Web address`}
            // i18n-ignore: a web address’s start, not words
            placeholder="https://"
            value={card.pathId}
            onChange={(e) => set('pathId', e.currentTarget.value)}
            error={at('pathId')}
          />
        )}
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Switch
          size="xs"
          label={t`Small card`}
          checked={card.isMini}
          onChange={(e) => set('isMini', e.currentTarget.checked)}
        />
      </Group>
    </Card>
  );
}
