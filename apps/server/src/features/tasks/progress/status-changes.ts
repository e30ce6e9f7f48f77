import {
  countSubmissionInputSchema,
  handCompletedTaskTypes,
  type MemberTaskDetail,
  type TaskProgressState,
  taskAssigneesInputSchema,
  taskProgressInputSchema,
} from '@showdesk/domain/tasks/member-tasks';
import { taskProgressMessages } from '@showdesk/domain/tasks/task-progress';
import type { TaskType } from '@showdesk/domain/tasks/tasks';
import type { EventContext } from '../../../app-deps.ts';
import type { Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { type Deps, taskNotFound, teamForChange } from './caller-team.ts';
import { lockSubmissionShare } from './form-task-queries.ts';
import { getMemberTask } from './member-tasks.ts';
import {
  lockStatus,
  lockVisibleTask,
  type TaskStatusPatch,
  type TaskStatusRow,
  teamMemberIds,
  upsertStatus,
} from './queries.ts';

/**
 * A team's own changes of its progress on a task: complete, n/a or incomplete by hand, who works
 * on it, agreeing to a disclaimer, counting a sent submission. Each runs in one transaction with
 * the task and the status row locked, and answers the task as the member now reads it.
 */

export type LockedTask = NonNullable<Awaited<ReturnType<typeof lockVisibleTask>>>;

/** The status a "complete" leaves: waiting for approval where the task needs it. */
export function completed(task: LockedTask, current: TaskStatusRow | null): TaskStatusPatch {
  // Already complete (approved, or waiting): stays as it is.
  if (current?.isComplete) return { isNotApplicable: false };
  return {
    isComplete: true,
    isNotApplicable: false,
    approvalStatus: task.isApprovalNeeded ? 'pending' : null,
  };
}

/**
 * One change of the team's status of a task the caller sees, in a transaction with the task
 * and the status row locked; 404 for a task the team does not see (like an unknown one).
 */
export async function changeStatus(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  change: (
    task: LockedTask,
    current: TaskStatusRow | null,
    tx: Tx,
    teamId: string,
  ) => Promise<TaskStatusPatch> | TaskStatusPatch,
): Promise<void> {
  const { teamId, reader } = await teamForChange(deps, ctx);
  await deps.db.transaction(async (tx) => {
    const task = await lockVisibleTask(tx, ctx.eventId, taskId, reader);
    if (!task) throw taskNotFound();
    const current = await lockStatus(tx, ctx.eventId, taskId, teamId);
    const patch = await change(task, current, tx, teamId);
    await upsertStatus(tx, { eventId: ctx.eventId, taskId, teamId }, patch, ctx.userId, new Date());
  });
}

const selfCompleting: Partial<Record<TaskType, string>> = {
  form: taskProgressMessages.completedByForm,
  upload: taskProgressMessages.completedByUpload,
  disclaimer: taskProgressMessages.completedByAgreeing,
};

/** Complete, n/a or incomplete by hand (upload, disclaimer and form tasks complete themselves). */
export async function setMemberTaskProgress(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { state } = parseInput(taskProgressInputSchema, body, taskProgressMessages.invalidProgress);
  await changeStatus(deps, ctx, taskId, (task, current) => stateChange(task, current, state));
  return getMemberTask(deps, ctx, taskId);
}

function stateChange(
  task: LockedTask,
  current: TaskStatusRow | null,
  state: TaskProgressState,
): TaskStatusPatch {
  if (state === 'complete') {
    const byHand = (handCompletedTaskTypes as readonly string[]).includes(task.type);
    if (!byHand) {
      const message = selfCompleting[task.type as TaskType] ?? taskProgressMessages.invalidProgress;
      throw invalidInput(message, [{ path: 'state', message }]);
    }
    return completed(task, current);
  }
  if (state === 'notApplicable')
    return { isComplete: false, isNotApplicable: true, approvalStatus: null };
  return { isComplete: false, isNotApplicable: false, approvalStatus: null };
}

/** Who of the team works on the task (members of this team only). */
export async function setMemberTaskAssignees(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { userIds } = parseInput(
    taskAssigneesInputSchema,
    body,
    taskProgressMessages.invalidProgressData,
  );
  const wanted = [...new Set(userIds)];
  await changeStatus(deps, ctx, taskId, async (_task, _current, tx, teamId) => {
    const found = await teamMemberIds(tx, ctx.eventId, teamId, wanted);
    const strangers = userIds.flatMap((id, index) =>
      found.has(id)
        ? []
        : [{ path: `userIds.${index}`, message: taskProgressMessages.assigneeNotInTeam }],
    );
    if (strangers.length) throw invalidInput(taskProgressMessages.assigneeNotInTeam, strangers);
    return { assignedTo: wanted };
  });
  return getMemberTask(deps, ctx, taskId);
}

/** A refusal for a task of the wrong type, at `taskId`. */
export const wrongType = (message: string) => invalidInput(message, [{ path: 'taskId', message }]);

/** The team agrees to a disclaimer task's text: it is complete (waiting where approval is needed). */
export async function agreeToTask(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
): Promise<MemberTaskDetail> {
  await changeStatus(deps, ctx, taskId, (task, current) => {
    if (task.type !== 'disclaimer')
      throw wrongType(/*i18n*/ 'This task has no disclaimer to agree to');
    return completed(task, current);
  });
  return getMemberTask(deps, ctx, taskId);
}

/**
 * Counts one of the team's sent submissions for a form task (a form the team sent before the
 * task was added): the task is complete with that submission, as if the team had sent it for
 * the task — waiting for approval where the task needs it, reopened or moved on when the
 * submission is deleted. One transaction that locks the submission, then the task and the
 * status (the order a submission's own save and delete take). Refused: a task that is not a
 * form task (400), a submission that is not the team's (404 'Submission not found', like an
 * unknown one), of another form or a draft (400, at `submissionId`).
 */
export async function countSentSubmission(
  deps: Deps,
  ctx: EventContext,
  taskId: string,
  body: unknown,
): Promise<MemberTaskDetail> {
  const { submissionId } = parseInput(
    countSubmissionInputSchema,
    body,
    taskProgressMessages.invalidProgressData,
  );
  const { teamId, reader } = await teamForChange(deps, ctx);
  const refuse = (message: string) => invalidInput(message, [{ path: 'submissionId', message }]);
  await deps.db.transaction(async (tx) => {
    const submission = await lockSubmissionShare(tx, ctx.eventId, submissionId);
    const task = await lockVisibleTask(tx, ctx.eventId, taskId, reader);
    if (!task) throw taskNotFound();
    if (task.type !== 'form' || !task.formId) throw wrongType(taskProgressMessages.notFormTask);
    if (!submission || submission.teamId !== teamId) {
      throw AppError.notFound(taskProgressMessages.submissionNotFound);
    }
    if (submission.formId !== task.formId) {
      throw refuse(taskProgressMessages.submissionOfAnotherForm);
    }
    if (submission.isDraft) throw refuse(taskProgressMessages.submissionIsDraft);
    const current = await lockStatus(tx, ctx.eventId, taskId, teamId);
    await upsertStatus(
      tx,
      { eventId: ctx.eventId, taskId, teamId },
      { ...completed(task, current), submissionId: submission.id },
      ctx.userId,
      new Date(),
    );
  });
  return getMemberTask(deps, ctx, taskId);
}
