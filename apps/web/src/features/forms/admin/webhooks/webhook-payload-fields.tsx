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

const categoryLabels: Record<PayloadCategory, string> = {
  field: 'Form field',
  customField: 'Custom field',
  client: 'Client value',
};

const partLabels: Record<string, string> = {
  addressLine1: 'Address line 1',
  addressLine2: 'Address line 2',
  city: 'City',
  county: 'County',
  country: 'Country',
  postcode: 'Postcode',
  prefix: 'Prefix',
  firstName: 'First name',
  middleName: 'Middle name',
  surname: 'Surname',
  postNominals: 'Post-nominals',
};

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
    <Stack gap="xs" role="group" aria-label="Payload fields">
      <Text fw={500} size="sm">
        Payload fields
      </Text>
      <Text size="sm" c="dimmed">
        {payloadFields.length === 0
          ? 'With none, the payload holds every answer by field id.'
          : 'The payload holds these keys, in this order.'}
      </Text>
      {payloadFields.map((entry, index) => {
        const at = (key: string) => errors[`payloadFields.${index}.${key}`];
        const field =
          entry.category === 'field' ? fields.find((f) => f.id === entry.sourceId) : undefined;
        const parts = partsOf(field);
        const n = index + 1;
        return (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: payload fields have no id; rows are positions.
            key={index}
            withBorder
            p="sm"
            role="group"
            aria-label={`Payload field ${n}`}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={`Key ${n}`}
                value={entry.targetId}
                onChange={(e) => change(index, { targetId: e.currentTarget.value })}
                error={at('targetId')}
                disabled={disabled}
                w={{ base: '100%', xs: 170 }}
              />
              <Select
                label={`Source ${n}`}
                data={Object.entries(categoryLabels).map(([value, label]) => ({ value, label }))}
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
                    ? `Field ${n}`
                    : entry.category === 'customField'
                      ? `Custom field ${n}`
                      : `Client value ${n}`
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
                nothingFoundMessage="Nothing to choose"
                error={at('sourceId')}
                disabled={disabled}
                w={{ base: '100%', xs: 200 }}
              />
              {parts.length ? (
                <Select
                  label={`Part ${n}`}
                  placeholder="The whole value"
                  data={parts.map((part) => ({ value: part, label: partLabels[part] ?? part }))}
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
                aria-label={`Remove payload field ${n}`}
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
        Add payload field
      </Button>
    </Stack>
  );
}

/** A client value's name as the webhook's page lists it (the key itself when unknown). */
export const clientSourceLabel = (source: string) =>
  clientSourceLabels[source as ClientSource] ?? source;
