import type { FieldGroupListQuery, FieldGroupSort } from '@showdesk/domain/forms/field-groups';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldGroups } from '../../../db/schema/forms.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { pagedTableRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';
import type { FieldGroupRow } from '../records.ts';

export type NewFieldGroupRow = typeof fieldGroups.$inferInsert;
export type FieldGroupPatch = Partial<
  Pick<FieldGroupRow, 'title' | 'description' | 'isPublished' | 'fieldIds' | 'logicMap'>
>;

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

const fieldGroupRecords = eventRecordQueries<typeof fieldGroups, FieldGroupPatch>(fieldGroups);

/** The group, locked until the transaction ends. */
export const lockFieldGroupRow = fieldGroupRecords.lock;
export const insertFieldGroup = fieldGroupRecords.insert;
export const updateFieldGroup = fieldGroupRecords.update;
export const deleteFieldGroupRow = fieldGroupRecords.remove;
