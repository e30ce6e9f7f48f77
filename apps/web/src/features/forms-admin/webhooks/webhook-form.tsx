import { Button, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/custom-fields';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { type WebhookInput, webhookInputSchema } from '@showdesk/domain/forms/webhooks';
import { IconPlus } from '@tabler/icons-react';
import {
  RecordForm,
  type SaveMutation,
  useRecordValues,
} from '../../../components/record-form.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { canBeRuleSource, RuleList, ruleFor } from '../builder/rule-row.tsx';
import { PayloadFieldsEditor } from './webhook-payload-fields.tsx';
import { WebhookRequestFields } from './webhook-request-fields.tsx';
import type { WebhookValues } from './webhook-values.ts';

type SaveHandlers = Parameters<SaveMutation<WebhookInput>['mutate']>[1];

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
      <WebhookRequestFields
        values={values}
        set={set}
        errors={save.errors}
        disabled={isPending}
        hasStoredCredential={hasStoredCredential}
      />
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
