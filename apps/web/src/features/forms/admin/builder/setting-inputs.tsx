import { NumberInput, SimpleGrid } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';

/** What each part of the settings panel is given: the field, its change, errors and lock. */
export interface SettingsPartProps<F extends FieldDefinition = FieldDefinition> {
  field: F;
  set: (change: Partial<F>) => void;
  errors: Record<string, string>;
  disabled: boolean;
}

/** A number setting that may be left empty. */
function OptionalNumber(props: {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string | undefined;
  disabled: boolean;
  isWhole?: boolean;
  description?: string;
}) {
  return (
    <NumberInput
      label={props.label}
      description={props.description}
      value={props.value ?? ''}
      onChange={(value) => props.onChange(value === '' || typeof value !== 'number' ? null : value)}
      allowDecimal={!props.isWhole}
      allowNegative={!props.isWhole}
      error={props.error}
      disabled={props.disabled}
    />
  );
}

/** A field's optional lower and upper limits (min and max), side by side. */
export function MinMax(props: {
  labels: [string, string];
  min: number | null;
  max: number | null;
  onChange: (change: { min: number | null } | { max: number | null }) => void;
  errors: Record<string, string>;
  disabled: boolean;
  isWhole?: boolean;
}) {
  const { labels, errors, disabled, isWhole } = props;
  return (
    <SimpleGrid cols={2}>
      <OptionalNumber
        label={labels[0]}
        value={props.min}
        onChange={(min) => props.onChange({ min })}
        error={errors.min}
        disabled={disabled}
        isWhole={isWhole}
      />
      <OptionalNumber
        label={labels[1]}
        value={props.max}
        onChange={(max) => props.onChange({ max })}
        error={errors.max}
        disabled={disabled}
        isWhole={isWhole}
      />
    </SimpleGrid>
  );
}
