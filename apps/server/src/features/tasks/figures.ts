import type { reportStatusOrder } from '@showdesk/domain/tasks/task-report';
import { timeStatusOf } from '@showdesk/domain/tasks/time-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taskCompletionDays, taskFigures } from '../../db/schema/reports.ts';
import { tasks } from '../../db/schema/tasks.ts';
import type { StatusCountScope, StatusCounts } from './status-counts.ts';

type Status = (typeof reportStatusOrder)[number];

/**
 * The kept figures of task progress (`task_figures`, `task_completion_days`, migration 0030):
 * how many exhibitor teams that see each task are in each state, per team type, kept by
 * triggers on task statuses, teams and tasks in the writing transaction. They hold the states
 * writes change; the time statuses are the reader's, from the task's due date (one value for
 * all its teams), as the task report's `statusOf` reads them.
 */

/** A state a write sets (`open`: no status row, or neither complete, n/a nor waiting). */
export type KeptState = 'complete' | 'notApplicable' | 'awaitingApproval' | 'open';

/** The report status of a kept state on a task due `dueDate` (`statusOf` without the row). */
export function statusOfKept(
  state: KeptState,
  dueDate: string | null,
  today: string,
  dueSoonDays: number,
): Status {
  if (state !== 'open') return state;
  return timeStatusOf(dueDate, today, dueSoonDays, null) ?? 'pending';
}

/** Which tasks a read covers: these ids, or every task of the event that is not archived. */
export type KeptTaskScope = { eventId: string; taskIds: string[] | null };

/** The scope's tasks, joined to a figures table by its event and task id. */
function scopeTasks(scope: KeptTaskScope) {
  return and(
    eq(tasks.eventId, scope.eventId),
    scope.taskIds === null ? eq(tasks.isArchived, false) : inArray(tasks.id, scope.taskIds),
  );
}

export interface KeptTaskCount {
  taskId: string;
  dueDate: string | null;
  /** null: teams of no type. */
  teamTypeId: string | null;
  state: KeptState;
  count: number;
}

/** The kept counts per task, team type and state (optionally of one team type). */
export async function keptTaskCounts(
  db: DbOrTx,
  scope: KeptTaskScope,
  teamTypeId?: string,
): Promise<KeptTaskCount[]> {
  const rows = await db
    .select({
      taskId: taskFigures.taskId,
      dueDate: tasks.dueDate,
      teamTypeId: taskFigures.teamTypeId,
      state: taskFigures.state,
      count: taskFigures.count,
    })
    .from(taskFigures)
    .innerJoin(tasks, and(eq(tasks.eventId, taskFigures.eventId), eq(tasks.id, taskFigures.taskId)))
    .where(
      and(
        eq(taskFigures.eventId, scope.eventId),
        scopeTasks(scope),
        teamTypeId === undefined ? undefined : eq(taskFigures.teamTypeId, teamTypeId),
        sql`${taskFigures.count} <> 0`,
      ),
    );
  return rows.map((row) => ({
    ...row,
    teamTypeId: row.teamTypeId === '' ? null : row.teamTypeId,
    state: row.state as KeptState,
    count: Number(row.count),
  }));
}

/** Kept completions per task and day (UTC) their status last changed. */
export async function keptCompletionDays(db: DbOrTx, scope: KeptTaskScope) {
  const rows = await db
    .select({
      taskId: taskCompletionDays.taskId,
      day: taskCompletionDays.day,
      count: taskCompletionDays.count,
    })
    .from(taskCompletionDays)
    .innerJoin(
      tasks,
      and(eq(tasks.eventId, taskCompletionDays.eventId), eq(tasks.id, taskCompletionDays.taskId)),
    )
    .where(
      and(
        eq(taskCompletionDays.eventId, scope.eventId),
        scopeTasks(scope),
        sql`${taskCompletionDays.count} <> 0`,
      ),
    );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * A completion report's counts over every exhibitor team, from the kept figures: the same
 * numbers as `taskStatusCounts`' scan (tested after every kind of write).
 */
export async function keptStatusCounts(
  db: DbOrTx,
  scope: Omit<StatusCountScope, 'teamIds'>,
): Promise<StatusCounts> {
  const [counts, completions] = await Promise.all([
    keptTaskCounts(db, scope),
    keptCompletionDays(db, scope),
  ]);
  const pairs = new Map<string, StatusCounts['pairs'][number]>();
  for (const row of counts) {
    const status = statusOfKept(row.state, row.dueDate, scope.today, scope.dueSoonDays);
    const key = `${row.taskId}\u0000${row.teamTypeId ?? ''}\u0000${status}`;
    const pair = pairs.get(key);
    if (pair) pair.count += row.count;
    else
      pairs.set(key, { taskId: row.taskId, teamTypeId: row.teamTypeId, status, count: row.count });
  }
  return { pairs: [...pairs.values()], completions };
}
