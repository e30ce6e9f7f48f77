/**
 * A task's time status for one team (spec section 4): pending while more days remain than
 * dueSoonDays, dueSoon from dueSoonDays days before the due date to the day itself, overdue
 * after it; only while the team has neither completed the task nor marked it n/a. A task with
 * no due date is pending. `today` is the caller's calendar day (YYYY-MM-DD).
 */
export type TaskTimeStatus = 'pending' | 'dueSoon' | 'overdue';

export interface TaskProgress {
  isComplete: boolean;
  isNotApplicable: boolean;
}

export function timeStatusOf(
  dueDate: string | null,
  today: string,
  dueSoonDays: number,
  progress: TaskProgress | null,
): TaskTimeStatus | null {
  if (progress?.isComplete || progress?.isNotApplicable) return null;
  if (dueDate === null) return 'pending';
  const remaining = daysBetween(today, dueDate);
  if (remaining < 0) return 'overdue';
  return remaining <= dueSoonDays ? 'dueSoon' : 'pending';
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const day = (value: string) =>
    Date.UTC(+value.slice(0, 4), +value.slice(5, 7) - 1, +value.slice(8, 10));
  return Math.round((day(to) - day(from)) / 86_400_000);
}

/** The labels and filters members and organisers see (spec section 4). */
export type TaskStateLabel = 'complete' | 'notApplicable' | TaskTimeStatus;

export const taskStateLabels: Record<TaskStateLabel, string> = {
  complete: 'Complete',
  notApplicable: 'N/A',
  overdue: 'Overdue',
  dueSoon: 'Due Soon',
  pending: 'Incomplete',
};

/** One label for a task of a team: complete, n/a, or its time status. */
export function taskStateOf(
  dueDate: string | null,
  today: string,
  dueSoonDays: number,
  progress: TaskProgress | null,
): TaskStateLabel {
  if (progress?.isComplete) return 'complete';
  if (progress?.isNotApplicable) return 'notApplicable';
  return timeStatusOf(dueDate, today, dueSoonDays, progress) ?? 'pending';
}
