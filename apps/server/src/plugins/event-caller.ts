import type { Permission } from '@showdesk/domain/people/permissions';
import { mustHaveSecondFactor } from '@showdesk/domain/people/second-factor';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { apiTokens } from '../db/schema/audit.ts';
import { authSessions, authUsers } from '../db/schema/auth.ts';
import { eventDataVersions } from '../db/schema/data-versions.ts';
import { events } from '../db/schema/events.ts';
import { teamMembers, teams } from '../db/schema/teams.ts';
import { members, userProfiles } from '../db/schema/users.ts';
import { seenLongAgo } from './session-queries.ts';

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
  /**
   * A platform admin, or an admin or moderator of an event that requires a second factor of its
   * staff, without one set up: refused until they set one up (tenancy.ts).
   */
  needsSecondFactor: boolean;
  /** The event's languages and its default (the language its records are written in). */
  languages: readonly string[];
  defaultLanguage: string;
  /** The language the person chose for the app; null: their browser's. */
  profileLocale: string | null;
}

type CallerRow = Omit<
  EventCaller,
  'team' | 'isClosed' | 'needsSecondFactor' | 'languages' | 'defaultLanguage'
> & {
  languages: string[] | null;
  defaultLanguage: string | null;
  teamId: string | null;
  ownerId: string | null;
  teamTypeId: string | null;
  standShareRole: 'parent' | 'child' | null;
  isOrganiser: boolean | null;
  eventClosedAt: Date | null;
  requireStaffSecondFactor: boolean | null;
  hasSecondFactor: boolean | null;
};

function toCaller(row: CallerRow): EventCaller {
  const {
    teamId,
    ownerId,
    teamTypeId,
    standShareRole,
    isOrganiser,
    eventClosedAt,
    requireStaffSecondFactor,
    hasSecondFactor,
    languages,
    defaultLanguage,
    ...caller
  } = row;
  return {
    ...caller,
    languages: languages ?? [],
    defaultLanguage: defaultLanguage ?? 'en-GB',
    contentVersion: Number(caller.contentVersion),
    isClosed: eventClosedAt != null,
    needsSecondFactor:
      !hasSecondFactor && mustHaveSecondFactor(caller.permissions, !!requireStaffSecondFactor),
    team: teamId
      ? { id: teamId, ownerId, teamTypeId, standShareRole, isOrganiser: isOrganiser ?? false }
      : null,
  };
}

/** The event's content version: one indexed read of event_data_versions. */
const contentVersionOf = (eventId: ReturnType<typeof sql.placeholder>) =>
  sql<number>`coalesce((select ${eventDataVersions.version}
    from ${eventDataVersions} where ${eventDataVersions.eventId} = ${eventId}
    and ${eventDataVersions.area} = 'content'), 0)`;

/**
 * The columns of a caller beside the session's (or the user id's) row, read from the member,
 * their team, their account (auth_users) and the event (both joined by the query): plain
 * columns, the rules that combine them are applied in `toCaller`.
 */
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
    contentVersion: contentVersionOf(eventId),
    eventClosedAt: events.closedAt,
    requireStaffSecondFactor: events.requireStaffSecondFactor,
    hasSecondFactor: authUsers.twoFactorEnabled,
    languages: events.languages,
    defaultLanguage: events.defaultLanguage,
    profileLocale: userProfiles.locale,
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
  if (!row) return null;
  const { isSeenLongAgo, ...caller } = row;
  return { caller: toCaller(caller), isSeenLongAgo };
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
    eventClosedAt: null,
    requireStaffSecondFactor: false,
    hasSecondFactor: false,
    languages: null,
    defaultLanguage: null,
    profileLocale: null,
    ...row,
  });
}

const bySession = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  return db
    .select({
      userId: authSessions.userId,
      email: authUsers.email,
      isSeenLongAgo: seenLongAgo,
      ...callerColumns(eventId),
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, authSessions.userId))
    .leftJoin(events, eq(events.id, eventId))
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
    .innerJoin(authUsers, eq(authUsers.id, members.userId))
    .leftJoin(userProfiles, eq(userProfiles.id, members.userId))
    .innerJoin(events, eq(events.id, members.eventId))
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.eventId, members.eventId), eq(teamMembers.userId, members.userId)),
    )
    .leftJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(members.eventId, eventId), eq(members.userId, sql.placeholder('userId'))))
    .prepare('event_caller_by_user');
});

/** An API token as the tenancy guard reads it, with its creator's standing in the token's event. */
export interface TokenCaller {
  tokenId: string;
  /** The token's own event: any other event answers as a missing one. */
  tokenEventId: string;
  scopes: Record<string, 'read' | 'write'>;
  isRevoked: boolean;
  isExpired: boolean;
  /** Its creator, whose id stamps the records it writes; null once they are gone. */
  userId: string | null;
  /** The creator's level in the token's event (null: no longer an accepted member). */
  creatorPermissions: Permission | null;
  /** Its last use was over a minute ago, or never: the guard records this one. */
  isLastUseStale: boolean;
  /** The event of the path's content version and closing, as for a person (above). */
  contentVersion: number;
  isClosed: boolean;
}

/**
 * The API token whose SHA-256 is `tokenHash` (index api_tokens_hash_idx), its creator's
 * membership of the token's event and the path event's versions: one indexed query on every
 * request, so a revoked or expired token, or one whose creator is no longer an admin, is refused
 * by every app process from the next request on. Null for no such token.
 */
export async function findEventCallerByToken(
  db: DbOrTx,
  tokenHash: string,
  eventId: string,
): Promise<TokenCaller | null> {
  const [row] = await byToken(db).execute({ tokenHash, eventId });
  return row ? { ...row, contentVersion: Number(row.contentVersion) } : null;
}

const byToken = preparedPerDatabase((db) => {
  const eventId = sql.placeholder('eventId');
  return db
    .select({
      tokenId: apiTokens.id,
      tokenEventId: apiTokens.eventId,
      scopes: apiTokens.scopes,
      isRevoked: sql<boolean>`${apiTokens.revokedAt} is not null`,
      isExpired: sql<boolean>`coalesce(${apiTokens.expiresAt} <= now(), false)`,
      userId: apiTokens.createdBy,
      creatorPermissions: sql<Permission | null>`case when ${members.status} = 'active'
        then ${members.permissions} end`,
      isLastUseStale: sql<boolean>`coalesce(${apiTokens.lastUsedAt} < now() - interval '1 minute', true)`,
      contentVersion: contentVersionOf(eventId),
      isClosed: sql<boolean>`exists (select 1 from ${events} where ${events.id} = ${eventId}
        and ${events.closedAt} is not null)`,
    })
    .from(apiTokens)
    .leftJoin(
      members,
      and(eq(members.eventId, apiTokens.eventId), eq(members.userId, apiTokens.createdBy)),
    )
    .where(eq(apiTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('event_caller_by_token');
});

/**
 * Records a token's use (when and from which address), at most once a minute: the guard calls
 * it only when the last use it read was older, and the condition holds against a second
 * process doing the same. The audit trail leaves these columns out.
 */
export async function recordTokenUse(
  db: DbOrTx,
  token: { eventId: string; tokenId: string },
  address: string,
): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()`, lastUsedFrom: address })
    .where(
      and(
        eq(apiTokens.eventId, token.eventId),
        eq(apiTokens.id, token.tokenId),
        sql`coalesce(${apiTokens.lastUsedAt} < now() - interval '1 minute', true)`,
      ),
    );
}

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

/**
 * Whether the person is a platform admin, and whether they have the second factor every
 * platform admin must have (security/route-access.ts refuses them until they set one up).
 */
export async function platformAdminStanding(
  db: DbOrTx,
  userId: string,
): Promise<'none' | 'noSecondFactor' | 'admin'> {
  const [row] = await db
    .select({ hasSecondFactor: authUsers.twoFactorEnabled })
    .from(members)
    .innerJoin(authUsers, eq(authUsers.id, members.userId))
    .where(
      and(
        eq(members.userId, userId),
        eq(members.permissions, 'eventflowAdmin'),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) return 'none';
  return row.hasSecondFactor ? 'admin' : 'noSecondFactor';
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
