import { fillingMessages } from '@showdesk/domain/forms/filling';
import { lockState } from '@showdesk/domain/forms/locks';
import type {
  Submission,
  SubmissionListQuery,
  SubmissionPage,
  submissionRowSchema,
  UpdateSubmissionInput,
} from '@showdesk/domain/forms/submissions';
import type { FileValue } from '@showdesk/domain/forms/values';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { pageOf } from '../../../lib/paging.ts';
import { followDraftChange } from '../../tasks/progress/form-tasks.ts';
import { loadFormBundleAt } from '../bundle.ts';
import {
  type Deps,
  formNotFound,
  readSubmission,
  refuseStale,
  removeSubmission,
  saveAgain,
  shownSubmission,
  submissionNotFound,
  tableSubmissions,
} from './core.ts';
import { uploadSubmissionFile } from './files.ts';
import {
  getLock,
  getMemberName,
  getSubmission,
  getSubmissionTableRow,
  listSubmissionPage,
  type SubmissionTableRow,
} from './queries.ts';

type SubmissionTableEntry = z.infer<typeof submissionRowSchema>;

/** A table row: the checked submission, and its team's and sender's names (text or null). */
function readTableRow(deps: Deps, row: SubmissionTableRow): SubmissionTableEntry | null {
  const submission = readSubmission(deps, row, tableSubmissions);
  if (!submission) return null;
  return { ...submission, teamName: row.teamName, submittedBy: row.submittedBy };
}

async function requireForm(deps: Deps, eventId: string, formId: string, version?: number) {
  const bundle = await loadFormBundleAt(deps, eventId, formId, version);
  if (!bundle) throw formNotFound();
  return bundle;
}

/** One page of a form's submissions (any form, archived or not), with team and sender names. */
export async function listFormSubmissions(
  deps: Deps,
  eventId: string,
  formId: string,
  query: SubmissionListQuery,
  version?: number,
): Promise<SubmissionPage> {
  await requireForm(deps, eventId, formId, version);
  const { rows, total } = await listSubmissionPage(deps.db, eventId, formId, query);
  return pageOf(
    rows.flatMap((row) => readTableRow(deps, row) ?? []),
    total,
    query,
  );
}

export async function getFormSubmission(
  deps: Deps,
  eventId: string,
  formId: string,
  submissionId: string,
): Promise<SubmissionTableEntry> {
  const row = await getSubmissionTableRow(deps.db, eventId, formId, submissionId);
  const entry = row && readTableRow(deps, row);
  if (!entry) throw submissionNotFound();
  return entry;
}

/** A 409 naming the holder while another organiser holds the submission's editing lock. */
async function refuseLockedByOther(tx: DbOrTx, ctx: EventContext, submissionId: string) {
  const lock = await getLock(tx, ctx.eventId, 'submission', submissionId);
  const held = lock && { createdBy: lock.createdBy, expireAt: lock.expireAt.toISOString() };
  if (lockState(held, ctx.userId, new Date()) === 'held') {
    const name = (await getMemberName(tx, ctx.eventId, lock!.createdBy)) ?? 'Someone';
    throw AppError.conflict(fillingMessages.lockedBy(name));
  }
}

/**
 * An organiser's edit of any submission of the form, checked like a member's save (the form
 * need not be open). Refused with a 409 while another organiser holds its lock, or when it
 * changed since it was opened.
 */
export async function editFormSubmission(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  submissionId: string,
  input: UpdateSubmissionInput,
): Promise<Submission> {
  const startedAt = new Date();
  const bundle = await requireForm(deps, ctx.eventId, formId);
  let before: { wasDraft: boolean; teamId: string | null } | null = null;
  const row = await saveAgain(deps, ctx, {
    bundle,
    submissionId,
    input,
    startedAt,
    // A draft sent (or a sent one made a draft) changes the team's form tasks with it.
    after: async (tx) => {
      if (!before) return;
      await followDraftChange(tx, {
        eventId: ctx.eventId,
        formId,
        submissionId,
        teamId: before.teamId,
        wasDraft: before.wasDraft,
        isDraft: input.isDraft,
        userId: ctx.userId,
      });
    },
    check: async (tx, existing) => {
      if (!existing || existing.formId !== formId) throw submissionNotFound();
      before = { wasDraft: existing.isDraft, teamId: existing.teamId };
      await refuseLockedByOther(tx, ctx, submissionId);
      await refuseStale(tx, existing, input.expectedUpdatedAt, (db, userId) =>
        getMemberName(db, ctx.eventId, userId),
      );
    },
  });
  return shownSubmission(deps, row);
}

/** Deletes any submission of the form and its files. */
export async function deleteFormSubmission(
  deps: Deps,
  eventId: string,
  formId: string,
  submissionId: string,
  userId: string | null = null,
): Promise<void> {
  await removeSubmission(
    deps,
    eventId,
    submissionId,
    (row) => {
      if (!row || row.formId !== formId) throw submissionNotFound();
    },
    userId,
  );
}

/**
 * An organiser's file for an upload field of any submission of the form (the form need not be
 * open), refused like their edit while another organiser holds the lock. The edit's save names
 * it; a file no save names is deleted by the next save.
 */
export async function uploadFormSubmissionFile(
  deps: Deps,
  request: FastifyRequest,
  ctx: EventContext,
  ids: { formId: string; submissionId: string; fieldId: string },
): Promise<FileValue> {
  const { formId, submissionId, fieldId } = ids;
  const bundle = await requireForm(deps, ctx.eventId, formId, ctx.contentVersion);
  const check = async (db: DbOrTx, row: { formId: string } | null) => {
    if (!row || row.formId !== formId) throw submissionNotFound();
    await refuseLockedByOther(db, ctx, submissionId);
  };
  // Refused before the file is read; checked again, under the row's lock, as it is recorded.
  await check(deps.db, await getSubmission(deps.db, ctx.eventId, submissionId));
  return uploadSubmissionFile(deps, request, {
    eventId: ctx.eventId,
    bundle,
    submissionId,
    fieldId,
    userId: ctx.userId,
    check,
  });
}
