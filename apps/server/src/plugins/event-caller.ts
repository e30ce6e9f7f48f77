import type { Permission } from '@showdesk/domain/people/permissions';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { authSessions, authUsers } from '../db/schema/auth.ts';
import { eventDataVersions } from '../db/schema/data-versions.ts';
import { events } from '../db/schema/events.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { members } from '../db/schema/users.ts';

/** The caller's team as the event's guards and content rules need it. */
export interface CallerTeam {
  id: string;
  ownerId: string | null;
  teamTypeId: string | null;
  standShareRole: 'parent' | 'child' | null;
  isOrganiser: boolean;
}

/** Who calls an event route: their membership there, their team and the event's versions. */
export interface EventCaller {
  userId: string;
  email: string;
  /** Null when the user is not a member of the event (or only invited to it). */
  permissions: Permission | null;
  team: CallerTeam | null;
  /** The version of the event's content area (see schema/data-versions.ts). */
  contentVersion: number;
  /** The event is closed (`events.closed_at` set): read-only below moderator (tenancy.ts). */
  isClosed: boolean;
}

type CallerRow = Omit<EventCaller, 'team'> & {
  teamId: string | null;
  ownerId: string | null;
  teamTypeId: string | null;
  standShareRole: 'parent' | 'child' | null;
  isOrganiser: boolean | null;
};

function toCaller(row: CallerRow): EventCaller {
  const { teamId, ownerId, teamTypeId, standShareRole, isOrganiser, ...caller } = row;
  return {
    ...caller,
    contentVersion: Number(caller.contentVersion),
    team: teamId
      ? { id: teamId, ownerId, teamTypeId, standShareRole, isOrganiser: isOrganiser ?? false }
      : null,
  };
}

/** The columns of a caller beside the session's (or the user id's) row. */
function callerColumns(eventId: ReturnType<typeof sql.placeholder>) {
  return {
    // An invitation not yet accepted is no membership: the guard answers as for a stranger.
    permissions: sql<Permission | null>`case when ${members.status} = 'active'
      then ${members.permissions} end`,
    teamId: teams.id,
    ownerId: teams.ownerId,
    teamTypeId: teams.teamTypeId,
    standShareRole: teams.standShareRole,
    isOrganiser: teams.isOrganiser,
    contentVersion: sql<number>`coalesce((select ${eventDataVersions.version}
      from ${eventDataVersions} where ${eventDataVersions.eventId} = ${eventId}
      and ${eventDataVersions.area} = 'content'), 0)`,
    isClosed: sql<boolean>`exists (select 1 from ${events} where ${events.id} = ${eventId}
      and ${events.closedAt} is not null)`,
  };
}

/**
 * The live session of a token and, in the same read, its user's membership of an event, their
 * team there and the event's content version: an event route's guard costs one query. Null
 * once the session has ended (logout, password change, deleted user) or expired, so that an
 * ended session is refused by every app process from the next request on.
 */
export async function findEventCallerBySession(db: DbOrTx, token: string, eventId: string) {
  const [row] = await bySession(db).execute({ token, eventId });
  return row ? toCaller(row) : null;
}

/** The same for a user whose session was just verified by the auth library. */
export async function findEventCaller(
  db: DbOrTx,
  user: { userId: string; email: string },
  eventId: string,
): Promise<EventCaller> {
  const [row] = await byUser(db).execute({ userId: user.userId, eventId });
  return toCaller({
    ...user,
    permissions: null,
    teamId: null,
    ownerId: null,
    teamTypeId: null,
    standShareRole: null,
    isOrganiser: null,
    contentVersion: 0,
    isClosed: false,
    ...row,
  });
}

const bySession = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  return db
    .select({ userId: authSessions.userId, email: authUsers.email, ...callerColumns(eventId) })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(members, and(eq(members.eventId, eventId), eq(members.userId, authSessions.userId)))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.eventId, members.eventId), eq(teamMembers.userId, members.userId)),
    )
    .leftJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(
      and(eq(authSessions.token, sql.placeholder('token')), gt(authSessions.expiresAt, sql`now()`)),
    )
    .prepare('event_caller_by_session');
});

const byUser = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  return db
    .select(callerColumns(eventId))
    .from(members)
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.eventId, members.eventId), eq(teamMembers.userId, members.userId)),
    )
    .leftJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(members.eventId, eventId), eq(members.userId, sql.placeholder('userId'))))
    .prepare('event_caller_by_user');
});

/**
 * Whether the event is closed: outside the tenancy guard, where no caller row is read (a guest
 * form's writes, security/route-access.ts). False for a missing event (the route answers that).
 */
export async function isEventClosed(db: DbOrTx, eventId: string): Promise<boolean> {
  const [row] = await closedOf(db).execute({ eventId });
  return row?.closedAt != null;
}

const closedOf = preparedPerDatabase((db) =>
  db
    .select({ closedAt: events.closedAt })
    .from(events)
    .where(eq(events.id, sql.placeholder('eventId')))
    .prepare('event_closed_at'),
);

/** The caller's membership row in an event (any status), or null. */
export async function getMember(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<typeof members.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row ?? null;
}

/** True when the user is an eventflowAdmin of at least one event (an accepted member there). */
export async function isEventflowAdmin(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(
      and(
        eq(members.userId, userId),
        eq(members.permissions, 'eventflowAdmin'),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
