import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { type WebhookInput, webhookInputSchema } from '@showdesk/domain/forms/webhooks';
import type { CustomField } from '@showdesk/domain/people/custom-fields';
import { type SaveMutation, useRecordValues } from '../../../../components/record-form.tsx';
import { canBeRuleSource } from '../builder/rule-row.tsx';
import { FormRuleActive, FormRuleForm, FormRuleRules } from '../components/form-rule-form.tsx';
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

const ruleHints = () => ({
  none: t`With no rules every sent submission is delivered.`,
  some: t`Only submissions that meet the rules are delivered.`,
});

/** A webhook's request, payload mapping, rules and active flag. */
export function WebhookForm<R>({
  hasStoredCredential = false,
  fields,
  customFields,
  initial,
  mutation,
  ...setup
}: WebhookFormProps<R>) {
  const { t } = useLingui();
  const record = useRecordValues<WebhookValues, R>(
    { initial, mutation, ...setup },
    {
      ...(setup.onSaved ? { onSaved: setup.onSaved } : {}),
      // Added: the page shows the secret and says so; saved: the spec's success toast.
      message: () => (setup.guardUnsaved ? undefined : t`Webhook added`),
    },
  );
  const { values, set, isPending, save } = record;
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
    <FormRuleForm noun="webhook" record={{ ...record, submit, ...setup }}>
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
      <FormRuleRules record={record} lead={t`Send it when`} hints={ruleHints()} fields={fields} />
      <FormRuleActive record={record} inactive={t`An inactive webhook receives nothing`} />
    </FormRuleForm>
  );
}
