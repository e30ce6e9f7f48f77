import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { CustomField } from '@showdesk/domain/custom-fields';
import { addressParts, nameParts } from '@showdesk/domain/forms/field-settings';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import {
  type ClientSource,
  clientSourceLabels,
  clientSources,
  type PayloadCategory,
  type PayloadField,
  type Webhook,
  type WebhookFormat,
  type WebhookHeaderKey,
  type WebhookInput,
  type WebhookMethod,
  webhookFormats,
  webhookHeaderKeys,
  webhookInputSchema,
  webhookMethods,
} from '@showdesk/domain/forms/webhooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  RecordForm,
  type SaveMutation,
  useRecordValues,
} from '../../../components/record-form.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { canBeRuleSource, RuleList, ruleFor } from '../builder/rule-row.tsx';

export interface WebhookValues {
  name: string;
  isActive: boolean;
  operator: LogicOperator;
  rules: LogicRule[];
  requestURL: string;
  requestMethod: WebhookMethod;
  requestFormat: WebhookFormat;
  headerKey: WebhookHeaderKey | null;
  headerValue: string;
  payloadFields: PayloadField[];
}

export const newWebhook: WebhookValues = {
  name: '',
  isActive: true,
  operator: 'ANY',
  rules: [],
  requestURL: '',
  requestMethod: 'POST',
  requestFormat: 'JSON',
  headerKey: null,
  headerValue: '',
  payloadFields: [],
};

export const valuesOf = (w: Webhook): WebhookValues => ({
  name: w.name,
  isActive: w.isActive,
  operator: w.operator,
  rules: w.rules,
  requestURL: w.requestURL,
  requestMethod: w.requestMethod,
  requestFormat: w.requestFormat,
  headerKey: w.headerKey,
  headerValue: w.headerValue,
  payloadFields: w.payloadFields,
});

const categoryLabels: Record<PayloadCategory, string> = {
  field: 'Form field',
  customField: 'Custom field',
  client: 'Client value',
};

type SaveHandlers = Parameters<SaveMutation<WebhookInput>['mutate']>[1];

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

interface WebhookFormProps<R> {
  /** An Authorization value is stored (and not shown): left empty, the edit keeps it. */
  hasStoredCredential?: boolean;
  fields: FieldDefinition[];
  customFields: CustomField[];
  initial: WebhookValues;
  submitLabel: string;
  mutation: SaveMutation<WebhookInput>;
  onSaved?: (saved: R) => void;
  goTo?: string;
  cancelTo: string;
  guardUnsaved?: boolean;
}

/** A webhook's request, payload mapping, rules and active flag. */
export function WebhookForm<R>({
  hasStoredCredential = false,
  fields,
  customFields,
  initial,
  mutation,
  ...setup
}: WebhookFormProps<R>) {
  const { values, set, isPending, save } = useRecordValues<WebhookValues, R>(
    { initial, mutation, ...setup },
    {
      ...(setup.onSaved ? { onSaved: setup.onSaved } : {}),
      // Added: the page shows the secret and says so; saved: the spec's success toast.
      message: () => (setup.guardUnsaved ? undefined : 'Webhook added'),
    },
  );
  const submit = () => {
    const input = save.check(webhookInputSchema, values);
    if (!input) return;
    const keepsCredential =
      hasStoredCredential && input.headerKey === 'Authorization' && input.headerValue === '';
    const { headerValue: _kept, ...rest } = input;
    mutation.mutate(keepsCredential ? rest : input, save.handlers() as SaveHandlers);
  };
  const sources = fields.filter(canBeRuleSource);
  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={setup.cancelTo}
    >
      <TextInput
        label="Name"
        description="For organisers: it names the webhook in the list"
        required
        value={values.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={save.errors.name}
        disabled={isPending}
        data-autofocus
      />
      <TextInput
        label="Request URL"
        description="Where each sent submission goes: an http:// or https:// address on the internet"
        required
        type="url"
        placeholder="https://example.com/webhooks/showdesk"
        value={values.requestURL}
        onChange={(e) => set({ requestURL: e.currentTarget.value })}
        error={save.errors.requestURL}
        disabled={isPending}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Method"
          description="GET sends the payload in the address's query"
          data={[...webhookMethods]}
          value={values.requestMethod}
          onChange={(value) => value && set({ requestMethod: value as WebhookMethod })}
          allowDeselect={false}
          error={save.errors.requestMethod}
          disabled={isPending}
        />
        <Select
          label="Format"
          description="How the payload is written in the request body"
          data={[...webhookFormats]}
          value={values.requestFormat}
          onChange={(value) => value && set({ requestFormat: value as WebhookFormat })}
          allowDeselect={false}
          error={save.errors.requestFormat}
          disabled={isPending}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <Select
          label="Header"
          description="One header sent with each request (optional)"
          placeholder="No header"
          data={[...webhookHeaderKeys]}
          value={values.headerKey}
          onChange={(value) => set({ headerKey: (value as WebhookHeaderKey | null) ?? null })}
          clearable
          error={save.errors.headerKey}
          disabled={isPending}
        />
        <TextInput
          label="Header value"
          description={
            values.headerKey === 'Authorization'
              ? hasStoredCredential
                ? 'Saved and not shown again: leave empty to keep it, or type a new one'
                : 'e.g. Bearer <token>; not shown again once saved'
              : 'e.g. application/json'
          }
          placeholder={
            hasStoredCredential && values.headerKey === 'Authorization' ? '••••••••' : undefined
          }
          value={values.headerValue}
          onChange={(e) => set({ headerValue: e.currentTarget.value })}
          error={save.errors.headerValue}
          disabled={isPending || values.headerKey === null}
        />
      </SimpleGrid>
      <PayloadFieldsEditor
        fields={sources}
        customFields={customFields}
        payloadFields={values.payloadFields}
        onChange={(payloadFields) => set({ payloadFields })}
        errors={save.errors}
        disabled={isPending}
      />
      <RulesEditor
        fields={sources}
        operator={values.operator}
        rules={values.rules}
        onChange={(operator, rules) => set({ operator, rules })}
        errors={save.errors}
        disabled={isPending}
      />
      <Switch
        label="Active"
        description="An inactive webhook receives nothing"
        checked={values.isActive}
        onChange={(e) => set({ isActive: e.currentTarget.checked })}
        disabled={isPending}
      />
    </RecordForm>
  );
}

/** The payload's keys, one row each: where its value comes from. */
function PayloadFieldsEditor(props: {
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

/** "Send it when any / all of these rules hold": the form's own rule rows. */
function RulesEditor(props: {
  fields: FieldDefinition[];
  operator: LogicOperator;
  rules: LogicRule[];
  onChange: (operator: LogicOperator, rules: LogicRule[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { fields, operator, rules, onChange, errors, disabled } = props;
  const ruleErrors = Object.entries(errors)
    .filter(([path]) => path.startsWith('rules'))
    .map(([path, message]) => `Rule ${Number(path.split('.')[1] ?? 0) + 1}: ${message}`);
  return (
    <Stack gap="xs" role="group" aria-label="Rules">
      <Text fw={500} size="sm">
        Rules
      </Text>
      <Text size="sm" c="dimmed">
        {rules.length === 0
          ? 'With no rules every sent submission is delivered.'
          : 'Only submissions that meet the rules are delivered.'}
      </Text>
      <RuleList
        lead="Send it when"
        operator={operator}
        rules={rules}
        sources={fields}
        onChange={onChange}
        readOnly={disabled}
      />
      {ruleErrors.map((message) => (
        <Text key={message} size="sm" c="red.9" role="alert">
          {message}
        </Text>
      ))}
      <Button
        variant="default"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={() => fields[0] && onChange(operator, [...rules, ruleFor(fields[0])])}
        disabled={disabled || fields.length === 0}
        style={{ alignSelf: 'flex-start' }}
      >
        Add rule
      </Button>
    </Stack>
  );
}

export const clientSourceLabel = (source: string) =>
  clientSourceLabels[source as ClientSource] ?? source;
