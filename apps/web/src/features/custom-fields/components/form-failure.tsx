import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage, type FieldErrors } from '../../../lib/field-errors.ts';

/**
 * A failed save above the form's buttons. With field errors shown, only the main message
 * ('Invalid custom field') is added, and not even that when a field already says it.
 */
export function FormFailure({ error, fields }: { error: unknown; fields: FieldErrors }) {
  if (!error) return null;
  const messages = Object.values(fields);
  if (messages.length === 0) return <ErrorAlert error={error} />;
  const message = errorMessage(error);
  if (messages.includes(message)) return null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
