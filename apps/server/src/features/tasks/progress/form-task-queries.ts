import type { ContentReader } from '@showdesk/domain/content/content';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { forms, submissions } from '../../../db/schema/forms.ts';
import { taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { members } from '../../../db/schema/users.ts';
import { memberNameSql, visibleTasks } from './queries.ts';

// The form tasks' data: which forms and tasks a member may fill in, and which of a team's
// submissions complete (or count for) its form tasks.

/** The form's title when it is open to members (published, not archived); else null. */
export async function openFormTitle(db: DbOrTx, eventId: string, formId: string) {
  const [row] = await db
    .select({ title: forms.title })
    .from(forms)
    .where(
      and(
        eq(forms.eventId, eventId),
        eq(forms.id, formId),
        eq(forms.isPublished, true),
        eq(forms.isArchived, false),
      ),
    );
  return row?.title ?? null;
}

/** The unarchived form tasks of a form that the reader sees. */
export async function visibleFormTasks(
  db: DbOrTx,
  eventId: string,
  formId: string,
  reader: ContentReader,
) {
  return db
    .select({ id: tasks.id, isApprovalNeeded: tasks.isApprovalNeeded })
    .from(tasks)
    .where(and(visibleTasks(eventId, reader), eq(tasks.type, 'form'), eq(tasks.formId, formId)));
}

/** The team's newest final submission of a form other than `exceptId`, or null. */
export async function latestFinalSubmission(
  db: DbOrTx,
  eventId: string,
  formId: string,
  teamId: string,
  exceptId: string,
) {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.formId, formId),
        eq(submissions.teamId, teamId),
        eq(submissions.isDraft, false),
        ne(submissions.id, exceptId),
      ),
    )
    .orderBy(desc(submissions.updatedAt))
    .limit(1);
  return row?.id ?? null;
}

/** The statuses a submission completed (its form tasks). */
export async function statusesOfSubmission(tx: DbOrTx, eventId: string, submissionId: string) {
  return tx
    .select({ taskId: taskStatuses.taskId, teamId: taskStatuses.teamId })
    .from(taskStatuses)
    .where(and(eq(taskStatuses.eventId, eventId), eq(taskStatuses.submissionId, submissionId)))
    .for('update');
}

/** Points the statuses a submission completed at another one, or reopens them. */
export async function relinkSubmissionStatuses(
  tx: DbOrTx,
  eventId: string,
  submissionId: string,
  next: string | null,
  userId: string | null,
  now: Date,
) {
  const where = and(eq(taskStatuses.eventId, eventId), eq(taskStatuses.submissionId, submissionId));
  if (next) {
    await tx.update(taskStatuses).set({ submissionId: next }).where(where);
    return;
  }
  await tx
    .update(taskStatuses)
    .set({
      isComplete: false,
      approvalStatus: null,
      submissionId: null,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(where);
}

/** Whether `taskId` is an unarchived form task of this form that the reader sees. */
export async function isFormTaskOf(
  db: DbOrTx,
  eventId: string,
  formId: string,
  taskId: string,
  reader: ContentReader,
): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        visibleTasks(eventId, reader),
        eq(tasks.id, taskId),
        eq(tasks.type, 'form'),
        eq(tasks.formId, formId),
      ),
    );
  return row !== undefined;
}

/**
 * The team's sent (final) submissions of a form, last changed first, other than `exceptId` (the one
 * its status already counts), with the name of who last changed each: what it may count for a
 * form task it has not completed.
 */
export async function sentSubmissionsOf(
  db: DbOrTx,
  eventId: string,
  input: { formId: string; teamId: string; exceptId: string | null; limit: number },
) {
  return db
    .select({
      id: submissions.id,
      // When it was sent (rows written before the sent time was kept: their last change).
      sentAt: sql<Date>`coalesce(${submissions.submittedAt}, ${submissions.updatedAt})`.mapWith(
        submissions.updatedAt,
      ),
      sentBy: sql<string | null>`${memberNameSql}`,
    })
    .from(submissions)
    .leftJoin(
      members,
      and(eq(members.eventId, submissions.eventId), eq(members.userId, submissions.updatedBy)),
    )
    .where(
      and(
        eq(submissions.eventId, eventId),
        eq(submissions.teamId, input.teamId),
        eq(submissions.formId, input.formId),
        eq(submissions.isDraft, false),
        input.exceptId ? ne(submissions.id, input.exceptId) : undefined,
      ),
    )
    .orderBy(desc(submissions.updatedAt), desc(submissions.id))
    .limit(input.limit);
}

/** A submission's owner, form and state, share-locked until the transaction ends; or null. */
export async function lockSubmissionShare(tx: DbOrTx, eventId: string, submissionId: string) {
  const [row] = await tx
    .select({
      id: submissions.id,
      formId: submissions.formId,
      teamId: submissions.teamId,
      isDraft: submissions.isDraft,
    })
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)))
    .for('share');
  return row ?? null;
}
