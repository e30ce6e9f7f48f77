import { messages } from '@showdesk/domain/common/errors';
import {
  type AccountSession,
  accountSessionMessages,
} from '@showdesk/domain/people/account-sessions';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { noteAction } from '../../../db/audit-actor.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { AuthUser } from '../../../plugins/authenticate.ts';
import { isEventflowAdmin } from '../../../plugins/event-caller.ts';
import { logout } from '../auth/service.ts';
import { getUser } from '../users/queries.ts';
import { deviceName } from './device.ts';
import {
  belongsElsewhere,
  deleteSessions,
  getLiveSession,
  listLiveSessions,
  type SessionRow,
} from './queries.ts';

const toAccountSession = (row: SessionRow, now: Date): AccountSession => ({
  id: row.id,
  device: deviceName(row.userAgent),
  // The auth library stores '' when it knew no address.
  ipAddress: row.ipAddress || null,
  createdAt: row.createdAt.toISOString(),
  // The session asking is in use this moment; the others as last renewed.
  lastSeenAt: (row.isCurrent ? now : row.lastSeenAt).toISOString(),
  isCurrent: row.isCurrent,
});

/** Where the caller is logged in: their live sessions on every event's host, this one first. */
export async function listAccountSessions(deps: Pick<AppDeps, 'db'>, user: AuthUser) {
  const rows = await listLiveSessions(deps.db, user.userId, user.sessionToken);
  const now = new Date();
  return { sessions: rows.map((row) => toAccountSession(row, now)) };
}

/**
 * Ends one of the caller's own sessions (another person's answers 404 like a missing one).
 * Ending the one asking is a logout: the answer carries the auth library's cookie clearing,
 * returned for the route to send.
 */
export async function endAccountSession(
  deps: AppDeps,
  user: AuthUser,
  sessionId: string,
  headers: Headers,
): Promise<{ setCookie: string[] }> {
  const session = await getLiveSession(deps.db, user.userId, sessionId, user.sessionToken);
  if (!session) throw AppError.notFound(accountSessionMessages.notFound);
  if (session.isCurrent) return { setCookie: await logout(deps, headers) };
  await deleteSessions(deps.db, user.userId, { sessionId });
  return { setCookie: [] };
}

/** "Log out everywhere else": every session of the caller but the one asking. */
export async function endOtherAccountSessions(deps: Pick<AppDeps, 'db'>, user: AuthUser) {
  const ended = await deleteSessions(deps.db, user.userId, { exceptToken: user.sessionToken });
  return { ended };
}

/**
 * An event admin's "end this person's sessions": every session of a member of the event, on
 * every event's host (a session is the account's, not the event's), noted in the event's
 * activity. Not the caller's own (their account page does that). A session serves every event
 * of the account, so an event's admin may end only those of a person who belongs to no other
 * event (removing someone from the event ends their access to it whatever their other events);
 * a platform admin may end anyone's, and only a platform admin a platform admin's.
 */
export async function endMemberSessions(
  deps: Pick<AppDeps, 'db'>,
  ctx: EventContext,
  userId: string,
) {
  const target = await getUser(deps.db, ctx.eventId, userId);
  if (!target) throw AppError.notFound(messages.userNotFound);
  if (target.id === ctx.userId) throw AppError.forbidden(accountSessionMessages.ownSessions);
  // An API token acts as an admin of its event only, whoever made it.
  const isCallerPlatformAdmin = !ctx.tokenId && (await isEventflowAdmin(deps.db, ctx.userId));
  if (!isCallerPlatformAdmin && (await isEventflowAdmin(deps.db, target.id))) {
    throw AppError.forbidden(accountSessionMessages.platformAdmin);
  }
  if (!isCallerPlatformAdmin && (await belongsElsewhere(deps.db, target.id, ctx.eventId))) {
    throw AppError.forbidden(accountSessionMessages.otherEvents);
  }
  return deps.db.transaction(async (tx) => {
    const ended = await deleteSessions(tx, target.id, 'all');
    await noteAction(tx, {
      eventId: ctx.eventId,
      area: 'people',
      kind: 'user',
      id: target.id,
      name: `${target.firstName} ${target.surname}`.trim(),
      action: 'sessions ended',
      changes: { sessions: [ended, 0] },
    });
    return { ended };
  });
}
