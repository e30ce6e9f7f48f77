import { Fieldset, Input, Stack, Text } from '@mantine/core';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { type ReactNode, useId } from 'react';
import type { FillErrors, UploadHandler } from '../fill-model.ts';

/** A value, or how to make the next one from the latest (uploads finish later). */
export type ValueChange = unknown | ((latest: unknown) => unknown);

export interface FieldInputProps {
  field: FieldDefinition;
  /** Where its value lives; error paths start with it. */
  path: string;
  value: unknown;
  onChange: (change: ValueChange) => void;
  errors: FillErrors | undefined;
  readOnly: boolean;
  currencyId: string;
  onUpload: UploadHandler | undefined;
}

/**
 * The label, hint, required mark and error a field's one Mantine input shows, so every input
 * says them the same way. `description` replaces the field's own where the input adds to it (a
 * range, the files it accepts); the hints that do always include the field's own.
 */
export function labelledProps(
  field: FieldDefinition,
  error: string | undefined,
  description: string | undefined = field.description || undefined,
) {
  return {
    label: field.label,
    description,
    withAsterisk: field.isRequired,
    'aria-required': field.isRequired || undefined,
    error,
  };
}

/** The red asterisk beside a label Mantine does not draw itself (a legend, a lone box). */
export function RequiredMark() {
  return (
    <Text component="span" c="red.8" aria-hidden ml={4}>
      *
    </Text>
  );
}

/** A group of controls under one legend (parts, rows, items, files). */
export function FieldGroupFrame({
  field,
  error,
  children,
  description,
}: {
  field: FieldDefinition;
  error: string | undefined;
  description?: ReactNode;
  children: ReactNode;
}) {
  const errorId = useId();
  const descriptionId = useId();
  const text = description !== undefined ? description : field.description || null;
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Text component="span" fw={600} size="sm">
          {field.label}
          {field.isRequired ? <RequiredMark /> : null}
        </Text>
      }
      aria-describedby={
        [text ? descriptionId : '', error ? errorId : ''].join(' ').trim() || undefined
      }
      aria-invalid={error ? true : undefined}
      styles={{ legend: { marginBottom: 4 } }}
    >
      <Stack gap="sm">
        {text ? (
          <Text size="sm" c="dimmed" id={descriptionId}>
            {text}
          </Text>
        ) : null}
        {children}
        {error ? <Input.Error id={errorId}>{error}</Input.Error> : null}
      </Stack>
    </Fieldset>
  );
}
