import { Skeleton, Switch, TextInput } from '@mantine/core';
import {
  type Confirmation,
  type ConfirmationInput,
  confirmationInputSchema,
} from '@showdesk/domain/forms/confirmations';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import { Suspense } from 'react';
import { LazyRichTextInput } from '../../../components/lazy-rich-text-input.tsx';
import { RecordForm, useRecordValues } from '../../../components/record-form.tsx';
import { RulesEditor } from '../components/rules-editor.tsx';
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
  const { values, set, isPending, save } = useRecordValues<ConfirmationValues, Confirmation>(
    { initial, mutation, ...setup },
    { message: (saved) => (setup.goTo ? `${saved.name} was added` : undefined) },
  );
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
        lead="Show it when"
        hints={{
          none: 'With no rules it is shown after every submission (unless it is the default).',
          some: 'Shown when the rules hold, if no confirmation above it was shown first.',
        }}
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
