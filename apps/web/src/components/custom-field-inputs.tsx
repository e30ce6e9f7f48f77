import { Checkbox, Stack, Textarea, TextInput } from '@mantine/core';
import {
  checkCustomFieldValues,
  missingRequiredCustomFields,
} from '@showdesk/domain/people/custom-field-rules';
import type { CustomField, CustomFieldType } from '@showdesk/domain/people/custom-fields';
import type { CustomFieldValues } from '@showdesk/domain/people/teams';
import type { FieldErrors } from '../lib/field-errors.ts';
import { DateInput } from './date-input.tsx';

type InputField = Pick<
  CustomField,
  'id' | 'label' | 'type' | 'placeholder' | 'description' | 'isRequired'
>;

const htmlType: Partial<Record<CustomFieldType, string>> = {
  email: 'email',
  tel: 'tel',
  url: 'url',
};

interface CustomFieldInputsProps {
  /** The fields to fill in, already filtered for the team and screen and in the event's order. */
  fields: readonly InputField[];
  values: CustomFieldValues;
  onChange: (values: CustomFieldValues) => void;
  /** Messages keyed `customFields.<fieldId>` (as the API and `checkCustomFieldEntries` give). */
  errors: FieldErrors;
  disabled?: boolean;
}

/**
 * One input per custom field of a team: text kinds as text inputs (long text as a text area),
 * a checkbox as a checkbox; required fields are marked, and each shows its own error.
 */
export function CustomFieldInputs({
  fields,
  values,
  onChange,
  errors,
  disabled,
}: CustomFieldInputsProps) {
  const set = (id: string, value: string | boolean) => onChange({ ...values, [id]: value });
  return (
    <Stack gap="md">
      {fields.map((field) => {
        const error = errors[`customFields.${field.id}`];
        const common = {
          label: field.label,
          description: field.description || undefined,
          required: field.isRequired,
          error,
          disabled,
        };
        if (field.type === 'checkbox') {
          return (
            <Checkbox
              key={field.id}
              {...common}
              checked={values[field.id] === true}
              onChange={(e) => set(field.id, e.currentTarget.checked)}
            />
          );
        }
        const text = typeof values[field.id] === 'string' ? (values[field.id] as string) : '';
        if (field.type === 'area') {
          return (
            <Textarea
              key={field.id}
              {...common}
              autosize
              minRows={3}
              placeholder={field.placeholder || undefined}
              value={text}
              onChange={(e) => set(field.id, e.currentTarget.value)}
            />
          );
        }
        if (field.type === 'date') {
          return (
            <DateInput
              key={field.id}
              {...common}
              value={text}
              onChange={(value) => set(field.id, value)}
            />
          );
        }
        return (
          <TextInput
            key={field.id}
            {...common}
            type={htmlType[field.type] ?? 'text'}
            inputMode={field.type === 'number' ? 'decimal' : undefined}
            placeholder={field.placeholder || undefined}
            value={text}
            onChange={(e) => set(field.id, e.currentTarget.value)}
          />
        );
      })}
    </Stack>
  );
}

/**
 * The same checks the server makes on the values of `fields` (types, and required fields when
 * asked), as form errors keyed `customFields.<fieldId>`; empty when all is well.
 */
export function checkCustomFieldEntries(
  fields: readonly InputField[],
  values: CustomFieldValues,
  enforceRequired: boolean,
): FieldErrors {
  const ids = new Set(fields.map((f) => f.id));
  const own = Object.fromEntries(Object.entries(values).filter(([id]) => ids.has(id)));
  const full = fields.map((f) => ({
    ...f,
    index: 0,
    showField: true,
    showToChildTeams: true,
  }));
  const issues = checkCustomFieldValues(full, own);
  if (enforceRequired) issues.push(...missingRequiredCustomFields(full, own));
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}
