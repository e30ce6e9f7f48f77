import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cardLayouts } from '../../../db/schema/dashboard.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';
import { existingRecordIds } from '../../../lib/lists/archivable-records.ts';

export type TeamTypeRow = typeof teamTypes.$inferSelect;
export type TeamTypeWithTeams = TeamTypeRow & { teamIds: string[] };

const withTeamIds = {
  eventId: teamTypes.eventId,
  id: teamTypes.id,
  name: teamTypes.name,
  createdAt: teamTypes.createdAt,
  createdBy: teamTypes.createdBy,
  updatedAt: teamTypes.updatedAt,
  updatedBy: teamTypes.updatedBy,
  // Spelled out: in a one-table select Drizzle leaves columns unqualified, and inside the
  // subquery they would mean the teams' own.
  teamIds: sql<string[]>`array(select t.id from teams t
    where t.event_id = team_types.event_id and t.team_type_id = team_types.id
    order by lower(t.name), t.id)`,
};

/** The event's team types by name, each with its team ids. */
export async function listTeamTypes(db: DbOrTx, eventId: string): Promise<TeamTypeWithTeams[]> {
  return db
    .select(withTeamIds)
    .from(teamTypes)
    .where(eq(teamTypes.eventId, eventId))
    .orderBy(asc(sql`lower(${teamTypes.name})`), asc(teamTypes.id));
}

export async function getTeamType(
  db: DbOrTx,
  eventId: string,
  teamTypeId: string,
): Promise<TeamTypeWithTeams | null> {
  const [row] = await db
    .select(withTeamIds)
    .from(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)));
  return row ?? null;
}

/** Just a team type's name (null when the event has no such type). */
export async function getTeamTypeName(db: DbOrTx, eventId: string, teamTypeId: string) {
  const [row] = await db
    .select({ name: teamTypes.name })
    .from(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)));
  return row?.name ?? null;
}

/** Whether the event has this team type (a team may only point at one of its own). */
export async function teamTypeExists(db: DbOrTx, eventId: string, teamTypeId: string) {
  const [row] = await db
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)));
  return row !== undefined;
}

export async function lockTeamType(tx: DbOrTx, eventId: string, teamTypeId: string) {
  const [row] = await tx
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)))
    .for('update');
  return row ?? null;
}

export async function insertTeamType(
  db: DbOrTx,
  input: { eventId: string; id: string; name: string; createdBy: string },
) {
  await db.insert(teamTypes).values({ ...input, updatedBy: input.createdBy });
}

export async function renameTeamType(
  db: DbOrTx,
  eventId: string,
  teamTypeId: string,
  name: string | undefined,
  updatedBy: string,
) {
  await db
    .update(teamTypes)
    .set({ ...(name === undefined ? {} : { name }), updatedAt: new Date(), updatedBy })
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)));
}

export async function deleteTeamType(db: DbOrTx, eventId: string, teamTypeId: string) {
  await db
    .delete(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), eq(teamTypes.id, teamTypeId)));
}

/** The named teams of the event with their current type (pick-list checks). */
export async function getTeamsByIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: teams.id, name: teams.name, teamTypeId: teams.teamTypeId })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), inArray(teams.id, ids)));
}

/**
 * Puts the given teams in the type, but only those in no type or already in it; returns how
 * many it set, so a team claimed by another type in the meantime is noticed.
 */
export async function assignTeams(
  db: DbOrTx,
  eventId: string,
  teamTypeId: string,
  ids: string[],
  updatedBy: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(teams)
    .set({ teamTypeId, updatedAt: new Date(), updatedBy })
    .where(
      and(
        eq(teams.eventId, eventId),
        inArray(teams.id, ids),
        or(isNull(teams.teamTypeId), eq(teams.teamTypeId, teamTypeId)),
      ),
    )
    .returning({ id: teams.id });
  return rows.length;
}

/** Takes out of the type every team not in `keepIds` (all of them when it is empty). */
export async function unassignTeams(
  db: DbOrTx,
  eventId: string,
  teamTypeId: string,
  keepIds: string[],
  updatedBy: string,
) {
  const keep = keepIds.length > 0 ? notInArray(teams.id, keepIds) : undefined;
  await db
    .update(teams)
    .set({ teamTypeId: null, updatedAt: new Date(), updatedBy })
    .where(and(eq(teams.eventId, eventId), eq(teams.teamTypeId, teamTypeId), keep));
}

/** A deleted type leaves the card layouts that listed it. */
export async function removeTypeFromCardLayouts(db: DbOrTx, eventId: string, teamTypeId: string) {
  await db
    .update(cardLayouts)
    .set({ teamTypeIds: sql`array_remove(${cardLayouts.teamTypeIds}, ${teamTypeId}::text)` })
    .where(
      and(
        eq(cardLayouts.eventId, eventId),
        sql`${teamTypeId}::text = any(${cardLayouts.teamTypeIds})`,
      ),
    );
}

/** Which of these ids are team types of the event. */
export const existingTeamTypeIds = (db: DbOrTx, eventId: string, ids: string[]) =>
  existingRecordIds(db, teamTypes, eventId, ids);
