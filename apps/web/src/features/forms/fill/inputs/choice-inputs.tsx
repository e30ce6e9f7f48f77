import { t } from '@lingui/core/macro';
import { Checkbox, MultiSelect, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import { useId } from 'react';
import { errorAt } from '../fill-model.ts';
import {
  FieldGroupFrame,
  type FieldInputProps,
  labelledProps,
  RequiredMark,
} from './input-frame.tsx';

/** The fields answered by choosing: boxes and buttons, a dropdown, the disclaimer's "I agree". */

function choiceHint(field: FieldOf<'checkbox' | 'dropdown'>): string | undefined {
  if (!field.isMulti) return field.description || undefined;
  const { min, max } = field;
  const range =
    min !== null && max !== null
      ? min === max
        ? t`Choose ${min}`
        : t`Choose ${min} to ${max}`
      : min !== null
        ? t`Choose at least ${min}`
        : max !== null
          ? t`Choose up to ${max}`
          : '';
  return [field.description, range].filter(Boolean).join('. ') || undefined;
}

const chosenList = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function ChoiceInput(props: FieldInputProps & { field: FieldOf<'checkbox'> }) {
  const { field, readOnly } = props;
  // A group's asterisk alone says it is required: Mantine would put aria-required on the
  // group's wrapper, not on its boxes or buttons.
  const { 'aria-required': _onWrapper, ...common } = labelledProps(
    field,
    errorAt(props.errors, props.path),
    choiceHint(field),
  );
  if (field.isMulti) {
    const chosen = chosenList(props.value);
    const isFull = field.max !== null && chosen.length >= field.max;
    return (
      <Checkbox.Group
        {...common}
        value={chosen}
        onChange={(next) => props.onChange(next.length ? next : undefined)}
      >
        <Stack gap="xs" mt={6}>
          {field.options.map((option) => (
            <Checkbox
              key={option.value}
              value={option.value}
              label={option.label}
              disabled={readOnly || (isFull && !chosen.includes(option.value))}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  const current = typeof props.value === 'string' ? props.value : '';
  const [only] = field.options;
  if (field.options.length === 1 && only) {
    // One option: a single box, ticked for that option; its label is the field's.
    return (
      <Checkbox
        label={
          <>
            {field.label}
            {field.isRequired ? <RequiredMark /> : null}
          </>
        }
        description={[only.label !== field.label ? only.label : '', field.description]
          .filter(Boolean)
          .join('. ')}
        checked={current === only.value}
        onChange={(event) => props.onChange(event.currentTarget.checked ? only.value : undefined)}
        disabled={readOnly}
        error={common.error}
        aria-required={field.isRequired || undefined}
      />
    );
  }
  return (
    <Radio.Group
      {...common}
      value={current || null}
      onChange={(next) => props.onChange(next || undefined)}
    >
      <Stack gap="xs" mt={6}>
        {field.options.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} disabled={readOnly} />
        ))}
      </Stack>
    </Radio.Group>
  );
}

export function DropdownInput(props: FieldInputProps & { field: FieldOf<'dropdown'> }) {
  const { field } = props;
  const data = field.options.map((option) => ({ value: option.value, label: option.label }));
  const common = {
    ...labelledProps(field, errorAt(props.errors, props.path), choiceHint(field)),
    readOnly: props.readOnly,
    data,
    searchable: data.length > 8,
    maw: 480,
  };
  if (field.isMulti)
    return (
      <MultiSelect
        {...common}
        placeholder={chosenList(props.value).length ? undefined : t`Choose…`}
        value={chosenList(props.value)}
        maxValues={field.max ?? undefined}
        onChange={(next) => props.onChange(next.length ? next : undefined)}
        clearable={!props.readOnly}
      />
    );
  return (
    <Select
      {...common}
      placeholder={props.readOnly ? undefined : t`Choose…`}
      value={typeof props.value === 'string' && props.value ? props.value : null}
      onChange={(next) => props.onChange(next ?? undefined)}
      clearable={!props.readOnly && !field.isRequired}
      allowDeselect={!field.isRequired}
    />
  );
}

export function DisclaimerInput(props: FieldInputProps & { field: FieldOf<'disclaimer'> }) {
  const { field } = props;
  const textId = useId();
  const error = errorAt(props.errors, props.path);
  const label = field.label;
  return (
    <FieldGroupFrame field={field} error={undefined} description={null}>
      {field.description ? (
        <Paper
          withBorder
          radius="md"
          p="sm"
          bg="gray.0"
          mah={240}
          style={{ overflowY: 'auto' }}
          id={textId}
          tabIndex={0}
          aria-label={t`${label}: text`}
        >
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {field.description}
          </Text>
        </Paper>
      ) : null}
      <Checkbox
        label={t`I agree`}
        checked={props.value === true}
        onChange={(event) => props.onChange(event.currentTarget.checked ? true : undefined)}
        disabled={props.readOnly}
        error={error}
        aria-required={field.isRequired || undefined}
        aria-describedby={field.description ? textId : undefined}
      />
    </FieldGroupFrame>
  );
}
