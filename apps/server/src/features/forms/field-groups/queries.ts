import type { FieldGroupListQuery, FieldGroupSort } from '@showdesk/domain/forms/field-groups';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldGroups } from '../../../db/schema/forms.ts';
import { pagedTableRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';
import type { FieldGroupRow } from '../records.ts';

export type NewFieldGroupRow = typeof fieldGroups.$inferInsert;
export type FieldGroupPatch = Partial<
  Pick<FieldGroupRow, 'title' | 'description' | 'isPublished' | 'fieldIds' | 'logicMap'>
>;

const groupOf = (eventId: string, fieldGroupId: string) =>
  and(eq(fieldGroups.eventId, eventId), eq(fieldGroups.id, fieldGroupId));
const byTitle = sql`lower(${fieldGroups.title})`;

const fieldGroupSortColumns = {
  title: byTitle,
  updatedAt: fieldGroups.updatedAt,
} satisfies Record<FieldGroupSort, unknown>;

/**
 * One page of the event's field groups (by title unless sorted otherwise) and how many match;
 * q matches the title or the description.
 */
export async function listFieldGroupPage(
  db: DbOrTx,
  eventId: string,
  query: FieldGroupListQuery,
): Promise<{ rows: FieldGroupRow[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const { isPublished } = query.filter;
  const where = and(
    eq(fieldGroups.eventId, eventId),
    pattern
      ? or(ilike(fieldGroups.title, pattern), ilike(fieldGroups.description, pattern))
      : undefined,
    isPublished === undefined ? undefined : eq(fieldGroups.isPublished, isPublished),
  );
  return pagedTableRows(
    db,
    fieldGroups,
    query,
    where,
    fieldGroupSortColumns,
    byTitle,
    fieldGroups.id,
  );
}

/** Every field group of the event by title, as the template picker lists them. */
export async function listFieldGroupOptions(db: DbOrTx, eventId: string) {
  return db
    .select({ id: fieldGroups.id, title: fieldGroups.title, isPublished: fieldGroups.isPublished })
    .from(fieldGroups)
    .where(eq(fieldGroups.eventId, eventId))
    .orderBy(asc(byTitle), asc(fieldGroups.id));
}

/** The group, locked until the transaction ends. */
export async function lockFieldGroupRow(
  tx: DbOrTx,
  eventId: string,
  fieldGroupId: string,
): Promise<FieldGroupRow | null> {
  const [row] = await tx
    .select()
    .from(fieldGroups)
    .where(groupOf(eventId, fieldGroupId))
    .for('update');
  return row ?? null;
}

export async function insertFieldGroup(db: DbOrTx, row: NewFieldGroupRow): Promise<FieldGroupRow> {
  const [inserted] = await db.insert(fieldGroups).values(row).returning();
  return inserted!;
}

export async function updateFieldGroup(
  db: DbOrTx,
  eventId: string,
  fieldGroupId: string,
  patch: FieldGroupPatch,
  updatedBy: string,
  updatedAt = new Date(),
): Promise<FieldGroupRow | null> {
  const [row] = await db
    .update(fieldGroups)
    .set({ ...patch, updatedAt, updatedBy })
    .where(groupOf(eventId, fieldGroupId))
    .returning();
  return row ?? null;
}

export async function deleteFieldGroupRow(db: DbOrTx, eventId: string, fieldGroupId: string) {
  await db.delete(fieldGroups).where(groupOf(eventId, fieldGroupId));
}
