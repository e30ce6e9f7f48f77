import type { SubmissionListQuery } from '@showdesk/domain/forms/submissions';
import { erasedPersonId, erasedPersonName } from '@showdesk/domain/people/personal-data';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lt,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { formSubmissionCounts, forms, locks, submissions } from '../../../db/schema/forms.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { orderFor, type PageWindow, pagedQuery, pagedRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';
import { filesOf, journalStorageKeys } from '../../platform/uploads/queries.ts';

export type SubmissionRow = typeof submissions.$inferSelect;
export type NewSubmissionRow = typeof submissions.$inferInsert;

/** What owns a submission's uploaded files (and decides who may read them). */
export const submissionOwnerType = 'submission';

const submissionRecords = eventRecordQueries(submissions);

export const getSubmission = submissionRecords.get;
/** The submission, locked until the transaction ends (saves and uploads take turns). */
export const lockSubmission = submissionRecords.lock;
export const insertSubmission = submissionRecords.insert;
export const deleteSubmissionRow = submissionRecords.remove;

/** Inserts a guest's submission once: null when its id is taken already (sent twice). */
export async function insertSubmissionOnce(db: DbOrTx, row: NewSubmissionRow) {
  const [inserted] = await db.insert(submissions).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function updateSubmissionRow(
  db: DbOrTx,
  eventId: string,
  submissionId: string,
  patch: Pick<
    SubmissionRow,
    'values' | 'searchText' | 'submittedAt' | 'isDraft' | 'updatedBy' | 'updatedAt'
  >,
) {
  const [row] = await db
    .update(submissions)
    .set(patch)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)))
    .returning();
  return row!;
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
      isPublic: forms.isPublic,
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
    .where(filesOf(eventId, submissionOwnerType, submissionId));
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

/**
 * A submission with its team's name and who sent it (not its search text, which only the
 * search reads). The names are read per row through their tables' keys: a join let the planner
 * hash every team of the event to name 25 rows.
 */
const { searchText: _searchText, ...submissionColumns } = getTableColumns(submissions);
// The outer submission spelled out: Drizzle may leave its columns unqualified.
const rowColumns = {
  ...submissionColumns,
  teamName: sql<string | null>`(select t.name from teams t
    where t.event_id = submissions.event_id and t.id = submissions.team_id)`,
  // An erased person's submissions say so (features/people/personal-data).
  submittedBy: sql<
    string | null
  >`coalesce((select nullif(trim(m.first_name || ' ' || m.surname), '')
    from members m where m.event_id = submissions.event_id and m.user_id = submissions.created_by),
    case when submissions.created_by = ${erasedPersonId} then ${erasedPersonName} end)`,
};
export type SubmissionTableRow = Omit<SubmissionRow, 'searchText'> & {
  teamName: string | null;
  submittedBy: string | null;
};

function fromTable(db: DbOrTx) {
  return db.select(rowColumns).from(submissions);
}

/**
 * How many of a form's submissions the filters match, as a scalar subquery: from the form's
 * kept counts (`form_submission_counts`, the sum of its stripes) when its filters are ones they
 * answer (none, draft or not, guest or not), else a count of the matching submissions.
 */
function submissionCountOf(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: Pick<SubmissionListQuery, 'q' | 'filter'>,
) {
  const { isDraft, isGuest, ...others } = query.filter;
  const narrowed = Object.values(others).some((value) => value !== undefined);
  if (query.q || narrowed || (isDraft !== undefined && isGuest !== undefined)) {
    return sql<number>`(${db
      .select({ n: count() })
      .from(submissions)
      .where(submissionListWhere(db, eventId, formId, query))})`;
  }
  const { total, drafts, guests } = formSubmissionCounts;
  const kept =
    isDraft !== undefined
      ? isDraft
        ? drafts
        : sql`${total} - ${drafts}`
      : isGuest !== undefined
        ? isGuest
          ? guests
          : sql`${total} - ${guests}`
        : total;
  return sql<number>`(select coalesce(sum(${kept}), 0)::int from ${formSubmissionCounts}
    where ${formSubmissionCounts.eventId} = ${eventId} and ${formSubmissionCounts.formId} = ${formId})`;
}

/**
 * The where clause of a form's submissions under the table's filters: q searches the values'
 * text; filters by team, team type, draft, guest, and updatedAt from a day (inclusive) to a
 * day (inclusive).
 */
export function submissionListWhere(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: Pick<SubmissionListQuery, 'q' | 'filter'>,
) {
  const { teamId, teamTypeId, isDraft, isGuest, from, to } = query.filter;
  return and(
    eq(submissions.eventId, eventId),
    eq(submissions.formId, formId),
    query.q ? ilike(submissions.searchText, containsPattern(query.q)) : undefined,
    teamId === undefined ? undefined : eq(submissions.teamId, teamId),
    teamTypeId === undefined
      ? undefined
      : inArray(
          submissions.teamId,
          db
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.eventId, eventId), eq(teams.teamTypeId, teamTypeId))),
        ),
    isDraft === undefined ? undefined : eq(submissions.isDraft, isDraft),
    isGuest === undefined ? undefined : eq(submissions.isGuest, isGuest),
    from === undefined ? undefined : gte(submissions.updatedAt, new Date(`${from}T00:00:00Z`)),
    to === undefined
      ? undefined
      : lt(submissions.updatedAt, new Date(new Date(`${to}T00:00:00Z`).getTime() + oneDayMs)),
  );
}

/** How many of a form's submissions the filters match (the kept counts when they answer). */
export async function countSubmissions(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: Pick<SubmissionListQuery, 'q' | 'filter'>,
): Promise<number> {
  const [row] = await db
    .select({ count: submissionCountOf(db, eventId, formId, query) })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), eq(forms.id, formId)));
  return Number(row?.count ?? 0);
}

/**
 * One page of a form's submissions for organisers (`submissionListWhere`'s filters) and their
 * total: the page's ids in index order (a form's 50,000 submissions are never joined nor their
 * values read to show 25 of them), then only those rows whole with their names, in one
 * statement. Beside each row the total (`submissionCountOf`, computed once) when it is the
 * form's kept counts; a search's count (matches of its trigram index rechecked, the costly
 * part) runs only when the page is full.
 */
export async function listSubmissionPage(
  db: DbOrTx,
  eventId: string,
  formId: string,
  query: SubmissionListQuery,
): Promise<{ rows: SubmissionTableRow[]; total: number }> {
  const where = submissionListWhere(db, eventId, formId, query);
  const order = orderFor(query.sort, sortColumns, submissions.id);
  const page = (total: SQL<number>, window: PageWindow) =>
    db
      .select({ ...rowColumns, total })
      .from(submissions)
      .where(
        and(
          eq(submissions.eventId, eventId),
          inArray(
            submissions.id,
            db
              .select({ id: submissions.id })
              .from(submissions)
              .where(where)
              .orderBy(...order)
              .limit(window.limit)
              .offset(window.offset),
          ),
        ),
      )
      .orderBy(...order);
  if (query.q) {
    return pagedQuery(query, {
      rows: (window) => page(sql<number>`null`, window),
      count: () => countSubmissions(db, eventId, formId, query),
    });
  }
  return pagedRows(query, (window) => page(submissionCountOf(db, eventId, formId, query), window));
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
  return row ?? null;
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
