import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { customFields } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';

export type CustomFieldRow = typeof customFields.$inferSelect;
export type NewCustomFieldRow = typeof customFields.$inferInsert;

/** Teams changed per statement when a field is added to or removed from every team (spec 9). */
export const teamWriteBatchSize = 500;

/** The event's custom fields in their order (index, then label). */
export async function listCustomFields(db: DbOrTx, eventId: string): Promise<CustomFieldRow[]> {
  return db
    .select()
    .from(customFields)
    .where(eq(customFields.eventId, eventId))
    .orderBy(asc(customFields.index), asc(sql`lower(${customFields.label})`), asc(customFields.id));
}

/** The same, locked until the transaction ends (reorder). */
export async function lockCustomFields(tx: DbOrTx, eventId: string): Promise<CustomFieldRow[]> {
  return tx
    .select()
    .from(customFields)
    .where(eq(customFields.eventId, eventId))
    .orderBy(asc(customFields.index), asc(customFields.id))
    .for('update');
}

export async function getCustomField(
  db: DbOrTx,
  eventId: string,
  fieldId: string,
): Promise<CustomFieldRow | null> {
  const [row] = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.eventId, eventId), eq(customFields.id, fieldId)));
  return row ?? null;
}

/** Inserts a field after the event's last one. */
/**
 * Serialises changes to the event's field order (adds take the next index): locks the event
 * row without blocking the inserts that reference it.
 */
export async function lockFieldOrder(tx: DbOrTx, eventId: string): Promise<void> {
  await tx
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
}

export async function insertCustomFieldLast(
  db: DbOrTx,
  row: Omit<NewCustomFieldRow, 'index'>,
): Promise<CustomFieldRow> {
  const next = sql<number>`(select coalesce(max(${customFields.index}) + 1, 0)
    from ${customFields} where ${customFields.eventId} = ${row.eventId})`;
  const [inserted] = await db
    .insert(customFields)
    .values({ ...row, index: next })
    .returning();
  return inserted!;
}

export async function updateCustomField(
  db: DbOrTx,
  eventId: string,
  fieldId: string,
  patch: Partial<Omit<NewCustomFieldRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>>,
  updatedBy: string,
): Promise<CustomFieldRow | null> {
  const [row] = await db
    .update(customFields)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(and(eq(customFields.eventId, eventId), eq(customFields.id, fieldId)))
    .returning();
  return row ?? null;
}

export async function deleteCustomField(db: DbOrTx, eventId: string, fieldId: string) {
  const rows = await db
    .delete(customFields)
    .where(and(eq(customFields.eventId, eventId), eq(customFields.id, fieldId)))
    .returning({ id: customFields.id });
  return rows.length > 0;
}

/**
 * Applies `change` to the custom field values of every team of the event, `teamWriteBatchSize`
 * teams per statement (in id order), inside the caller's transaction. Returns how many teams.
 */
async function forEveryTeam(tx: DbOrTx, eventId: string, change: SQL): Promise<number> {
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const batch: { id: string }[] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.eventId, eventId), after === null ? undefined : gt(teams.id, after)))
      .orderBy(asc(teams.id))
      .limit(teamWriteBatchSize);
    if (batch.length === 0) return total;
    await tx
      .update(teams)
      .set({ customFields: change })
      .where(
        and(
          eq(teams.eventId, eventId),
          inArray(
            teams.id,
            batch.map((t) => t.id),
          ),
        ),
      );
    total += batch.length;
    after = batch[batch.length - 1]!.id;
  }
}

/** Sets one field's value on every team of the event (a new field's empty value). */
export function setValueOnEveryTeam(
  tx: DbOrTx,
  eventId: string,
  fieldId: string,
  value: string | boolean,
) {
  const change = sql`${teams.customFields} || jsonb_build_object(${fieldId}::text, ${JSON.stringify(value)}::jsonb)`;
  return forEveryTeam(tx, eventId, change);
}

/** Removes one field's value from every team of the event. */
export function removeValueFromEveryTeam(tx: DbOrTx, eventId: string, fieldId: string) {
  return forEveryTeam(tx, eventId, sql`${teams.customFields} - ${fieldId}::text`);
}
