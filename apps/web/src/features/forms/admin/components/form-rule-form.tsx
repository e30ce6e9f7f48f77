import { useLingui } from '@lingui/react/macro';
import { Switch, TextInput } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import type { ReactNode } from 'react';
import { RecordForm, type RecordSave } from '../../../../components/record-form.tsx';
import { bindFields } from '../../../../components/records/field-binding.ts';
import { RulesEditor } from './rules-editor.tsx';

/*
 * The form of a record a form keeps and picks by rules (a confirmation, a notification, a
 * webhook): the frame gives its name first; the feature places its own fields, the rules and
 * Active where they belong among them.
 */

/** What every rule-based record of a form has: a name, its rules and whether it is active. */
export interface FormRuleValues {
  name: string;
  operator: LogicOperator;
  rules: LogicRule[];
  isActive: boolean;
}

/** The record form's values and save, as useRecordValues gives them. */
interface FormRuleRecord {
  values: FormRuleValues;
  set: (patch: Partial<FormRuleValues>) => void;
  isPending: boolean;
  save: Pick<RecordSave, 'errors' | 'failure' | 'guard'>;
}

/** The frame: the record form with its name, then the feature's children. */
export function FormRuleForm({
  noun,
  record,
  children,
}: {
  /** What the record is, for the name's description ("webhook"). */
  noun: 'confirmation' | 'notification' | 'webhook';
  /** The record, its submit, its submit button's label and where Cancel leads. */
  record: FormRuleRecord & { submit: () => void; submitLabel: string; cancelTo: string };
  children: ReactNode;
}) {
  const { t } = useLingui();
  const { values, set, isPending, save } = record;
  const field = bindFields({ values, set, errors: save.errors, disabled: isPending });
  const nameHint = {
    confirmation: t`For organisers: it names the confirmation in the list`,
    notification: t`For organisers: it names the notification in the list`,
    webhook: t`For organisers: it names the webhook in the list`,
  }[noun];
  return (
    <RecordForm
      save={save}
      onSubmit={record.submit}
      submitLabel={record.submitLabel}
      isPending={isPending}
      cancelTo={record.cancelTo}
    >
      <TextInput
        label={t`Name`}
        description={nameHint}
        required
        {...field.text('name')}
        data-autofocus
      />
      {children}
    </RecordForm>
  );
}

/** The record's rules over the form's fields, with its sentence and what no or some rules mean. */
export function FormRuleRules({
  record: { values, set, isPending, save },
  ...copy
}: {
  record: FormRuleRecord;
  lead: string;
  hints: { none: string; some: string };
  fields: FieldDefinition[];
}) {
  return (
    <RulesEditor
      {...copy}
      operator={values.operator}
      rules={values.rules}
      onChange={(operator, rules) => set({ operator, rules })}
      errors={save.errors}
      disabled={isPending}
    />
  );
}

/** The Active switch; `inactive` says what an inactive one does not do. */
export function FormRuleActive({
  record: { values, set, isPending, save },
  inactive,
}: {
  record: FormRuleRecord;
  inactive: string;
}) {
  const { t } = useLingui();
  const field = bindFields({ values, set, errors: save.errors, disabled: isPending });
  return <Switch label={t`Active`} description={inactive} {...field.toggle('isActive')} />;
}
