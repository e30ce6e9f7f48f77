import { taskProgressLabels } from '@showdesk/domain/tasks/task-progress';
import {
  reportStatusOrder,
  type TaskReport,
  type TaskReportQuery,
  type TaskReportRow,
  type TaskReportSummary,
} from '@showdesk/domain/tasks/task-report';
import { and, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { taskFigures } from '../../db/schema/reports.ts';
import { taskStatuses, tasks } from '../../db/schema/tasks.ts';
import { teamTypes } from '../../db/schema/team-types.ts';
import { teams } from '../../db/schema/teams.ts';
import { members } from '../../db/schema/users.ts';
import { orderFor, pagedRows, pageWindow } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';
import { eventToday } from '../platform/events/calendar.ts';
import { documentOrDefaults } from '../platform/settings/documents.ts';
import { getSettingsData } from '../platform/settings/queries.ts';
import { keptTaskCounts, statusOfKept } from './figures.ts';
import { getTaskRow } from './queries.ts';
import { taskNotFound } from './service.ts';
import { taskVisibleToJoinedTeam } from './visibility.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;
export type Status = (typeof reportStatusOrder)[number];

const changedBy = alias(members, 'changed_by');

/**
 * The domain's `taskProgressOf` as SQL over the joined task and status, so that the report
 * filters, counts and pages by it in the query: awaiting approval, complete, n/a, then the time
 * status from the due date (no row: incomplete).
 */
export function statusOf(today: string, dueSoonDays: number): SQL<Status> {
  return sql<Status>`case
    when ${tasks.isApprovalNeeded} and ${taskStatuses.isComplete}
      and ${taskStatuses.approvalStatus} = 'pending' then 'awaitingApproval'
    when ${taskStatuses.isComplete} then 'complete'
    when ${taskStatuses.isNotApplicable} then 'notApplicable'
    when ${tasks.dueDate} is null then 'pending'
    when ${tasks.dueDate} < ${today}::date then 'overdue'
    when ${tasks.dueDate} - ${today}::date <= ${dueSoonDays}::int then 'dueSoon'
    else 'pending' end`;
}

interface ReportScope {
  eventId: string;
  taskId: string;
  today: string;
  dueSoonDays: number;
  query: Pick<TaskReportQuery, 'q' | 'filter' | 'sort'>;
}

/**
 * Teams of the event (organiser teams left out, spec section 6) that see the task, with their
 * stored progress joined by its primary key: one query whichever the filters.
 */
function reportFrom(db: DbOrTx, scope: ReportScope, columns: Record<string, unknown>) {
  return db
    .select(columns as never)
    .from(teams)
    .innerJoin(tasks, and(eq(tasks.eventId, teams.eventId), eq(tasks.id, scope.taskId)))
    .leftJoin(
      taskStatuses,
      and(
        eq(taskStatuses.eventId, teams.eventId),
        eq(taskStatuses.taskId, scope.taskId),
        eq(taskStatuses.teamId, teams.id),
      ),
    );
}

function reportWhere(scope: ReportScope, withStatus: boolean): SQL | undefined {
  const { q, filter } = scope.query;
  return and(
    eq(teams.eventId, scope.eventId),
    eq(teams.isOrganiser, false),
    taskVisibleToJoinedTeam,
    q ? ilike(teams.name, containsPattern(q)) : undefined,
    filter.teamTypeId ? eq(teams.teamTypeId, filter.teamTypeId) : undefined,
    filter.teamId ? eq(teams.id, filter.teamId) : undefined,
    withStatus && filter.status
      ? sql`${statusOf(scope.today, scope.dueSoonDays)} = ${filter.status}`
      : undefined,
  );
}

export interface ReportRowData {
  teamId: string;
  teamName: string;
  teamTypeId: string | null;
  teamTypeName: string | null;
  status: Status;
  approvalStatus: string | null;
  approvalNote: string | null;
  assignedTo: string[] | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  changedByFirst: string | null;
  changedBySurname: string | null;
}

function rowColumns(scope: ReportScope) {
  return {
    teamId: teams.id,
    teamName: teams.name,
    teamTypeId: teams.teamTypeId,
    teamTypeName: teamTypes.name,
    status: statusOf(scope.today, scope.dueSoonDays),
    approvalStatus: taskStatuses.approvalStatus,
    approvalNote: taskStatuses.approvalNote,
    assignedTo: taskStatuses.assignedTo,
    updatedAt: taskStatuses.updatedAt,
    updatedBy: taskStatuses.updatedBy,
    changedByFirst: changedBy.firstName,
    changedBySurname: changedBy.surname,
  };
}

/** The rows' order: the sort asked for, then the team name and id. */
function rowOrder(scope: ReportScope) {
  return orderFor(
    scope.query.sort,
    // From a left join: a team with no status row has none (an expression: nulls last).
    {
      // Not complete (no status row counts as not complete) before complete.
      isComplete: sql`coalesce(${taskStatuses.isComplete}, false)`,
      teamName: sql`lower(${teams.name})`,
      updatedAt: sql`${taskStatuses.updatedAt}`,
    },
    sql`lower(${teams.name})`,
    teams.id,
  );
}

/** The rows' query with their team type and the name of who changed them last. */
function rowsQuery(
  db: DbOrTx,
  scope: ReportScope,
  extra: Record<string, unknown> = {},
  onlyTeams?: SQL,
) {
  return reportFrom(db, scope, { ...rowColumns(scope), ...extra })
    .leftJoin(
      teamTypes,
      and(eq(teamTypes.eventId, teams.eventId), eq(teamTypes.id, teams.teamTypeId)),
    )
    .leftJoin(
      changedBy,
      and(eq(changedBy.eventId, teams.eventId), eq(changedBy.userId, taskStatuses.updatedBy)),
    )
    .where(and(reportWhere(scope, true), onlyTeams))
    .orderBy(...rowOrder(scope));
}

/**
 * A page of rows sorted by team name with no status filter: its teams are picked from the
 * teams alone (their names and what they see), then only those are joined to their status,
 * type and last changer — not every team that sees the task.
 */
async function pageByTeamName(
  db: DbOrTx,
  scope: ReportScope,
  window: { limit: number; offset: number },
) {
  const picked = await db
    .select({ id: teams.id })
    .from(teams)
    .innerJoin(tasks, and(eq(tasks.eventId, teams.eventId), eq(tasks.id, scope.taskId)))
    .where(reportWhere(scope, false))
    .orderBy(...rowOrder(scope))
    .limit(window.limit)
    .offset(window.offset);
  if (picked.length === 0) return [];
  return (await rowsQuery(
    db,
    scope,
    {},
    inArray(
      teams.id,
      picked.map((row) => row.id),
    ),
  )) as unknown as ReportRowData[];
}

/** Every team, or every team of a type: what the kept figures count (no search, no one team). */
const isKeptScope = (scope: ReportScope) => !scope.query.q && !scope.query.filter.teamId;

export const emptySummary = () =>
  Object.fromEntries(reportStatusOrder.map((key) => [key, 0])) as Record<Status, number>;

/**
 * How many teams are in each state (the filters but the status one). Over every team, or every
 * team of a type, the task's kept figures answer; a search or one team's filter counts the
 * matching rows (one aggregate).
 */
async function reportSummary(db: DbOrTx, scope: ReportScope): Promise<TaskReportSummary> {
  const summary = emptySummary();
  const { filter } = scope.query;
  if (isKeptScope(scope)) {
    const kept = await keptTaskCounts(
      db,
      { eventId: scope.eventId, taskIds: [scope.taskId] },
      filter.teamTypeId,
    );
    for (const row of kept)
      summary[statusOfKept(row.state, row.dueDate, scope.today, scope.dueSoonDays)] += row.count;
    return summary;
  }
  const status = statusOf(scope.today, scope.dueSoonDays);
  const counts = (await reportFrom(db, scope, {
    status,
    count: sql<number>`count(*)::int`,
  })
    .where(reportWhere(scope, false))
    .groupBy(sql`1`)) as unknown as { status: Status; count: number }[];
  for (const { status: key, count } of counts) summary[key] = Number(count);
  return summary;
}

/**
 * The team types of the teams that see the task, by name (moderators cannot list them): those
 * with a team counted in the task's kept figures.
 */
async function reportTeamTypes(db: DbOrTx, scope: ReportScope) {
  return db
    .selectDistinct({ id: teamTypes.id, name: teamTypes.name })
    .from(taskFigures)
    .innerJoin(
      teamTypes,
      and(eq(teamTypes.eventId, taskFigures.eventId), eq(teamTypes.id, taskFigures.teamTypeId)),
    )
    .where(
      and(
        eq(taskFigures.eventId, scope.eventId),
        eq(taskFigures.taskId, scope.taskId),
        sql`${taskFigures.count} > 0`,
      ),
    )
    .orderBy(teamTypes.name, teamTypes.id);
}

/** The names of the people assigned on these rows, by user id (the event's names). */
async function assigneeNames(db: DbOrTx, eventId: string, rows: ReportRowData[]) {
  const ids = [...new Set(rows.flatMap((row) => row.assignedTo ?? []))];
  if (ids.length === 0) return new Map<string, string>();
  const found = await db
    .select({ userId: members.userId, firstName: members.firstName, surname: members.surname })
    .from(members)
    .where(and(eq(members.eventId, eventId), inArray(members.userId, ids)));
  return new Map(found.map((m) => [m.userId, `${m.firstName} ${m.surname}`.trim()]));
}

export function toReportRow(row: ReportRowData, names: Map<string, string>): TaskReportRow {
  const approval = row.approvalStatus as TaskReportRow['approvalStatus'];
  return {
    teamId: row.teamId,
    teamName: row.teamName,
    teamTypeId: row.teamTypeId,
    teamTypeName: row.teamTypeName,
    status: row.status,
    statusLabel: taskProgressLabels[row.status],
    approvalStatus:
      approval === 'pending' || approval === 'approved' || approval === 'returned'
        ? approval
        : null,
    approvalNote: row.approvalNote ?? '',
    assignees: (row.assignedTo ?? []).flatMap((userId) => {
      const name = names.get(userId);
      return name === undefined ? [] : [{ userId, name }];
    }),
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
    updatedBy: row.updatedBy,
    updatedByName:
      row.changedByFirst === null
        ? null
        : `${row.changedByFirst} ${row.changedBySurname ?? ''}`.trim(),
  };
}

/** The task and what its statuses are read against (the event's dueSoonDays, today). */
export async function reportScope(
  deps: Deps,
  eventId: string,
  taskId: string,
  query: ReportScope['query'],
) {
  const [task, stored] = await Promise.all([
    getTaskRow(deps.db, eventId, taskId),
    getSettingsData(deps.db, eventId, ['variables']),
  ]);
  if (!task) throw taskNotFound();
  const { dueSoonDays } = documentOrDefaults(deps, eventId, 'variables', stored.get('variables'));
  const scope: ReportScope = {
    eventId,
    taskId,
    today: await eventToday(deps.db, eventId),
    dueSoonDays,
    query,
  };
  return { task, scope };
}

/** GET /tasks/:taskId/report: one page of teams with their state, and the counts per state. */
export async function getTaskReport(
  deps: Deps,
  eventId: string,
  taskId: string,
  query: TaskReportQuery,
): Promise<TaskReport> {
  const { scope } = await reportScope(deps, eventId, taskId, query);
  // Over every team (or every team of a type) the kept figures give the total too, so the page
  // reads its 25 rows in name order instead of counting every team that sees the task.
  const keptTotal = isKeptScope(scope);
  const readPage = async () => {
    if (!keptTotal)
      return pagedRows(
        query,
        ({ limit, offset }) =>
          rowsQuery(deps.db, scope, { total: sql<number>`count(*) over ()` })
            .limit(limit)
            .offset(offset) as unknown as Promise<(ReportRowData & { total: number })[]>,
      );
    const window = pageWindow(query);
    const rows =
      !query.filter.status && query.sort.key === 'teamName'
        ? await pageByTeamName(deps.db, scope, window)
        : ((await rowsQuery(deps.db, scope)
            .limit(window.limit)
            .offset(window.offset)) as unknown as ReportRowData[]);
    return { rows, total: 0 };
  };
  const [page, summary, types] = await Promise.all([
    readPage(),
    reportSummary(deps.db, scope),
    reportTeamTypes(deps.db, scope),
  ]);
  if (keptTotal) {
    const { status } = query.filter;
    page.total = status
      ? summary[status]
      : reportStatusOrder.reduce((sum, key) => sum + summary[key], 0);
  }
  const names = await assigneeNames(deps.db, eventId, page.rows);
  return {
    items: page.rows.map((row) => toReportRow(row, names)),
    total: page.total,
    page: query.page,
    pageSize: query.pageSize,
    summary,
    teamTypes: types,
    today: scope.today,
    dueSoonDays: scope.dueSoonDays,
  };
}

/** Every row of the report (its filters), a batch at a time, for the exports. */
export async function* reportRowBatches(
  deps: Deps,
  scope: ReportScope,
  batchSize = 1000,
): AsyncGenerator<TaskReportRow[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = (await rowsQuery(deps.db, scope)
      .limit(batchSize)
      .offset(offset)) as unknown as ReportRowData[];
    if (rows.length === 0) return;
    const names = await assigneeNames(deps.db, scope.eventId, rows);
    yield rows.map((row) => toReportRow(row, names));
    if (rows.length < batchSize) return;
  }
}
