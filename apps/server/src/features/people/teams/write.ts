import { teamMessages } from '@showdesk/domain/people/teams';
import type { AppDeps } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation, violatedConstraint } from '../../../lib/db-errors.ts';

/**
 * Runs a team write in one transaction. Checks run inside it under row locks, but two writes
 * can still race on a unique rule (one team per user, one account per email): the loser gets a
 * 409 with the rule's message instead of a 500.
 */
export async function teamWrite<T>(
  deps: Pick<AppDeps, 'db'>,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await deps.db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const oneTeamPerUser = violatedConstraint(error)?.startsWith('team_members');
    throw AppError.conflict(
      oneTeamPerUser ? teamMessages.inAnotherTeam : teamMessages.savedMeanwhile,
    );
  }
}
