import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage, type FieldErrors } from '../lib/field-errors.ts';
import { ErrorAlert } from './error-alert.tsx';

interface FormFailureProps {
  error: unknown;
  /** The field errors the form already shows. */
  fields: FieldErrors;
  /** Says the API's message in the screen's own terms (e.g. to a team owner). */
  rephrase?: (message: string) => string;
}

/**
 * A failed save above the form's buttons. Reasons already shown on their fields are not
 * repeated: with field errors only the main message shows ('Invalid team owner'), and not
 * even that when a field says it already ('This user is already in a team').
 */
export function FormFailure({ error, fields, rephrase }: FormFailureProps) {
  if (!error) return null;
  const original = errorMessage(error);
  const message = rephrase ? rephrase(original) : original;
  const messages = Object.values(fields);
  if (messages.length === 0 && message === original) return <ErrorAlert error={error} />;
  if (messages.includes(message)) return null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
