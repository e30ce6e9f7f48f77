import type { Card, CardInput } from '@showdesk/domain/content/card-layouts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { cardLayouts, cards } from '../../../db/schema/dashboard.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';

export type CardLayoutRow = typeof cardLayouts.$inferSelect;

export async function listLayoutRows(db: DbOrTx, eventId: string): Promise<CardLayoutRow[]> {
  return db
    .select()
    .from(cardLayouts)
    .where(eq(cardLayouts.eventId, eventId))
    .orderBy(asc(cardLayouts.createdAt), asc(cardLayouts.id));
}

const layoutRecords = eventRecordQueries(cardLayouts);

export const getLayoutRow = layoutRecords.get;
export const deleteLayout = layoutRecords.remove;

export async function listCards(db: DbOrTx, eventId: string, ids: string[]): Promise<Card[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: cards.id,
      type: cards.type,
      title: cards.title,
      isMini: cards.isMini,
      description: cards.description,
      pathId: cards.pathId,
    })
    .from(cards)
    .where(and(eq(cards.eventId, eventId), inArray(cards.id, ids))) as Promise<Card[]>;
}

export async function insertCards(
  db: DbOrTx,
  eventId: string,
  input: Array<CardInput & { id: string }>,
  userId: string | null,
) {
  if (input.length === 0) return;
  await db
    .insert(cards)
    .values(input.map((card) => ({ ...card, eventId, createdBy: userId, updatedBy: userId })));
}

export async function deleteCards(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(cards).where(and(eq(cards.eventId, eventId), inArray(cards.id, ids)));
}

export async function insertLayout(
  db: DbOrTx,
  row: Pick<CardLayoutRow, 'eventId' | 'id' | 'name' | 'isDefault' | 'cardIds' | 'teamTypeIds'>,
  userId: string | null,
) {
  await db
    .insert(cardLayouts)
    .values({ ...row, createdBy: userId, updatedBy: userId })
    .onConflictDoNothing();
}

export async function updateLayout(
  db: DbOrTx,
  eventId: string,
  id: string,
  change: Pick<CardLayoutRow, 'name' | 'cardIds' | 'teamTypeIds'>,
  userId: string | null,
) {
  await db
    .update(cardLayouts)
    .set({ ...change, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(cardLayouts.eventId, eventId), eq(cardLayouts.id, id)));
}

export async function listTeamTypeNames(db: DbOrTx, eventId: string) {
  return db
    .select({ id: teamTypes.id, name: teamTypes.name })
    .from(teamTypes)
    .where(eq(teamTypes.eventId, eventId))
    .orderBy(asc(teamTypes.name));
}

/** The team type of the team a user is in, if any. */
export async function teamTypeOfUser(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({ teamTypeId: teams.teamTypeId })
    .from(teamMembers)
    .innerJoin(teams, and(eq(teams.eventId, teamMembers.eventId), eq(teams.id, teamMembers.teamId)))
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return row?.teamTypeId ?? null;
}
