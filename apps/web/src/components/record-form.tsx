import { Button, Card, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import type { FieldErrors } from '../lib/field-errors.ts';
import { FormFailure } from './form-failure.tsx';

interface RecordFormProps {
  /** Called on submit (the browser's own submit is prevented). */
  onSubmit: () => void;
  submitLabel: string;
  submitIcon?: ReactNode;
  isPending: boolean;
  /** Where Cancel leads. */
  cancelTo: string;
  /** The failed save, shown above the buttons without repeating what the fields say. */
  failure: unknown;
  fields: FieldErrors;
  rephrase?: (message: string) => string;
  /** The form's accessible name, when the page has more than one. */
  label?: string;
  children: ReactNode;
}

/**
 * The card of a record's add or edit form: its fields, the failed save, Cancel and the submit
 * button. Pair it with `useUnsavedChanges` (unsaved-changes.tsx) to ask before leaving.
 */
export function RecordForm(props: RecordFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Card withBorder radius="md" padding="lg" maw={720}>
        <Stack gap="md">
          {props.children}
          <FormFailure error={props.failure} fields={props.fields} rephrase={props.rephrase} />
          <Group justify="flex-end">
            <Button component={Link} to={props.cancelTo} variant="default">
              Cancel
            </Button>
            <Button type="submit" loading={props.isPending} leftSection={props.submitIcon}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </Card>
    </form>
  );
}
