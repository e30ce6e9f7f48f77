import { type Invitation, invitationMessages } from '@showdesk/domain/people/invitations';
import type { Session } from '@showdesk/domain/people/session';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { buildSession } from '../session/service.ts';
import { acceptMembership, deleteMember } from '../users/queries.ts';
import { clearTeamOwner, getPendingInvitation, lockPendingInvitation } from './pending-queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const noInvitation = () => AppError.notFound(invitationMessages.notFound);

/**
 * The caller's own pending invitation to an event: who invited them, the event, and the team
 * and place in it they were given. Only ever read for the invited person themself (the route's
 * `invitee` access); 404 'No invitation found' for anyone else.
 */
export async function getInvitation(deps: Deps, eventId: string, userId: string) {
  const row = await getPendingInvitation(deps.db, eventId, userId);
  if (!row) throw noInvitation();
  const invitation: Invitation = {
    eventId: row.eventId,
    eventName: row.eventName,
    invitedBy:
      row.inviterFirstName === null
        ? null
        : { firstName: row.inviterFirstName, surname: row.inviterSurname ?? '' },
    invitedAt: row.invitedAt?.toISOString() ?? null,
    team: row.teamId
      ? { id: row.teamId, name: row.teamName ?? '', isStandShare: row.standShareRole === 'child' }
      : null,
    teamRole: row.teamId ? (row.teamOwnerId === userId ? 'owner' : 'member') : null,
  };
  return invitation;
}

/**
 * Accepts the caller's invitation: from now on they are a member of the event (this counts as
 * their first login there), and its session is answered, so the app opens at once.
 */
export async function acceptInvitation(
  deps: Deps,
  eventId: string,
  userId: string,
): Promise<Session> {
  if (!(await acceptMembership(deps.db, eventId, userId, new Date()))) throw noInvitation();
  const event = await getEvent(deps.db, eventId);
  if (!event) throw noInvitation();
  return buildSession(deps, event, userId);
}

/**
 * Declines the caller's invitation: their place in the event goes (and with it their place in
 * the team). A team they were to own stays, without an owner, until an organiser chooses one
 * among its members (edit team). Their account is theirs and is not touched.
 */
export async function declineInvitation(deps: Deps, eventId: string, userId: string) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockPendingInvitation(tx, eventId, userId))) throw noInvitation();
    await clearTeamOwner(tx, eventId, userId, userId);
    await deleteMember(tx, eventId, userId);
  });
}
