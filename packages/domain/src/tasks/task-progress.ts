import { type TaskProgress, type TaskStateLabel, taskStateOf } from './time-status.ts';

/**
 * A team's progress on one task as stored (spec section 3, Task status) and what it means.
 * Complete and n/a exclude each other. On a task with isApprovalNeeded, the team's "complete"
 * is a request: approvalStatus 'pending' until an organiser approves it ('approved') or sends
 * it back ('returned', and isComplete is false again). A request waiting for approval is not
 * chased (no time status, no reminder) but does not count as complete in progress bars.
 */
export const approvalStatuses = ['pending', 'approved', 'returned'] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export interface StoredTaskStatus {
  isComplete: boolean;
  isNotApplicable: boolean;
  approvalStatus: ApprovalStatus | null;
}

export type TaskProgressLabel = TaskStateLabel | 'awaitingApproval';

export const taskProgressLabels: Record<TaskProgressLabel, string> = {
  complete: /*i18n*/ 'Complete',
  notApplicable: /*i18n*/ 'N/A',
  overdue: /*i18n*/ 'Overdue',
  dueSoon: /*i18n*/ 'Due Soon',
  pending: /*i18n*/ 'Incomplete',
  awaitingApproval: /*i18n*/ 'Awaiting approval',
};

/** Whether the stored progress is waiting for an organiser's approval. */
export function isAwaitingApproval(
  task: { isApprovalNeeded: boolean },
  status: StoredTaskStatus | null,
): boolean {
  return (
    task.isApprovalNeeded && status?.isComplete === true && status.approvalStatus === 'pending'
  );
}

/** Done for progress bars and reports: complete (approved where needed) or n/a. */
export function isTaskDone(task: { isApprovalNeeded: boolean }, status: StoredTaskStatus | null) {
  if (status === null) return false;
  if (status.isNotApplicable) return true;
  return status.isComplete && !isAwaitingApproval(task, status);
}

/**
 * The one label of a task for a team: Complete, N/A, Awaiting approval, or the time status
 * (Overdue, Due Soon, Incomplete) from its due date and the event's dueSoonDays.
 */
export function taskProgressOf(
  task: { dueDate: string | null; isApprovalNeeded: boolean },
  status: StoredTaskStatus | null,
  today: string,
  dueSoonDays: number,
): TaskProgressLabel {
  if (isAwaitingApproval(task, status)) return 'awaitingApproval';
  const progress: TaskProgress | null = status && {
    isComplete: status.isComplete,
    isNotApplicable: status.isNotApplicable,
  };
  return taskStateOf(task.dueDate, today, dueSoonDays, progress);
}

/** The spec's messages (calls document, section 8) and ours where it has none. */
export const taskProgressMessages = {
  invalidProgress: /*i18n*/ 'Invalid progress',
  invalidProgressData: /*i18n*/ 'Invalid taskProgress data',
  invalidComment: /*i18n*/ 'Invalid comment',
  invalidReply: /*i18n*/ 'Invalid reply',
  commentNotFound: /*i18n*/ 'Comment not found',
  replyNotFound: /*i18n*/ 'Reply not found',
  notYourComment: /*i18n*/ 'Only its author or an organiser can change this comment',
  assigneeNotInTeam: /*i18n*/ 'Assign members of this team only',
  noTeam: /*i18n*/ 'You are not in a team of this event',
  notApprovalTask: /*i18n*/ 'This task does not need approval',
  nothingToApprove: /*i18n*/ 'The team has not asked for approval',
  completedByForm: /*i18n*/ 'This task completes itself when the team sends its form',
  completedByUpload: /*i18n*/ 'This task completes itself when the team uploads a file',
  completedByAgreeing: /*i18n*/ 'This task completes itself when the team agrees to the disclaimer',
  notFormTask: /*i18n*/ 'This task has no form to count a submission for',
  submissionNotFound: /*i18n*/ 'Submission not found',
  submissionOfAnotherForm: /*i18n*/ 'That submission is of another form than this task asks for',
  submissionIsDraft: /*i18n*/ 'That submission is a draft: send it first',
} as const;
