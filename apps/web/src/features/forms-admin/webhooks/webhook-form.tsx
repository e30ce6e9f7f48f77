import { Switch, TextInput } from '@mantine/core';
import type { CustomField } from '@showdesk/domain/custom-fields';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { type WebhookInput, webhookInputSchema } from '@showdesk/domain/forms/webhooks';
import {
  RecordForm,
  type SaveMutation,
  useRecordValues,
} from '../../../components/record-form.tsx';
import { canBeRuleSource } from '../builder/rule-row.tsx';
import { RulesEditor } from '../components/rules-editor.tsx';
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
        lead="Send it when"
        hints={{
          none: 'With no rules every sent submission is delivered.',
          some: 'Only submissions that meet the rules are delivered.',
        }}
        fields={fields}
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
