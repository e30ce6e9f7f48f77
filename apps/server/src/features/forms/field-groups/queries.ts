import type { FieldGroupListQuery, FieldGroupSort } from '@showdesk/domain/forms/field-groups';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldGroups } from '../../../db/schema/forms.ts';
import { eventRecordPage, eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
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
export function listFieldGroupPage(db: DbOrTx, eventId: string, query: FieldGroupListQuery) {
  return eventRecordPage(db, fieldGroups, eventId, query, {
    searchIn: [fieldGroups.title, fieldGroups.description],
    filters: query.filter,
    sortColumns: fieldGroupSortColumns,
    tieBreakers: [byTitle, fieldGroups.id],
  });
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
