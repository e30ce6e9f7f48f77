import { t } from '@lingui/core/macro';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { DateInput } from '../../../../components/date-input.tsx';
import { errorAt } from '../fill-model.ts';
import { type FieldInputProps, labelledProps } from './input-frame.tsx';

/**
 * The fields typed into one box: a line of text (or an email, phone or web address), a longer
 * text, a number and a day.
 */

const textTypes = { text: 'text', email: 'email', tel: 'tel', url: 'url' } as const;
const autoComplete: Partial<Record<string, string>> = { email: 'email', tel: 'tel', url: 'url' };

export function TextFieldInput(
  props: FieldInputProps & { field: FieldOf<'text' | 'email' | 'tel' | 'url'> },
) {
  const { field } = props;
  return (
    <TextInput
      type={textTypes[field.type]}
      {...labelledProps(field, errorAt(props.errors, props.path))}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      readOnly={props.readOnly}
      autoComplete={autoComplete[field.type]}
    />
  );
}

export function AreaInput(props: FieldInputProps & { field: FieldOf<'area'> }) {
  return (
    <Textarea
      {...labelledProps(props.field, errorAt(props.errors, props.path))}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      readOnly={props.readOnly}
      autosize
      minRows={3}
      maxRows={14}
    />
  );
}

export function NumberFieldInput(props: FieldInputProps & { field: FieldOf<'number'> }) {
  const { field } = props;
  return (
    <NumberInput
      {...labelledProps(field, errorAt(props.errors, props.path), numberHint(field))}
      value={typeof props.value === 'number' ? props.value : ''}
      onChange={(next) => props.onChange(typeof next === 'number' ? next : undefined)}
      min={field.min ?? undefined}
      max={field.max ?? undefined}
      // What was typed stays (Mantine would change 5 to 9 on blur); the check says the range.
      clampBehavior="none"
      readOnly={props.readOnly}
      maw={280}
    />
  );
}

function numberHint(field: FieldOf<'number'>): string | undefined {
  const { min, max } = field;
  const range =
    min !== null && max !== null
      ? t`From ${min} to ${max}`
      : min !== null
        ? t`At least ${min}`
        : max !== null
          ? t`At most ${max}`
          : '';
  return [field.description, range].filter(Boolean).join('. ') || undefined;
}

export function DateFieldInput(props: FieldInputProps & { field: FieldOf<'date'> }) {
  return (
    <DateInput
      {...labelledProps(props.field, errorAt(props.errors, props.path))}
      value={typeof props.value === 'string' ? props.value : ''}
      onChange={props.onChange}
      readOnly={props.readOnly}
      maw={220}
    />
  );
}
