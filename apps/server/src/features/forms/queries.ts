import type { FormListQuery, FormSort } from '@showdesk/domain/forms/forms';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { forms, submissions } from '../../db/schema/forms.ts';
import { eventRecordPage, eventRecordQueries } from '../../lib/lists/event-record-queries.ts';
import { deleteFilesOfOwners } from '../platform/uploads/queries.ts';
import type { FormRow } from './records.ts';

export type NewFormRow = typeof forms.$inferInsert;
export type FormPatch = Partial<
  Pick<
    FormRow,
    | 'title'
    | 'description'
    | 'isPublished'
    | 'isEditable'
    | 'isPublic'
    | 'guestSendLimit'
    | 'isArchived'
    | 'fieldIds'
    | 'logicMap'
  >
>;

/** What owns a submission's stored files (`stored_files.owner_type`). */
export const submissionOwnerType = 'submission';

const formSortColumns = {
  title: sql`lower(${forms.title})`,
  updatedAt: forms.updatedAt,
  createdAt: forms.createdAt,
} satisfies Record<FormSort, unknown>;

/**
 * One page of the event's forms (by title unless sorted otherwise) and how many match in all;
 * q matches the title or the description.
 */
export function listFormPage(db: DbOrTx, eventId: string, query: FormListQuery) {
  return eventRecordPage(db, forms, eventId, query, {
    searchIn: [forms.title, forms.description],
    filters: query.filter,
    sortColumns: formSortColumns,
    tieBreakers: [sql`lower(${forms.title})`, forms.id],
  });
}

const formRecords = eventRecordQueries<typeof forms, FormPatch>(forms);

export const getFormRow = formRecords.get;
/** The form, locked until the transaction ends (two saves of one form run one after another). */
export const lockFormRow = formRecords.lock;
export const insertForm = formRecords.insert;
export const updateForm = formRecords.update;
export const deleteFormRow = formRecords.remove;

/** Which of these ids are forms of the event. */
export async function existingFormIds(
  db: DbOrTx,
  eventId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), inArray(forms.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Archives or unarchives forms of the event; returns how many there were. */
export async function setFormsArchived(
  db: DbOrTx,
  eventId: string,
  ids: readonly string[],
  isArchived: boolean,
  updatedBy: string,
): Promise<number> {
  const rows = await db
    .update(forms)
    .set({ isArchived, updatedAt: new Date(), updatedBy })
    .where(and(eq(forms.eventId, eventId), inArray(forms.id, [...ids])))
    .returning({ id: forms.id });
  return rows.length;
}

/** The ids of a form's submissions, as a subquery (a form may have tens of thousands). */
export const submissionIdsOf = (db: DbOrTx, eventId: string, formId: string) =>
  db
    .select({ id: submissions.id })
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.formId, formId)));

/**
 * Deletes the file records of a form's submissions and returns their storage keys, noted in
 * the storage journal in the same transaction (see `deleteFilesOfOwner`).
 */
export function deleteFilesOfFormSubmissions(
  db: DbOrTx,
  eventId: string,
  formId: string,
): Promise<string[]> {
  const ofForm = inArray(storedFiles.ownerId, submissionIdsOf(db, eventId, formId));
  return deleteFilesOfOwners(db, eventId, submissionOwnerType, ofForm);
}

export async function deleteSubmissionsOfForm(db: DbOrTx, eventId: string, formId: string) {
  await db
    .delete(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.formId, formId)));
}
