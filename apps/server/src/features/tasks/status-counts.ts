import { teamMessages } from '@showdesk/domain/people/teams';
import { taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import {
  compareTeamTasks,
  type TeamTaskProgress,
  type TeamTaskRow,
} from '@showdesk/domain/tasks/task-report';
import type { TaskType } from '@showdesk/domain/tasks/tasks';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taskStatuses, tasks } from '../../db/schema/tasks.ts';
import { teams } from '../../db/schema/teams.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventToday } from '../platform/events/calendar.ts';
import { documentOrDefaults } from '../platform/settings/documents.ts';
import { getSettingsData } from '../platform/settings/queries.ts';
import { emptySummary, type Status, statusOf } from './report.ts';
import { taskVisibleToJoinedTeam } from './visibility.ts';

/*
 * Teams' states over many tasks at once, read with the task report's `statusOf` so the numbers
 * never disagree with it: the counts a saved report reads, and one team's progress on every task.
 */

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** A team's status row on a task, for a query that has joined both (no row: not started). */
const teamStatusOnTask = and(
  eq(taskStatuses.eventId, teams.eventId),
  eq(taskStatuses.taskId, tasks.id),
  eq(taskStatuses.teamId, teams.id),
);

/** Which tasks and teams a saved report (features/reports) reads. */
export interface StatusCountScope {
  eventId: string;
  /** null: every task of the event that is not archived. */
  taskIds: string[] | null;
  /** null: every exhibitor team. */
  teamIds: string[] | null;
  today: string;
  dueSoonDays: number;
}

function statusCountWhere(scope: StatusCountScope): SQL | undefined {
  return and(
    eq(teams.eventId, scope.eventId),
    eq(teams.isOrganiser, false),
    taskVisibleToJoinedTeam,
    scope.taskIds === null ? eq(tasks.isArchived, false) : inArray(tasks.id, scope.taskIds),
    scope.teamIds === null ? undefined : inArray(teams.id, scope.teamIds),
  );
}

/** The task report's join over many tasks: every team that sees each task, its status row. */
function statusCountFrom(db: DbOrTx, columns: Record<string, unknown>) {
  return db
    .select(columns as never)
    .from(teams)
    .innerJoin(tasks, eq(tasks.eventId, teams.eventId))
    .leftJoin(taskStatuses, teamStatusOnTask);
}

/** A completion report's counts: per task, team type and status, and completions per day. */
export interface StatusCounts {
  pairs: { taskId: string; teamTypeId: string | null; status: Status; count: number }[];
  completions: { taskId: string; day: string; count: number }[];
}

/**
 * How many teams are in each state per task and team type, by a scan: the task report's summary
 * (`reportSummary`'s join, visibility, organiser rule and `statusOf`) over many tasks at once.
 * Complete rows are also split by the day (UTC) their status last changed — a complete status
 * is not changed again until it is reopened, so that is its completion day — in the same scan.
 * Reports over every team read the kept figures instead (`keptStatusCounts`, the same numbers);
 * this reads the chosen teams' rows.
 */
export async function taskStatusCounts(db: DbOrTx, scope: StatusCountScope): Promise<StatusCounts> {
  const status = statusOf(scope.today, scope.dueSoonDays);
  const completedOn = sql<string | null>`case when ${status} = 'complete'
    then to_char(${taskStatuses.updatedAt} at time zone 'UTC', 'YYYY-MM-DD') end`;
  const rows = (await statusCountFrom(db, {
    taskId: tasks.id,
    teamTypeId: teams.teamTypeId,
    status,
    completedOn,
    count: sql<number>`count(*)::int`,
  })
    .where(statusCountWhere(scope))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`)) as unknown as {
    taskId: string;
    teamTypeId: string | null;
    status: Status;
    completedOn: string | null;
    count: number;
  }[];
  const pairs = new Map<string, StatusCounts['pairs'][number]>();
  const days = new Map<string, StatusCounts['completions'][number]>();
  for (const row of rows) {
    const count = Number(row.count);
    const key = `${row.taskId}\u0000${row.teamTypeId ?? ''}\u0000${row.status}`;
    const pair = pairs.get(key);
    if (pair) pair.count += count;
    else
      pairs.set(key, { taskId: row.taskId, teamTypeId: row.teamTypeId, status: row.status, count });
    if (row.completedOn === null) continue;
    const dayKey = `${row.taskId}\u0000${row.completedOn}`;
    const day = days.get(dayKey);
    if (day) day.count += count;
    else days.set(dayKey, { taskId: row.taskId, day: row.completedOn, count });
  }
  return { pairs: [...pairs.values()], completions: [...days.values()] };
}

/**
 * GET /teams/:teamId/tasks: the team's state on every unarchived task it sees (the organisers'
 * team page), in one query — the team left-joined to those tasks (`taskVisibleToJoinedTeam`,
 * the report's rule) and to its status rows, read with the report's `statusOf`, so the team page
 * and the task report never disagree. A team of another event, or none, is 404 'Team not found'.
 * Organiser teams see every task; the answer says so (the reports leave them out).
 */
export async function getTeamTaskProgress(
  deps: Deps,
  eventId: string,
  teamId: string,
): Promise<TeamTaskProgress> {
  const stored = await getSettingsData(deps.db, eventId, ['variables']);
  const { dueSoonDays } = documentOrDefaults(deps, eventId, 'variables', stored.get('variables'));
  const today = await eventToday(deps.db, eventId);
  const rows = await deps.db
    .select({
      isOrganiser: teams.isOrganiser,
      id: tasks.id,
      title: tasks.title,
      type: tasks.type,
      dueDate: tasks.dueDate,
      status: statusOf(today, dueSoonDays),
      updatedAt: taskStatuses.updatedAt,
    })
    .from(teams)
    .leftJoin(
      tasks,
      and(eq(tasks.eventId, teams.eventId), eq(tasks.isArchived, false), taskVisibleToJoinedTeam),
    )
    .leftJoin(taskStatuses, teamStatusOnTask)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  const [first] = rows;
  if (!first) throw AppError.notFound(teamMessages.notFound);
  const summary = emptySummary();
  const found: TeamTaskRow[] = rows.flatMap((row) => {
    if (row.id === null || row.title === null) return [];
    summary[row.status] += 1;
    return [
      {
        id: row.id,
        title: row.title,
        type: row.type as TaskType,
        dueDate: row.dueDate,
        status: row.status,
        statusLabel: taskProgressLabels[row.status],
        updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
      },
    ];
  });
  return {
    isOrganiser: first.isOrganiser,
    summary,
    tasks: found.sort(compareTeamTasks),
    today,
    dueSoonDays,
  };
}
