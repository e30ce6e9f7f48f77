import { t } from '@lingui/core/macro';
import { teamMessages } from '@showdesk/domain/people/teams';
import { isMessage, said } from '../../../../i18n/i18n.ts';
import { apiFieldErrors, type FieldErrors } from '../../../../lib/field-errors.ts';

/** What a team owner can do about the API's refusals, said in their terms (and language). */
const clearer = (): Record<string, string> => ({
  [teamMessages.inAnotherTeam]: t`This person is already in another team at this event. Ask the organisers if they should move to yours.`,
  [teamMessages.alreadyMember]: t`This person is already a member of your team.`,
  [teamMessages.teamFull]: t`Your team is full (Team Full): it has as many members as a team may have at this event.`,
  [teamMessages.standShareOfChild]: t`Your team is a stand share, and a stand share can't have stand shares of its own.`,
  [teamMessages.notOwner]: t`Only the team owner can do that.`,
});

/** The API's message (in English or in the app's language) as a team owner reads it. */
export function clear(message: string): string {
  for (const [english, clearly] of Object.entries(clearer())) {
    if (isMessage(message, english)) return clearly;
  }
  return said(message);
}

/** The field messages of a refused save, with the API's conflicts said more clearly. */
export function refusalFieldErrors(error: unknown): FieldErrors {
  return Object.fromEntries(
    Object.entries(apiFieldErrors(error)).map(([path, message]) => [path, clear(message)]),
  );
}
