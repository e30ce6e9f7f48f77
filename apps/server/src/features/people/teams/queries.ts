import type { TeamListQuery, TeamSort } from '@showdesk/domain/people/team-inputs';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, union } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { orderFor, pagedQuery, pagedRows, pageOfTwo } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';

export type TeamRow = typeof teams.$inferSelect;
export type NewTeamRow = typeof teams.$inferInsert;
export type TeamPatch = Partial<
  Pick<
    TeamRow,
    'name' | 'ownerId' | 'isOrganiser' | 'teamTypeId' | 'customFields' | 'standShareRole'
  >
>;

const ownerMember = alias(members, 'owner_member');
// The names the event knows the owner by (typed as the owner's: a team's owner is a member).
const ownerNames = {
  firstName: sql<string>`${ownerMember.firstName}`,
  surname: sql<string>`${ownerMember.surname}`,
};
/** Every team of the event in short, by name, for pick lists. */
export async function listTeamOptions(db: DbOrTx, eventId: string) {
  const rows = await db
    .select({
      id: teams.id,
      name: teams.name,
      teamTypeId: teams.teamTypeId,
      standShareRole: teams.standShareRole,
      memberCount: teams.memberCount,
    })
    .from(teams)
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(sql`lower(${teams.name})`), asc(teams.id));
  return rows;
}

/** Just a team's name (null when the event has no such team). */
export async function getTeamName(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ name: teams.name })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row?.name ?? null;
}

/** A team row with its owner's profile and its member and child team ids. */
export interface TeamSummaryRow {
  team: TeamRow;
  owner: { id: string; firstName: string; surname: string; email: string } | null;
  userIds: string[];
  childTeamIds: string[];
}

export interface TeamFilter {
  /** Matches the team name, or the owner's names or email. */
  search?: string | undefined;
  /** A team type's id, or 'none' for teams without one. */
  teamTypeId?: string | undefined;
  /** parent, child, or 'none' for teams that share no stand. */
  standShareRole?: 'parent' | 'child' | 'none' | undefined;
  parentTeamId?: string | undefined;
  ids?: string[] | undefined;
}

/** What the teams list sorts on (members: the kept count, see `teams.memberCount`). */
const teamSortColumns = {
  name: sql`lower(${teams.name})`,
  owner: sql`lower(${ownerNames.firstName} || ' ' || ${ownerNames.surname})`,
  members: teams.memberCount,
  standShare: teams.standShareRole,
} satisfies Record<TeamSort, unknown>;

/**
 * One page of the event's teams (search, filters, sort) and how many match in all. The page's
 * ids are found first, from the teams alone in the sort's index order (joined to their owner
 * only for a search or the owner sort), then only those teams are read with their member and
 * stand-share lists.
 */
export async function listTeamSummaryPage(
  db: DbOrTx,
  eventId: string,
  filter: TeamFilter,
  page: Pick<TeamListQuery, 'page' | 'pageSize' | 'sort'>,
): Promise<{ rows: TeamSummaryRow[]; total: number }> {
  const where = teamConditions(db, eventId, filter);
  const counted = () => db.select({ n: count() }).from(teams).where(where);
  const { rows: ids, total } =
    page.sort.key === 'owner'
      ? await pagedQuery(page, {
          rows: (window) => ownerSortedTeamIds(db, eventId, filter, page.sort.desc, window),
          count: async () => (await counted())[0]?.n ?? 0,
        })
      : // The page's ids in the sort's index order and, in a subquery of the same statement
        // (once, not per row), how many teams match: one round trip.
        await pagedRows(page, ({ limit, offset }) =>
          db
            .select({ id: teams.id, total: sql<number>`(${counted()})` })
            .from(teams)
            .where(where)
            .orderBy(...orderFor(page.sort, teamSortColumns, sql`lower(${teams.name})`, teams.id))
            .limit(limit)
            .offset(offset),
        );
  if (ids.length === 0) return { rows: [], total };
  const rows = await selectTeamSummaries(db, eventId, { ids: ids.map((row) => row.id) });
  const byId = new Map(rows.map((row) => [row.team.id, row]));
  return { rows: ids.flatMap((row) => byId.get(row.id) ?? []), total };
}

/**
 * The owner sort's page: the teams with an owner first, read by walking the owners' names
 * (`members_full_name_order_idx`, backwards for descending) to the teams they own, then, only
 * for a page that reaches past them, the teams without an owner (null: last either way).
 */
function ownerSortedTeamIds(
  db: DbOrTx,
  eventId: string,
  filter: TeamFilter,
  desc: boolean,
  window: { limit: number; offset: number },
) {
  const where = teamConditions(db, eventId, filter);
  const owned = and(eq(teams.eventId, ownerMember.eventId), eq(teams.ownerId, ownerMember.userId));
  const ownedTeams = () => db.select({ id: teams.id }).from(ownerMember).innerJoin(teams, owned);
  return pageOfTwo(
    window,
    {
      rows: ({ limit, offset }) =>
        ownedTeams()
          .where(where)
          .orderBy(
            sql`${teamSortColumns.owner} ${sql.raw(desc ? 'desc' : 'asc')}`,
            sql`lower(${teams.name}) asc`,
            sql`${teams.id} asc`,
          )
          .limit(limit)
          .offset(offset),
      count: async () => {
        const [row] = await db
          .select({ n: count() })
          .from(ownerMember)
          .innerJoin(teams, owned)
          .where(where);
        return row?.n ?? 0;
      },
    },
    ({ limit, offset }) =>
      db
        .select({ id: teams.id })
        .from(teams)
        .where(and(where, isNull(teams.ownerId)))
        .orderBy(sql`lower(${teams.name}) asc`, sql`${teams.id} asc`)
        .limit(limit)
        .offset(offset),
  );
}

export async function listTeamSummaries(
  db: DbOrTx,
  eventId: string,
  filter: TeamFilter = {},
): Promise<TeamSummaryRow[]> {
  return selectTeamSummaries(db, eventId, filter).orderBy(
    asc(sql`lower(${teams.name})`),
    asc(teams.id),
  );
}

/**
 * The teams whose name, or whose owner's names or email, hold the text: two reads that trigram
 * indexes serve (teams' names; members' `search_text`, names and email), so that a search
 * reads the few teams that match, not every team joined to its owner.
 */
function teamsMatching(db: DbOrTx, eventId: string, pattern: string) {
  return union(
    db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, eventId), ilike(teams.name, pattern))),
    db
      .select({ id: teams.id })
      .from(teams)
      .where(
        and(
          eq(teams.eventId, eventId),
          inArray(
            teams.ownerId,
            sql`(select m.user_id from members m where m.event_id = ${eventId}
              and m.search_text ilike ${pattern})`,
          ),
        ),
      ),
  );
}

function teamConditions(db: DbOrTx, eventId: string, filter: TeamFilter) {
  const conditions: (SQL | undefined)[] = [eq(teams.eventId, eventId)];
  if (filter.teamTypeId === 'none') conditions.push(isNull(teams.teamTypeId));
  else if (filter.teamTypeId) conditions.push(eq(teams.teamTypeId, filter.teamTypeId));
  if (filter.standShareRole === 'none') conditions.push(isNull(teams.standShareRole));
  else if (filter.standShareRole) conditions.push(eq(teams.standShareRole, filter.standShareRole));
  if (filter.parentTeamId) conditions.push(eq(teams.parentTeamId, filter.parentTeamId));
  if (filter.ids) conditions.push(inArray(teams.id, filter.ids));
  if (filter.search) {
    conditions.push(inArray(teams.id, teamsMatching(db, eventId, containsPattern(filter.search))));
  }
  return and(...conditions);
}

const ownerMembership = and(
  eq(ownerMember.eventId, teams.eventId),
  eq(ownerMember.userId, teams.ownerId),
);

function selectTeamSummaries(db: DbOrTx, eventId: string, filter: TeamFilter) {
  return db
    .select({
      team: teams,
      // The owner's membership (null: no owner) with their email read by key: a join to the
      // profiles let the planner hash every profile of the installation to name 25 owners.
      owner: {
        id: ownerMember.userId,
        firstName: ownerNames.firstName,
        surname: ownerNames.surname,
        // The outer team spelled out: Drizzle may leave its columns unqualified.
        email: sql<string>`(select p.email from user_profiles p where p.id = teams.owner_id)`,
      },
      userIds: sql<string[]>`array(select tm.user_id from team_members tm
        where tm.event_id = teams.event_id and tm.team_id = teams.id
        order by tm.created_at, tm.user_id)`,
      childTeamIds: sql<string[]>`array(select c.id from teams c
        where c.event_id = teams.event_id and c.parent_team_id = teams.id
        order by c.name, c.id)`,
    })
    .from(teams)
    .leftJoin(ownerMember, ownerMembership)
    .where(teamConditions(db, eventId, filter))
    .$dynamic();
}

export async function getTeamSummary(
  db: DbOrTx,
  eventId: string,
  teamId: string,
): Promise<TeamSummaryRow | null> {
  const [row] = await listTeamSummaries(db, eventId, { ids: [teamId] });
  return row ?? null;
}

/**
 * The members of a team with their names, email, whether they ever logged in and whether they
 * are only invited (not accepted yet).
 */
export async function listTeamMembers(db: DbOrTx, eventId: string, teamId: string) {
  return db
    .select({
      id: userProfiles.id,
      firstName: members.firstName,
      surname: members.surname,
      email: userProfiles.email,
      hasLoggedIn: members.hasLoggedIn,
      isInvited: sql<boolean>`${members.status} = 'invited'`,
      permissions: members.permissions,
      lastLoginInTime: members.lastLoginInTime,
    })
    .from(teamMembers)
    .innerJoin(
      members,
      and(eq(members.eventId, teamMembers.eventId), eq(members.userId, teamMembers.userId)),
    )
    .innerJoin(userProfiles, eq(userProfiles.id, teamMembers.userId))
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.teamId, teamId)))
    .orderBy(
      asc(sql`lower(${members.firstName})`),
      asc(sql`lower(${members.surname})`),
      asc(userProfiles.id),
    );
}
export type TeamMemberRow = Awaited<ReturnType<typeof listTeamMembers>>[number];

/** Reads a team and locks it until the transaction ends (member limit, stand shares, delete). */
export async function lockTeam(
  tx: DbOrTx,
  eventId: string,
  teamId: string,
): Promise<TeamRow | null> {
  const [row] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)))
    .for('update');
  return row ?? null;
}

export async function countTeamMembers(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.teamId, teamId)));
  return row?.n ?? 0;
}

export async function countChildTeams(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.parentTeamId, teamId)));
  return row?.n ?? 0;
}

/** The one team a user belongs to in an event, if any. */
export async function getTeamIdOfUser(
  db: DbOrTx,
  eventId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return row?.teamId ?? null;
}

/** The teams a user owns in an event (one, unless data says otherwise). */
export async function listTeamsOwnedBy(db: DbOrTx, eventId: string, userId: string) {
  return db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.ownerId, userId)))
    .orderBy(asc(teams.id));
}

export async function insertTeam(
  db: DbOrTx,
  input: Omit<NewTeamRow, 'createdAt' | 'updatedAt' | 'updatedBy'> & { createdBy: string | null },
) {
  await db.insert(teams).values({ ...input, updatedBy: input.createdBy });
}

export async function updateTeam(
  db: DbOrTx,
  eventId: string,
  teamId: string,
  patch: TeamPatch,
  updatedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(teams)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)))
    .returning({ id: teams.id });
  return rows.length > 0;
}

/** Deletes a team; its member rows go with it. */
export async function deleteTeam(db: DbOrTx, eventId: string, teamId: string): Promise<boolean> {
  const rows = await db
    .delete(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)))
    .returning({ id: teams.id });
  return rows.length > 0;
}

export async function addTeamMember(
  db: DbOrTx,
  input: { eventId: string; teamId: string; userId: string; createdBy: string | null },
) {
  await db.insert(teamMembers).values({ ...input, updatedBy: input.createdBy });
}

export async function removeTeamMember(
  db: DbOrTx,
  eventId: string,
  teamId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.eventId, eventId),
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
      ),
    )
    .returning({ userId: teamMembers.userId });
  return rows.length > 0;
}

/** Moves ownership of every team `fromId` owns in the event to `toId`. */
export async function reassignTeamOwner(
  db: DbOrTx,
  eventId: string,
  fromId: string,
  toId: string,
  updatedBy: string,
) {
  await db
    .update(teams)
    .set({ ownerId: toId, updatedAt: new Date(), updatedBy })
    .where(and(eq(teams.eventId, eventId), eq(teams.ownerId, fromId)));
}
