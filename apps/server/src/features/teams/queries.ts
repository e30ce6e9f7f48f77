import type { Team } from '@showdesk/domain/teams';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { teamMembers, teams } from '../../db/schema/teams.ts';

export type TeamRow = typeof teams.$inferSelect;

/** A team with its member ids and child team ids, in the API's shape. */
export async function getTeam(db: DbOrTx, eventId: string, teamId: string): Promise<Team | null> {
  const [row] = await db
    .select()
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  if (!row) return null;
  const [memberRows, childRows] = await Promise.all([
    db
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.teamId, teamId)))
      .orderBy(asc(teamMembers.createdAt)),
    db
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, eventId), eq(teams.parentTeamId, teamId)))
      .orderBy(asc(teams.name)),
  ]);
  return {
    id: row.id,
    name: row.name,
    ownerId: row.ownerId ?? '',
    userIds: memberRows.map((m) => m.userId),
    customFields: row.customFields,
    isOrganiser: row.isOrganiser,
    standShareRole: row.standShareRole,
    childTeamIds: childRows.map((c) => c.id),
    parentTeamId: row.parentTeamId,
    teamTypeId: row.teamTypeId,
  };
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

export async function insertTeam(
  db: DbOrTx,
  input: {
    eventId: string;
    id: string;
    name: string;
    ownerId: string | null;
    createdBy: string | null;
  },
) {
  await db.insert(teams).values({ ...input, updatedBy: input.createdBy });
}

export async function addTeamMember(
  db: DbOrTx,
  input: { eventId: string; teamId: string; userId: string; createdBy: string | null },
) {
  await db.insert(teamMembers).values({ ...input, updatedBy: input.createdBy });
}
