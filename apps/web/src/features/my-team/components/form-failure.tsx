import { Alert } from '@mantine/core';
import { teamMessages } from '@showdesk/domain/teams';
import { IconAlertCircle } from '@tabler/icons-react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { apiFieldErrors, errorMessage, type FieldErrors } from '../../../lib/field-errors.ts';

/** What a team owner can do about the API's refusals, said in their terms. */
const clearer: Record<string, string> = {
  [teamMessages.inAnotherTeam]:
    'This person is already in another team at this event. Ask the organisers if they should move to yours.',
  [teamMessages.alreadyMember]: 'This person is already a member of your team.',
  [teamMessages.teamFull]:
    'Your team is full (Team Full): it has as many members as a team may have at this event.',
  [teamMessages.standShareOfChild]:
    "Your team is a stand share, and a stand share can't have stand shares of its own.",
  [teamMessages.notOwner]: 'Only the team owner can do that.',
};

const clear = (message: string) => clearer[message] ?? message;

/** The field messages of a refused save, with the API's conflicts said more clearly. */
export function refusalFieldErrors(error: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([path, message]) => [path, clear(message)]),
  );
}

/**
 * A refused save above the form's buttons. What a field already says is not repeated: with
 * field errors only the main message shows ('Invalid user'), and not even that when a field
 * says it already.
 */
export function FormFailure({ error, fields }: { error: unknown; fields: FieldErrors }) {
  if (!error) return null;
  const message = clear(errorMessage(error));
  const messages = Object.values(fields);
  if (messages.length === 0 && message === errorMessage(error)) return <ErrorAlert error={error} />;
  if (messages.includes(message)) return null;
  return (
    <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
      {message}
    </Alert>
  );
}
