import { Button, Skeleton, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type Confirmation,
  type ConfirmationInput,
  confirmationInputSchema,
} from '@showdesk/domain/forms/confirmations';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { IconPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { LazyRichTextInput } from '../../../components/lazy-rich-text-input.tsx';
import { RecordForm, useRecordSave } from '../../../components/record-form.tsx';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { canBeRuleSource, RuleList, ruleFor } from '../builder/rule-row.tsx';
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

/** A confirmation's name, message, rules and flags. */
export function ConfirmationForm({
  formId,
  fields,
  initial,
  mutation,
  ...setup
}: ConfirmationFormProps) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<ConfirmationValues>) => setValues((v) => ({ ...v, ...patch }));
  const isPending = mutation.isPending;
  const isDirty = JSON.stringify(values) !== JSON.stringify(initial);
  const save = useRecordSave<Confirmation>({
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
    message: (saved) => (setup.goTo ? `${saved.name} was added` : undefined),
  });
  const submit = () => {
    const input = save.check(confirmationInputSchema, values);
    if (input) mutation.mutate(input, save.handlers());
  };
  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={formPaths.confirmations(formId)}
    >
      <TextInput
        label="Name"
        description="For organisers: it names the confirmation in the list"
        required
        value={values.name}
        onChange={(e) => set({ name: e.currentTarget.value })}
        error={save.errors.name}
        disabled={isPending}
        data-autofocus
      />
      <Suspense fallback={<Skeleton h={290} aria-hidden />}>
        <LazyRichTextInput
          label="Message"
          description="What the submitter reads once their form is sent"
          value={values.message}
          onChange={(message) => set({ message })}
          error={save.errors.message}
          disabled={isPending}
        />
      </Suspense>
      <RulesEditor
        fields={fields}
        operator={values.operator}
        rules={values.rules}
        onChange={(operator, rules) => set({ operator, rules })}
        errors={save.errors}
        disabled={isPending}
      />
      <Switch
        label="Default"
        description="Shown when no other active confirmation's rules hold (one per form)"
        checked={values.isDefault}
        onChange={(e) => set({ isDefault: e.currentTarget.checked })}
        disabled={isPending}
      />
      <Switch
        label="Active"
        description="An inactive confirmation is never shown"
        checked={values.isActive}
        onChange={(e) => set({ isActive: e.currentTarget.checked })}
        disabled={isPending}
      />
    </RecordForm>
  );
}

/** "Show it when any / all of these rules hold": the form's own rule rows. */
function RulesEditor(props: {
  fields: FieldDefinition[];
  operator: LogicOperator;
  rules: LogicRule[];
  onChange: (operator: LogicOperator, rules: LogicRule[]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { fields, operator, rules, onChange, errors, disabled } = props;
  const sources = fields.filter(canBeRuleSource);
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
          ? 'With no rules it is shown after every submission (unless it is the default).'
          : 'Shown when the rules hold, if no confirmation above it was shown first.'}
      </Text>
      <RuleList
        lead="Show it when"
        operator={operator}
        rules={rules}
        sources={sources}
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
        onClick={() => sources[0] && onChange(operator, [...rules, ruleFor(sources[0])])}
        disabled={disabled || sources.length === 0}
        style={{ alignSelf: 'flex-start' }}
      >
        Add rule
      </Button>
      {sources.length === 0 ? (
        <Text size="xs" c="dimmed">
          Add a question to the form first: rules read its answers.
        </Text>
      ) : null}
    </Stack>
  );
}
