import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { addressParts, nameParts } from '@showdesk/domain/forms/field-settings';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import {
  type ClientSource,
  clientSourceLabels,
  clientSources,
  type PayloadCategory,
  type PayloadField,
} from '@showdesk/domain/forms/webhooks';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FieldErrors } from '../../../../lib/field-errors.ts';

const categoryLabels = (): Record<PayloadCategory, string> => ({
  field: t`Form field`,
  customField: t`Custom field`,
  client: t`Client value`,
});

const partLabels = (): Record<string, string> => ({
  addressLine1: t`Address line 1`,
  addressLine2: t`Address line 2`,
  city: t`City`,
  county: t`County`,
  country: t`Country`,
  postcode: t`Postcode`,
  prefix: t`Prefix`,
  firstName: t`First name`,
  middleName: t`Middle name`,
  surname: t`Surname`,
  postNominals: t`Post-nominals`,
});

const partsOf = (field: FieldDefinition | undefined): readonly string[] =>
  field?.type === 'address' ? addressParts : field?.type === 'fullName' ? nameParts : [];

const fieldLabel = (field: FieldDefinition) =>
  'label' in field && typeof field.label === 'string' && field.label ? field.label : field.id;

/** The payload's keys, one row each: where its value comes from. */
export function PayloadFieldsEditor(props: {
  fields: FieldDefinition[];
  customFields: CustomField[];
  payloadFields: PayloadField[];
  onChange: (next: PayloadField[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { fields, customFields, payloadFields, onChange, errors, disabled } = props;
  const change = (index: number, patch: Partial<PayloadField>) =>
    onChange(payloadFields.map((entry, i) => (i === index ? { ...entry, ...patch } : entry)));
  const sourcesOf = (category: PayloadCategory) =>
    category === 'field'
      ? fields.map((field) => ({ value: field.id, label: fieldLabel(field) }))
      : category === 'customField'
        ? customFields.map((field) => ({ value: field.id, label: field.label }))
        : clientSources.map((source) => ({ value: source, label: clientSourceLabels[source] }));
  const typeOf = (category: PayloadCategory, sourceId: string) =>
    category === 'field'
      ? (fields.find((field) => field.id === sourceId)?.type ?? null)
      : category === 'customField'
        ? (customFields.find((field) => field.id === sourceId)?.type ?? null)
        : 'client';
  const add = () => {
    // The next field not mapped yet, under a key not used yet.
    const used = new Set(payloadFields.map((entry) => entry.sourceId));
    const next = fields.find((field) => !used.has(field.id)) ?? fields[0];
    const category: PayloadCategory = next ? 'field' : 'client';
    const sourceId = next?.id ?? 'email';
    const keys = new Set(payloadFields.map((entry) => entry.targetId));
    const base = sourceId.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^(?![A-Za-z_])/, '_');
    let targetId = base;
    for (let n = 2; keys.has(targetId); n += 1) targetId = `${base}${n}`;
    onChange([
      ...payloadFields,
      { category, targetId, sourceId, sourceType: typeOf(category, sourceId), nestedKey: null },
    ]);
  };
  return (
    <Stack gap="xs" role="group" aria-label={t`Payload fields`}>
      <Text fw={500} size="sm">
        <Trans>Payload fields</Trans>
      </Text>
      <Text size="sm" c="dimmed">
        {payloadFields.length === 0
          ? t`With none, the payload holds every answer by field id.`
          : t`The payload holds these keys, in this order.`}
      </Text>
      {payloadFields.map((entry, index) => {
        const at = (key: string) => errors[`payloadFields.${index}.${key}`];
        const field =
          entry.category === 'field' ? fields.find((f) => f.id === entry.sourceId) : undefined;
        const parts = partsOf(field);
        const partNames = partLabels();
        const n = index + 1;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: payload fields have no id; rows are positions.
            key={index}
            withBorder
            p="sm"
            role="group"
            aria-label={t`Payload field ${n}`}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t`Key ${n}`}
                value={entry.targetId}
                onChange={(e) => change(index, { targetId: e.currentTarget.value })}
                error={at('targetId')}
                disabled={disabled}
                w={{ base: '100%', xs: 170 }}
              />
              <Select
                label={t`Source ${n}`}
                data={Object.entries(categoryLabels()).map(([value, label]) => ({ value, label }))}
                value={entry.category}
                onChange={(value) => {
                  if (!value) return;
                  const category = value as PayloadCategory;
                  const sourceId = sourcesOf(category)[0]?.value ?? '';
                  change(index, {
                    category,
                    sourceId,
                    sourceType: typeOf(category, sourceId),
                    nestedKey: null,
                  });
                }}
                allowDeselect={false}
                error={at('category')}
                disabled={disabled}
                w={{ base: '100%', xs: 150 }}
              />
              <Select
                label={
                  entry.category === 'field'
                    ? t`Field ${n}`
                    : entry.category === 'customField'
                      ? t`Custom field ${n}`
                      : t`Client value ${n}`
                }
                data={sourcesOf(entry.category)}
                value={entry.sourceId || null}
                onChange={(value) =>
                  value &&
                  change(index, {
                    sourceId: value,
                    sourceType: typeOf(entry.category, value),
                    nestedKey: null,
                  })
                }
                allowDeselect={false}
                searchable
                nothingFoundMessage={t`Nothing to choose`}
                error={at('sourceId')}
                disabled={disabled}
                w={{ base: '100%', xs: 200 }}
              />
              {parts.length ? (
                <Select
                  label={t`Part ${n}`}
                  placeholder={t`The whole value`}
                  data={parts.map((part) => ({ value: part, label: partNames[part] ?? part }))}
                  value={entry.nestedKey}
                  onChange={(value) => change(index, { nestedKey: value ?? null })}
                  clearable
                  error={at('nestedKey')}
                  disabled={disabled}
                  w={{ base: '100%', xs: 170 }}
                />
              ) : at('nestedKey') ? (
                <Text size="sm" c="red.9" role="alert" mt={28}>
                  {at('nestedKey')}
                </Text>
              ) : null}
              <ActionIcon
                variant="subtle"
                color="red.9"
                aria-label={t`Remove payload field ${n}`}
                onClick={() => onChange(payloadFields.filter((_, i) => i !== index))}
                disabled={disabled}
                mt={28}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={add}
        disabled={disabled}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add payload field</Trans>
      </Button>
    </Stack>
  );
}

/** A client value's name as the webhook's page lists it (the key itself when unknown). */
export const clientSourceLabel = (source: string) =>
  clientSourceLabels[source as ClientSource] ?? source;
