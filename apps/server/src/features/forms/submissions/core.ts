import type { AcceptedCurrencyId } from '@showdesk/domain/common/currencies';
import type { UploadedFile } from '@showdesk/domain/forms/check-value';
import type { FieldDefinition } from '@showdesk/domain/forms/fields';
import { fillingMessages } from '@showdesk/domain/forms/filling';
import { isFormOpen } from '@showdesk/domain/forms/forms';
import { type Submission, submissionSchema } from '@showdesk/domain/forms/submissions';
import { validateSubmission } from '@showdesk/domain/forms/validate-submission';
import type { SubmissionValues } from '@showdesk/domain/forms/values';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { CheckedRecordMemo, checkStoredRecord } from '../../../lib/invalid-records.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { readSettings } from '../../platform/settings/documents.ts';
import { fileUrl } from '../../platform/uploads/file-url.ts';
import type { StoredFileRow } from '../../platform/uploads/queries.ts';
import { deleteStoredObjects } from '../../platform/uploads/service.ts';
import { reopenFormTasks } from '../../tasks/progress/form-tasks.ts';
import { type FormBundle, loadFormBundleAt } from '../bundle.ts';
import { queueFormNotifications } from '../notifications/send.ts';
import { queueWebhookDeliveries } from '../webhooks/queue.ts';
import {
  deleteSubmissionFiles,
  deleteSubmissionRow,
  listSubmissionFiles,
  lockSubmission,
  type SubmissionRow,
  updateSubmissionRow,
} from './queries.ts';

export type Deps = Pick<
  AppDeps,
  'db' | 'storage' | 'log' | 'reporter' | 'jobs' | 'config' | 'emailRenderer'
>;

export const formNotFound = () => AppError.notFound(fillingMessages.formNotFound);
export const submissionNotFound = () => AppError.notFound(fillingMessages.submissionNotFound);

/**
 * The submissions the organisers' tables showed last, checked: a page read again is compared,
 * not checked again (25 rows of 40 values spent more time in their schema than in the database).
 */
export const tableSubmissions = new CheckedRecordMemo<Submission>(2_000);

/**
 * A stored submission as the API shows it, or null (reported) when it fails its schema. With
 * a memo the answer is frozen (see `CheckedRecordMemo`).
 */
export function readSubmission(
  deps: Pick<Deps, 'log' | 'reporter'>,
  row: Omit<SubmissionRow, 'searchText'>,
  memo?: CheckedRecordMemo<Submission>,
) {
  return checkStoredRecord(
    deps,
    submissionSchema,
    {
      id: row.id,
      formId: row.formId,
      teamId: row.teamId,
      isDraft: row.isDraft,
      taskId: row.taskId,
      isGuest: row.isGuest,
      values: row.values,
      submittedAt: row.submittedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'submission', eventId: row.eventId, id: row.id },
    memo,
  );
}

/** A submission row that must read back (one just written). */
export function shownSubmission(deps: Deps, row: SubmissionRow): Submission {
  const submission = readSubmission(deps, row);
  if (!submission) throw new Error(`Submission ${row.id} was written in a shape it cannot read`);
  return submission;
}

/** The event's currency (variables settings). */
export async function eventCurrency(deps: Deps, eventId: string): Promise<AcceptedCurrencyId> {
  return (await readSettings(deps, eventId, 'variables')).currencyId;
}

/** The form's bundle when members may fill it in (published, not archived), else 404. */
export async function loadOpenBundle(
  deps: Deps,
  eventId: string,
  formId: string,
  /** The content version read with the caller: a bundle read at it is reused. */
  version?: number,
) {
  const bundle = await loadFormBundleAt(deps, eventId, formId, version);
  if (!bundle || !isFormOpen(bundle.form)) throw formNotFound();
  return bundle;
}

/**
 * Every field definition of a bundle, the form's own last so that they win over a group field
 * that happens to share an id (ids are unique within one holder only).
 */
export const bundleFields = (bundle: FormBundle): FieldDefinition[] => [
  ...bundle.fieldGroups.flatMap((group) => group.fields),
  ...bundle.form.fields,
];

/** What the check knows of a submission's uploads: their stored records by file id. */
export function uploadedFiles(rows: readonly StoredFileRow[]): Map<string, UploadedFile> {
  return new Map(
    rows.map((row) => [
      row.id,
      {
        name: row.fileName,
        url: fileUrl(row.eventId, row.id, row.fileName),
        size: row.size,
        type: row.contentType,
      },
    ]),
  );
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Walks a submission's values, calling `visit` on every object and text inside. */
function walk(value: unknown, visit: (v: unknown, key: string) => void, key = '') {
  visit(value, key);
  if (Array.isArray(value)) for (const item of value) walk(item, visit, key);
  else if (isRecord(value)) for (const [k, v] of Object.entries(value)) walk(v, visit, k);
}

/** The file ids a submission's values hold (its upload fields' files, loops included). */
export function referencedFileIds(values: SubmissionValues): Set<string> {
  const ids = new Set<string>();
  walk(values, (v) => {
    if (isRecord(v) && typeof v.fileId === 'string' && typeof v.url === 'string') ids.add(v.fileId);
  });
  return ids;
}

/** Keys whose text is not something an organiser searches for. */
const unsearchedKeys = new Set(['fileId', 'url', 'type', 'itemId']);
const searchTextLimit = 20_000;

/** The text of a submission's values, for the organisers' search (q). */
export function searchTextOf(values: SubmissionValues): string {
  const parts: string[] = [];
  walk(values, (v, key) => {
    if (unsearchedKeys.has(key)) return;
    if (typeof v === 'string' && v.trim()) parts.push(v.trim());
    else if (typeof v === 'number') parts.push(String(v));
  });
  return parts.join(' ').slice(0, searchTextLimit);
}

export interface SaveOptions {
  eventId: string;
  bundle: FormBundle;
  currencyId: AcceptedCurrencyId;
  submissionId: string;
  values: unknown;
  isDraft: boolean;
  /** When the request began: only files uploaded before it may be dropped as unreferenced. */
  startedAt: Date;
  /**
   * Runs in the transaction with the submission row locked (null when there is none yet),
   * before the values are checked: refuses the save by throwing.
   */
  check?(tx: Tx, row: SubmissionRow | null): Promise<void>;
  /**
   * Writes the cleaned values and returns the row. `submittedAt` is when it was sent: now when
   * this save sends it (created final, or a draft sent), kept when it was sent before (an edit
   * is not a new send: notifications and webhooks went out once, with the first), null for a
   * draft.
   */
  write(tx: Tx, row: SubmissionRow | null, cleaned: CleanedValues): Promise<SubmissionRow>;
}

/** A submission's values as a save checked them, with its search text and when it was sent. */
export interface CleanedValues {
  values: SubmissionValues;
  searchText: string;
  submittedAt: Date | null;
}

/** The row of a guest's sent submission (no team, no one's stamps) of the cleaned values. */
export function guestSubmissionRow(
  key: { eventId: string; id: string; formId: string },
  cleaned: CleanedValues,
) {
  return {
    ...key,
    teamId: null,
    isDraft: false,
    taskId: null,
    isGuest: true,
    ...cleaned,
    ...newRecordStamps(null),
  };
}

/**
 * Saves a submission's values, the one path of every write (members, organisers, guests): in
 * one transaction with the row locked, reads the files uploaded for it, checks the values with
 * `validateSubmission` (400 'Invalid Submission data' and nothing written when refused), lets
 * `write` store the cleaned values, and deletes the uploads the saved values no longer hold
 * (rows in the transaction, journaled; objects once it has committed).
 */
export async function saveValues(deps: Deps, options: SaveOptions): Promise<SubmissionRow> {
  const { eventId, bundle, submissionId } = options;
  let droppedKeys: string[] = [];
  const saved = await deps.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, eventId, submissionId);
    await options.check?.(tx, row);
    const fileRows = await listSubmissionFiles(tx, eventId, submissionId);
    const check = validateSubmission(
      bundle.form,
      bundleFields(bundle),
      bundle.fieldGroups,
      options.values,
      { isDraft: options.isDraft, files: uploadedFiles(fileRows), currencyId: options.currencyId },
    );
    if (!check.success) throw invalidInput(check.message, check.details);
    const sentNow = !options.isDraft && (row === null || row.isDraft);
    const written = await options.write(tx, row, {
      values: check.values,
      searchText: searchTextOf(check.values),
      submittedAt: options.isDraft ? null : sentNow ? new Date() : (row?.submittedAt ?? new Date()),
    });
    // Sent now (created final, or a draft sent): what a sent submission causes, in its
    // transaction, once: its form's notifications and webhook deliveries.
    if (!written.isDraft && (row === null || row.isDraft)) {
      await queueFormNotifications(tx, deps, bundle, written);
      await queueWebhookDeliveries(tx, deps, bundle, written);
    }
    const kept = referencedFileIds(check.values);
    const dropped = fileRows.filter(
      (file) => !kept.has(file.id) && file.createdAt.getTime() < options.startedAt.getTime(),
    );
    droppedKeys = await deleteSubmissionFiles(
      tx,
      eventId,
      dropped.map((file) => file.id),
    );
    return written;
  });
  await deleteStoredObjects(deps, droppedKeys);
  return saved;
}

/**
 * Saves an existing submission's values again (a member's save or an organiser's edit): the
 * event's currency, the one write path (`saveValues`) with the caller's refusals in `check`,
 * and the row updated with the cleaned values, the draft flag and who saved it.
 */
export async function saveAgain(
  deps: Deps,
  ctx: Pick<EventContext, 'eventId' | 'userId'>,
  options: {
    bundle: FormBundle;
    submissionId: string;
    input: { values: unknown; isDraft: boolean };
    startedAt: Date;
    check: NonNullable<SaveOptions['check']>;
    /** Runs in the transaction after the row is written (e.g. a sent draft completes tasks). */
    after?: (tx: Tx, row: SubmissionRow) => Promise<void>;
  },
): Promise<SubmissionRow> {
  const { bundle, submissionId, input, startedAt, check, after } = options;
  return saveValues(deps, {
    eventId: ctx.eventId,
    bundle,
    currencyId: await eventCurrency(deps, ctx.eventId),
    submissionId,
    values: input.values,
    isDraft: input.isDraft,
    startedAt,
    check,
    write: async (tx, _existing, cleaned) => {
      const row = await updateSubmissionRow(tx, ctx.eventId, submissionId, {
        ...cleaned,
        isDraft: input.isDraft,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      });
      await after?.(tx, row);
      return row;
    },
  });
}

/**
 * Deletes a submission and its files (rows in one transaction, then the storage objects); the
 * form tasks it completed become incomplete again in the same transaction.
 */
export async function removeSubmission(
  deps: Deps,
  eventId: string,
  submissionId: string,
  check: (row: SubmissionRow | null) => void,
  /** Who deletes it (the reopened tasks' stamps). */
  userId: string | null = null,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    const row = await lockSubmission(tx, eventId, submissionId);
    check(row);
    const files = await listSubmissionFiles(tx, eventId, submissionId);
    await deleteSubmissionRow(tx, eventId, submissionId);
    if (row) {
      await reopenFormTasks(tx, {
        eventId,
        submissionId,
        formId: row.formId,
        teamId: row.teamId,
        userId,
      });
    }
    return deleteSubmissionFiles(
      tx,
      eventId,
      files.map((file) => file.id),
    );
  });
  await deleteStoredObjects(deps, keys);
}

/** A save over a newer version is refused, naming who saved it and when. */
export async function refuseStale(
  db: DbOrTx,
  row: SubmissionRow,
  expectedUpdatedAt: string,
  nameOf: (db: DbOrTx, userId: string) => Promise<string | null>,
) {
  if (new Date(expectedUpdatedAt).getTime() === row.updatedAt.getTime()) return;
  const name = (row.updatedBy && (await nameOf(db, row.updatedBy))) ?? 'Someone';
  throw AppError.conflict(fillingMessages.changedBy(name, row.updatedAt.toISOString()));
}
