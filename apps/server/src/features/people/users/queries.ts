import type { UserListQuery, UserSort } from '@showdesk/domain/people/users';
import { and, count, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, permissionRank, userProfiles } from '../../../db/schema/users.ts';
import { orderFor, pagedQuery, pagedRows, pageOfTwo } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';

export type MemberRow = typeof members.$inferSelect;
export type ProfileRow = typeof userProfiles.$inferSelect;

/**
 * A membership that counts: not an invitation still waiting for its answer. Every read of who
 * belongs to an event for access or for its emails joins `members` with this condition.
 */
export const isActiveMember = eq(members.status, 'active');

/** A membership's columns as the API shows them (permission level and progress). */
export const membershipColumns = {
  permissions: members.permissions,
  hasLoggedIn: members.hasLoggedIn,
  lastLoginInTime: members.lastLoginInTime,
  notificationIds: members.notificationIds,
  isOnboarded: members.isOnboarded,
  emailResponseIds: members.emailResponseIds,
};

const userColumns = {
  id: userProfiles.id,
  firstName: members.firstName,
  surname: members.surname,
  email: userProfiles.email,
  ...membershipColumns,
  isInvited: sql<boolean>`${members.status} = 'invited'`,
};

export interface UserRow {
  id: string;
  firstName: string;
  surname: string;
  email: string;
  permissions: MemberRow['permissions'];
  hasLoggedIn: boolean;
  lastLoginInTime: Date | null;
  notificationIds: string[];
  isOnboarded: boolean;
  emailResponseIds: string[];
  isInvited: boolean;
}

export async function getProfile(db: DbOrTx, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.id, userId));
  return row ?? null;
}

export async function getProfileByEmail(db: DbOrTx, email: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.email, email.toLowerCase()));
  return row ?? null;
}

export async function insertProfile(
  db: DbOrTx,
  input: { id: string; firstName: string; surname: string; email: string },
) {
  await db.insert(userProfiles).values({ ...input, email: input.email.toLowerCase() });
}

/**
 * Changes a profile; new names reach every event that knows the person by their profile's
 * names (namesFromProfile), not those where an organiser typed others.
 */
export async function updateProfile(
  db: DbOrTx,
  userId: string,
  patch: Partial<Pick<ProfileRow, 'firstName' | 'surname' | 'email' | 'locale'>>,
) {
  const [row] = await db
    .update(userProfiles)
    .set({
      ...patch,
      ...(patch.email ? { email: patch.email.toLowerCase() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(userProfiles.id, userId))
    .returning();
  if (row && (patch.firstName !== undefined || patch.surname !== undefined)) {
    await db
      .update(members)
      .set({ firstName: row.firstName, surname: row.surname })
      .where(and(eq(members.userId, userId), eq(members.namesFromProfile, true)));
  }
  return row ?? null;
}

/**
 * The name this event knows a person by ("Ann Organiser"), or null when they are not (or no
 * longer) a member: what a lock or a refused save shows of who stands in the way.
 */
export async function getMemberName(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ firstName: members.firstName, surname: members.surname })
    .from(members)
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  if (!row) return null;
  return `${row.firstName} ${row.surname}`.trim() || null;
}

export async function insertMember(
  db: DbOrTx,
  input: {
    eventId: string;
    userId: string;
    permissions: MemberRow['permissions'];
    createdBy?: string | null;
    /** The names this event knows them by, when not their profile's. */
    firstName?: string | null;
    surname?: string | null;
    /** 'invited': an account from another event, not a member until it accepts. */
    status?: MemberRow['status'];
  },
) {
  const { firstName, surname, ...member } = input;
  const isInvitation = input.status === 'invited';
  const typed = firstName != null && surname != null;
  const profileName = (column: AnyPgColumn) =>
    sql<string>`(select ${column} from ${userProfiles} where ${userProfiles.id} = ${input.userId})`;
  await db.insert(members).values({
    ...member,
    firstName: typed ? firstName : profileName(userProfiles.firstName),
    surname: typed ? surname : profileName(userProfiles.surname),
    namesFromProfile: !typed,
    updatedBy: input.createdBy ?? null,
    ...(isInvitation ? { invitedAt: new Date(), invitedBy: input.createdBy ?? null } : {}),
  });
}

/**
 * An invited person accepts: the membership becomes active, and this login counts as their
 * first (hasLoggedIn, lastLoginInTime). False when there was no pending invitation.
 */
export async function acceptMembership(db: DbOrTx, eventId: string, userId: string, at: Date) {
  const rows = await db
    .update(members)
    .set({
      status: 'active',
      hasLoggedIn: true,
      lastLoginInTime: at,
      updatedAt: at,
      updatedBy: userId,
    })
    .where(
      and(eq(members.eventId, eventId), eq(members.userId, userId), eq(members.status, 'invited')),
    )
    .returning({ userId: members.userId });
  return rows.length > 0;
}

/** Login sets hasLoggedIn and lastLoginInTime (spec section 4). */
export async function recordLogin(db: DbOrTx, eventId: string, userId: string, at: Date) {
  await db
    .update(members)
    .set({ hasLoggedIn: true, lastLoginInTime: at, updatedAt: at, updatedBy: userId })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/** Finishing onboarding sets isOnboarded (spec: users, update onboarded flag). */
export async function setOnboarded(db: DbOrTx, eventId: string, userId: string) {
  await db
    .update(members)
    .set({ isOnboarded: true, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/**
 * What the users list may match and sort on. Every sort the screen offers reads an index of
 * `members` in both directions (`db/schema/users.ts`), the team sort the teams' name index.
 */
const teamName = sql<string | null>`${teams.name}`;
const userSortColumns = {
  firstName: sql`lower(${members.firstName})`,
  surname: sql`lower(${members.surname})`,
  email: userProfiles.email,
  permissions: permissionRank(members.permissions),
  team: sql`lower(${teams.name})`,
  lastLogin: members.lastLoginInTime,
} satisfies Record<UserSort, unknown>;
/** After the sort's own key: the names, then the id, so that pages never overlap. */
const userTieBreakers = [userSortColumns.surname, userSortColumns.firstName, members.userId];

function userListWhere(eventId: string, query: UserListQuery) {
  const { hasLoggedIn, isInvited, permissions, teamId } = query.filter;
  return and(
    eq(members.eventId, eventId),
    // The full name or the email (`members.search_text`, on its trigram index): a first name
    // or surname that holds the text holds it in the full name too.
    query.q ? ilike(members.searchText, containsPattern(query.q)) : undefined,
    hasLoggedIn === undefined ? undefined : eq(members.hasLoggedIn, hasLoggedIn),
    isInvited === undefined ? undefined : eq(members.status, isInvited ? 'invited' : 'active'),
    permissions ? eq(members.permissions, permissions) : undefined,
    teamId === 'none'
      ? isNull(teamMembers.teamId)
      : teamId
        ? eq(teamMembers.teamId, teamId)
        : undefined,
  );
}

export type UserListRow = UserRow & { teamId: string | null; teamName: string | null };

const inTeam = and(
  eq(teamMembers.eventId, members.eventId),
  eq(teamMembers.userId, members.userId),
);
const ofTeam = and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId));

/** How many members match the search and filters (the count of `listUsers`). */
function countUsers(db: DbOrTx, query: UserListQuery, where: ReturnType<typeof userListWhere>) {
  let counted = db.select({ n: count() }).from(members).$dynamic();
  if (query.filter.teamId) counted = counted.leftJoin(teamMembers, inTeam);
  return counted.where(where);
}

/**
 * The ids of one page of users with the number of every match beside each, in one statement:
 * members alone in the sort's index order, joined only to what the search, the filters and the
 * sort need, so that a page reads 25 index entries, not the event's every member (a search
 * too: the members that match are met early along the sort's index), and counts the matches in
 * a subquery planned on its own (once, not per row; a search's on its trigram index).
 */
function userPageWithTotal(
  db: DbOrTx,
  eventId: string,
  query: UserListQuery,
  window: { limit: number; offset: number },
) {
  const where = userListWhere(eventId, query);
  const total = sql<number>`(${countUsers(db, query, where)})`;
  let select = db.select({ id: members.userId, total }).from(members).$dynamic();
  if (query.sort.key === 'email') {
    select = select.innerJoin(userProfiles, eq(userProfiles.id, members.userId));
  }
  if (query.filter.teamId) select = select.leftJoin(teamMembers, inTeam);
  return select
    .where(where)
    .orderBy(...orderFor(query.sort, userSortColumns, ...userTieBreakers))
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * The team sort's page: the team name is another table's, so its members come first, read by
 * walking the teams' name index to their memberships, then the members in no team (whose team
 * name is null, last either way) by name. The second read runs only for a page that reaches
 * past the last member in a team.
 */
async function teamSortedUserIds(
  db: DbOrTx,
  eventId: string,
  query: UserListQuery,
  window: { limit: number; offset: number },
): Promise<{ id: string }[]> {
  const where = userListWhere(eventId, query);
  const direction = sql.raw(query.sort.desc ? 'desc nulls last' : 'asc');
  const ties = userTieBreakers.map((column) => sql`${column} asc`);
  const { teamId } = query.filter;
  const inTeams = () =>
    db
      .select({ id: members.userId })
      .from(teams)
      .innerJoin(teamMembers, ofTeam)
      .innerJoin(members, inTeam);
  return pageOfTwo(
    window,
    teamId === 'none'
      ? null
      : {
          rows: ({ limit, offset }) =>
            inTeams()
              .where(where)
              .orderBy(sql`lower(${teams.name}) ${direction}`, ...ties)
              .limit(limit)
              .offset(offset),
          count: async () => {
            const [row] = await db
              .select({ n: count() })
              .from(teams)
              .innerJoin(teamMembers, ofTeam)
              .innerJoin(members, inTeam)
              .where(where);
            return row?.n ?? 0;
          },
        },
    teamId && teamId !== 'none'
      ? null
      : ({ limit, offset }) =>
          db
            .select({ id: members.userId })
            .from(members)
            .leftJoin(teamMembers, inTeam)
            .where(and(where, isNull(teamMembers.teamId)))
            .orderBy(...ties)
            .limit(limit)
            .offset(offset),
  );
}

/**
 * One page of the event's users (search, filters, sort) and how many match in all. The page's
 * ids are found first (`userPageIds`), then only those rows are read with their profile and
 * team; the count joins only what the search and filters need.
 */
export async function listUsers(
  db: DbOrTx,
  eventId: string,
  query: UserListQuery,
): Promise<{ rows: UserListRow[]; total: number }> {
  const { rows: ids, total } =
    query.sort.key === 'team'
      ? await pagedQuery(query, {
          rows: (window) => teamSortedUserIds(db, eventId, query, window),
          count: async () => {
            const [row] = await countUsers(db, query, userListWhere(eventId, query));
            return row?.n ?? 0;
          },
        })
      : await pagedRows(query, (window) => userPageWithTotal(db, eventId, query, window));
  if (ids.length === 0) return { rows: [], total };
  const pageIds = ids.map((row) => row.id);
  const rows = await db
    .select({ ...userColumns, teamId: teamMembers.teamId, teamName })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .leftJoin(teamMembers, inTeam)
    .leftJoin(teams, ofTeam)
    // The ids on the profiles too: their primary key is read for the page's rows, where the
    // planner otherwise hashes every profile of the installation to join 25.
    .where(
      and(
        eq(members.eventId, eventId),
        inArray(members.userId, pageIds),
        inArray(userProfiles.id, pageIds),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { rows: ids.flatMap((row) => byId.get(row.id) ?? []), total };
}

export async function getUser(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<UserRow | null> {
  const [row] = await db
    .select(userColumns)
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row ?? null;
}

export async function updatePermissions(
  db: DbOrTx,
  eventId: string,
  userId: string,
  permissions: MemberRow['permissions'],
  updatedBy: string,
) {
  await db
    .update(members)
    .set({ permissions, updatedAt: new Date(), updatedBy })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/** Ends a user's membership of one event (their team memberships go with it). */
export async function deleteMember(db: DbOrTx, eventId: string, userId: string) {
  await db.delete(members).where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}

/** How many events a user still belongs to. */
export async function countMemberships(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.userId, userId));
  return row?.n ?? 0;
}

/**
 * A member names themself: their profile takes the names, and this event forgets the ones it
 * was given when they were added (other events keep what their organisers typed).
 */
export async function setOwnName(
  db: DbOrTx,
  eventId: string,
  userId: string,
  input: { firstName: string; surname: string },
) {
  await updateProfile(db, userId, input);
  await db
    .update(members)
    .set({ ...input, namesFromProfile: true, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
}
