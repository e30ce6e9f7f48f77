import type { SubmissionListQuery } from '@showdesk/domain/forms/submissions';
import { and, asc, desc, eq, getTableColumns, gte, ilike, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { forms, locks, submissions } from '../../db/schema/forms.ts';
import { teams } from '../../db/schema/teams.ts';
import { members } from '../../db/schema/users.ts';
import { orderFor, pagedRows } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';
import { journalStorageKeys } from '../uploads/queries.ts';

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;

/** What owns a submission's uploaded files (and decides who may read them). */
export const submissionOwnerType = 'submission';

export async function getSubmission(
  db: DbOrTx,
  eventId: string,
  submissionId: string,
): Promise<SubmissionRow | null> {
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)));
  return row ?? null;
}

/** The submission, locked until the transaction ends (saves and uploads take turns). */
export async function lockSubmission(
  tx: DbOrTx,
  eventId: string,
  submissionId: string,
): Promise<SubmissionRow | null> {
  const [row] = await tx
    .select()
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)))
    .for('update');
  return row ?? null;
}

export async function insertSubmission(db: DbOrTx, row: NewSubmissionRow) {
  const [inserted] = await db.insert(submissions).values(row).returning();
  return inserted!;
}

/** Inserts a guest's submission once: null when its id is taken already (sent twice). */
export async function insertSubmissionOnce(db: DbOrTx, row: NewSubmissionRow) {
  const [inserted] = await db.insert(submissions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateSubmissionRow(
  db: DbOrTx,
  eventId: string,
  submissionId: string,
  patch: Pick<SubmissionRow, 'values' | 'searchText' | 'isDraft' | 'updatedBy' | 'updatedAt'>,
) {
  const [row] = await db
    .update(submissions)
    .set(patch)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)))
    .returning();
  return row!;
}

export async function deleteSubmissionRow(db: DbOrTx, eventId: string, submissionId: string) {
  await db
    .delete(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)));
}

/** A team's submissions of a form, newest first. */
export async function listTeamSubmissions(
  db: DbOrTx,
  eventId: string,
  formId: string,
  teamId: string,
): Promise<SubmissionRow[]> {
  return db
    .select()
    .from(submissions)
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.teamId, teamId),
        eq(submissions.formId, formId),
      ),
    )
    .orderBy(desc(submissions.updatedAt), asc(submissions.id));
}

/** The open forms (published, not archived) of an event, by title. */
export async function listOpenForms(db: DbOrTx, eventId: string) {
  return db
    .select({
      id: forms.id,
      title: forms.title,
      description: forms.description,
      isEditable: forms.isEditable,
    })
    .from(forms)
    .where(
      and(eq(forms.eventId, eventId), eq(forms.isPublished, true), eq(forms.isArchived, false)),
    )
    .orderBy(sql`lower(${forms.title})`, forms.id);
}

/** A team's latest submission of each form (one row per form). */
export async function latestTeamSubmissions(db: DbOrTx, eventId: string, teamId: string) {
  return db
    .selectDistinctOn([submissions.formId], {
      formId: submissions.formId,
      id: submissions.id,
      isDraft: submissions.isDraft,
      updatedAt: submissions.updatedAt,
    })
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.teamId, teamId)))
    .orderBy(submissions.formId, desc(submissions.updatedAt), asc(submissions.id));
}

/** The files stored for a submission (its uploads, referenced by its values or not yet). */
export async function listSubmissionFiles(db: DbOrTx, eventId: string, submissionId: string) {
  return db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, submissionOwnerType),
        eq(storedFiles.ownerId, submissionId),
      ),
    );
}

/**
 * Deletes file rows of a submission and journals their keys (recovery removes the objects if
 * the process stops before the caller does). Returns the storage keys.
 */
export async function deleteSubmissionFiles(db: DbOrTx, eventId: string, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  const rows = await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, submissionOwnerType),
        inArray(storedFiles.id, fileIds),
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  const keys = rows.map((row) => row.storageKey);
  await journalStorageKeys(db, eventId, keys);
  return keys;
}

/** A member's name in an event ("First Surname"), as lists show who did something. */
const memberName = sql<
  string | null
>`nullif(trim(${members.firstName} || ' ' || ${members.surname}), '')`;

/** The name of a member of the event, or null. */
export async function getMemberName(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({ name: memberName })
    .from(members)
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row?.name ?? null;
}

export async function getLock(db: DbOrTx, eventId: string, type: 'submission', id: string) {
  const [row] = await db
    .select()
    .from(locks)
    .where(and(eq(locks.eventId, eventId), eq(locks.type, type), eq(locks.id, id)));
  return row ?? null;
}

const sortColumns = { updatedAt: submissions.updatedAt, createdAt: submissions.createdAt };
const oneDayMs = 24 * 60 * 60 * 1000;

/** A submission with its team's name and who sent it. */
const rowColumns = {
  ...getTableColumns(submissions),
  teamName: teams.name,
  submittedBy: memberName,
};
export type SubmissionTableRow = SubmissionRow & {
  teamName: string | null;
  submittedBy: string | null;
};

function fromTable(db: DbOrTx) {
  return db
    .select({ ...rowColumns, total: sql<number>`count(*) over ()` })
    .from(submissions)
    .leftJoin(teams, and(eq(teams.eventId, submissions.eventId), eq(teams.id, submissions.teamId)))
    .leftJoin(
      members,
      and(eq(members.eventId, submissions.eventId), eq(members.userId, submissions.createdBy)),
    );
}

/**
 * One page of a form's submissions for organisers: q searches the values' text; filters by
 * team, team type, draft, guest, and updatedAt from a day (inclusive) to a day (inclusive).
 */
export async function listSubmissionPage(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: SubmissionListQuery,
): Promise<{ rows: SubmissionTableRow[]; total: number }> {
  const { teamId, teamTypeId, isDraft, isGuest, from, to } = query.filter;
  const where = and(
    eq(submissions.eventId, eventId),
    eq(submissions.formId, formId),
    query.q ? ilike(submissions.searchText, containsPattern(query.q)) : undefined,
    teamId === undefined ? undefined : eq(submissions.teamId, teamId),
    teamTypeId === undefined ? undefined : eq(teams.teamTypeId, teamTypeId),
    isDraft === undefined ? undefined : eq(submissions.isDraft, isDraft),
    isGuest === undefined ? undefined : eq(submissions.isGuest, isGuest),
    from === undefined ? undefined : gte(submissions.updatedAt, new Date(`${from}T00:00:00Z`)),
    to === undefined
      ? undefined
      : lt(submissions.updatedAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + oneDayMs)),
  );
  return pagedRows(query, ({ limit, offset }) =>
    fromTable(db)
      .where(where)
      .orderBy(...orderFor(query.sort, sortColumns, submissions.id))
      .limit(limit)
      .offset(offset),
  );
}

/** One submission of a form with its team's name and who sent it. */
export async function getSubmissionTableRow(
  db: DbOrTx,
  eventId: string,
  formId: string,
  submissionId: string,
): Promise<SubmissionTableRow | null> {
  const [row] = await fromTable(db).where(
    and(
      eq(submissions.eventId, eventId),
      eq(submissions.formId, formId),
      eq(submissions.id, submissionId),
    ),
  );
  if (!row) return null;
  const { total: _, ...rest } = row;
  return rest;
}

/**
 * Hands a user's stamps on the event's submissions to another user (a deleted user's work stays
 * attributed to someone who is still there). updatedAt is left alone: the values did not change.
 */
export async function transferSubmissionStamps(
  db: DbOrTx,
  eventId: string,
  fromId: string,
  toId: string,
) {
  await db
    .update(submissions)
    .set({ createdBy: toId })
    .where(and(eq(submissions.eventId, eventId), eq(submissions.createdBy, fromId)));
  await db
    .update(submissions)
    .set({ updatedBy: toId })
    .where(and(eq(submissions.eventId, eventId), eq(submissions.updatedBy, fromId)));
}
