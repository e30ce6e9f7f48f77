import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Switch } from '@mantine/core';
import {
  type Confirmation,
  type ConfirmationInput,
  confirmationInputSchema,
} from '@showdesk/domain/forms/confirmations';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { RichTextField } from '../../../../components/lazy-rich-text-input.tsx';
import { useRecordValues } from '../../../../components/record-form.tsx';
import { FormRuleActive, FormRuleForm, FormRuleRules } from '../components/form-rule-form.tsx';
import { formPaths } from '../paths.ts';

export interface ConfirmationValues {
  name: string;
  message: string;
  operator: LogicOperator;
  rules: LogicRule[];
  isDefault: boolean;
  isActive: boolean;
}

export const newConfirmation: ConfirmationValues = {
  name: '',
  message: '',
  operator: 'ANY',
  rules: [],
  isDefault: false,
  isActive: true,
};

export const valuesOf = (c: Confirmation): ConfirmationValues => ({
  name: c.name,
  message: c.message,
  operator: c.operator,
  rules: c.rules,
  isDefault: c.isDefault,
  isActive: c.isActive,
});

interface ConfirmationFormProps {
  formId: string;
  /** The form's fields: what the rules may read. */
  fields: FieldDefinition[];
  initial: ConfirmationValues;
  submitLabel: string;
  mutation: {
    mutate: (
      input: ConfirmationInput,
      options: { onSuccess: (saved: Confirmation) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** The add page goes back to the list once saved; a confirmation's page stays. */
  goTo?: string;
  guardUnsaved?: boolean;
}

const ruleHints = () => ({
  none: t`With no rules it is shown after every submission (unless it is the default).`,
  some: t`Shown when the rules hold, if no confirmation above it was shown first.`,
});

/** A confirmation's name, message, rules and flags. */
export function ConfirmationForm({
  formId,
  fields,
  initial,
  mutation,
  ...setup
}: ConfirmationFormProps) {
  const { t } = useLingui();
  const record = useRecordValues<ConfirmationValues, Confirmation>(
    { initial, mutation, ...setup },
    {
      message: (saved) => {
        const name = saved.name;
        return setup.goTo ? t`${name} was added` : undefined;
      },
    },
  );
  const { values, save, field } = record;
  const submit = () => {
    const input = save.check(confirmationInputSchema, values);
    if (input) mutation.mutate(input, save.handlers());
  };
  return (
    <FormRuleForm
      noun="confirmation"
      record={{ ...record, submit, ...setup, cancelTo: formPaths.confirmations(formId) }}
    >
      <RichTextField
        label={t`Message`}
        description={t`What the submitter reads once their form is sent`}
        {...field.value('message')}
      />
      <FormRuleRules record={record} lead={t`Show it when`} hints={ruleHints()} fields={fields} />
      <Switch
        label={t`Default`}
        description={t`Shown when no other active confirmation's rules hold (one per form)`}
        {...field.toggle('isDefault')}
      />
      <FormRuleActive record={record} inactive={t`An inactive confirmation is never shown`} />
    </FormRuleForm>
  );
}
