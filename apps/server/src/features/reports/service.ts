import { pageInMemory } from '@showdesk/domain/common/list-query';
import {
  normaliseReport,
  type Report,
  type ReportChoices,
  type ReportDefinition,
  type ReportListQuery,
  type ReportPage,
  reportInputSchema,
  reportMessages,
  reportSchema,
} from '@showdesk/domain/reports/reports';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../lib/validate.ts';
import {
  deleteReport,
  getReportRow,
  insertReport,
  listReportRows,
  type ReportRow,
  reportFormChoices,
  reportTaskChoices,
  reportTeamChoices,
  updateReport,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

export const reportNotFound = () => AppError.notFound(reportMessages.notFound);

function readReport(deps: Deps, row: ReportRow): Report | null {
  return checkStoredRecord(
    deps,
    reportSchema,
    {
      id: row.id,
      name: row.name,
      reportType: row.reportType,
      operation: row.operation,
      status: row.status,
      allTasks: row.allTasks,
      taskIds: row.taskIds,
      allTeams: row.allTeams,
      teamIds: row.teamIds,
      formIds: row.formIds,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'report', eventId: row.eventId, id: row.id },
  );
}

/** One page of the event's reports (q on the name; sort name, reportType, updatedAt). */
export async function pageReports(
  deps: Deps,
  eventId: string,
  query: ReportListQuery,
): Promise<ReportPage> {
  const all = (await listReportRows(deps.db, eventId)).flatMap(
    (row) => readReport(deps, row) ?? [],
  );
  return pageInMemory(all, query, {
    sortValue: {
      name: (report) => report.name.toLocaleLowerCase('en-GB'),
      reportType: (report) => report.reportType,
      updatedAt: (report) => report.updatedAt,
    },
    searchText: (report) => report.name,
  });
}

export async function getReport(deps: Deps, eventId: string, reportId: string): Promise<Report> {
  const row = await getReportRow(deps.db, eventId, reportId);
  const report = row && readReport(deps, row);
  if (!report) throw reportNotFound();
  return report;
}

/** What the add and edit screens choose from: tasks, exhibitor teams and forms. */
export async function reportChoices(deps: Deps, eventId: string): Promise<ReportChoices> {
  const [tasks, teams, forms] = await Promise.all([
    reportTaskChoices(deps.db, eventId),
    reportTeamChoices(deps.db, eventId),
    reportFormChoices(deps.db, eventId),
  ]);
  return {
    tasks: tasks.map(({ id, title, isArchived }) => ({ id, title, isArchived })),
    teams: teams.filter((team) => !team.isOrganiser).map(({ id, name }) => ({ id, name })),
    forms,
  };
}

/**
 * The definition's ids must be this event's tasks, exhibitor teams (organiser teams are left
 * out of reports) and forms: 'Invalid report' with the paths of the others.
 */
async function refuseUnknownIds(deps: Deps, eventId: string, input: ReportDefinition) {
  const [tasks, teams, forms] = await Promise.all([
    input.taskIds.length ? reportTaskChoices(deps.db, eventId, input.taskIds) : [],
    input.teamIds.length ? reportTeamChoices(deps.db, eventId, input.teamIds) : [],
    input.formIds.length ? reportFormChoices(deps.db, eventId, input.formIds) : [],
  ]);
  const issues: FieldIssue[] = [];
  const check = (key: string, list: string[], found: Set<string>, message: string) =>
    list.forEach((id, i) => {
      if (!found.has(id)) issues.push({ path: `${key}.${i}`, message });
    });
  check('taskIds', input.taskIds, new Set(tasks.map((t) => t.id)), reportMessages.taskNotFound);
  check(
    'teamIds',
    input.teamIds,
    new Set(teams.filter((t) => !t.isOrganiser).map((t) => t.id)),
    reportMessages.teamNotFound,
  );
  check('formIds', input.formIds, new Set(forms.map((f) => f.id)), reportMessages.formNotFound);
  if (issues.length) throw invalidInput(reportMessages.invalidReport, issues);
}

async function readInput(deps: Deps, eventId: string, body: unknown) {
  const input = normaliseReport(parseInput(reportInputSchema, body, reportMessages.invalidReport));
  await refuseUnknownIds(deps, eventId, input);
  return input;
}

/** Saves a new report definition. */
export async function addReport(deps: Deps, ctx: EventContext, body: unknown): Promise<Report> {
  const input = await readInput(deps, ctx.eventId, body);
  const row = await deps.db.transaction((tx) =>
    insertReport(tx, {
      ...input,
      eventId: ctx.eventId,
      id: newId(),
      ...newRecordStamps(ctx.userId),
    }),
  );
  return readReport(deps, row)!;
}

/** Replaces a report's definition (the whole of it). */
export async function editReport(
  deps: Deps,
  ctx: EventContext,
  reportId: string,
  body: unknown,
): Promise<Report> {
  const input = await readInput(deps, ctx.eventId, body);
  const row = await deps.db.transaction((tx) =>
    updateReport(tx, ctx.eventId, reportId, {
      ...input,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    }),
  );
  if (!row) throw reportNotFound();
  return readReport(deps, row)!;
}

export async function removeReport(deps: Deps, ctx: EventContext, reportId: string) {
  const deleted = await deps.db.transaction((tx) => deleteReport(tx, ctx.eventId, reportId));
  if (!deleted) throw reportNotFound();
}
