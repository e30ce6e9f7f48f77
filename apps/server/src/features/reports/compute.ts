import type { FormField } from '@showdesk/domain/forms/fields';
import {
  type CompletionResult,
  cumulative,
  type ItemTotalsResult,
  percentOf,
  type Report,
  type ReportResult,
  reportStatusLabel,
  type SubmissionsResult,
} from '@showdesk/domain/reports/reports';
import { reportStatusOrder, type TaskReportSummary } from '@showdesk/domain/tasks/task-report';
import type { AppDeps } from '../../app-deps.ts';
import { loadFormDetail } from '../forms/bundle.ts';
import { eventToday } from '../platform/events/calendar.ts';
import { documentOrDefaults, readSettings } from '../platform/settings/documents.ts';
import { getSettingsData } from '../platform/settings/queries.ts';
import { keptStatusCounts } from '../tasks/figures.ts';
import { type StatusCountScope, taskStatusCounts } from '../tasks/status-counts.ts';
import {
  itemQuantities,
  keptSubmissionCounts,
  organiserTeamIds,
  reportFormChoices,
  reportTaskChoices,
  type SubmissionScope,
  submissionCounts,
  teamTypeNames,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const emptySummary = (): TaskReportSummary =>
  Object.fromEntries(reportStatusOrder.map((key) => [key, 0])) as TaskReportSummary;

export const noTeamType = 'No team type';

/**
 * A task completion report: per task the task report's counts per status, per team type, and
 * completions per day, cumulated. Over every team they come from the kept figures
 * (`keptStatusCounts`); over chosen teams from their rows (`taskStatusCounts`, the task
 * report's join).
 */
async function completion(deps: Deps, eventId: string, report: Report): Promise<CompletionResult> {
  const stored = await getSettingsData(deps.db, eventId, ['variables']);
  const { dueSoonDays } = documentOrDefaults(deps, eventId, 'variables', stored.get('variables'));
  const scope: StatusCountScope = {
    eventId,
    taskIds: report.allTasks ? null : report.taskIds,
    teamIds: report.allTeams ? null : report.teamIds,
    today: await eventToday(deps.db, eventId),
    dueSoonDays,
  };
  const status = report.status ?? 'complete';
  const [taskRows, counts, typeNames] = await Promise.all([
    reportTaskChoices(deps.db, eventId, scope.taskIds ?? undefined),
    // Every team: the kept figures; chosen teams: their rows.
    scope.teamIds === null ? keptStatusCounts(deps.db, scope) : taskStatusCounts(deps.db, scope),
    teamTypeNames(deps.db, eventId),
  ]);
  const chosen = report.allTasks
    ? taskRows.filter((task) => !task.isArchived)
    : // In the order the admin chose them; a task deleted since is left out.
      report.taskIds.flatMap((id) => taskRows.find((task) => task.id === id) ?? []);
  const perTask = new Map(chosen.map((task) => [task.id, emptySummary()]));
  const perType = new Map<string | null, { total: number; counted: number }>();
  const perDay = new Map<string, number>();
  for (const row of counts.pairs) {
    const summary = perTask.get(row.taskId);
    if (!summary) continue;
    summary[row.status] += row.count;
    const type = perType.get(row.teamTypeId) ?? { total: 0, counted: 0 };
    type.total += row.count;
    if (row.status === status) type.counted += row.count;
    perType.set(row.teamTypeId, type);
  }
  for (const row of counts.completions) {
    if (perTask.has(row.taskId)) perDay.set(row.day, (perDay.get(row.day) ?? 0) + row.count);
  }
  const tasks = chosen.map((task) => {
    const summary = perTask.get(task.id)!;
    const total = reportStatusOrder.reduce((sum, key) => sum + summary[key], 0);
    return {
      taskId: task.id,
      title: task.title,
      dueDate: task.dueDate,
      total,
      counted: summary[status],
      percent: percentOf(summary[status], total),
      summary,
    };
  });
  const teamTypes = [...perType.entries()]
    .map(([teamTypeId, { total, counted }]) => ({
      teamTypeId,
      name: teamTypeId === null ? noTeamType : (typeNames.get(teamTypeId) ?? noTeamType),
      total,
      counted,
      percent: percentOf(counted, total),
    }))
    .sort((a, b) =>
      a.teamTypeId === null ? 1 : b.teamTypeId === null ? -1 : a.name.localeCompare(b.name),
    );
  const pairs = tasks.reduce((sum, task) => sum + task.total, 0);
  const counted = tasks.reduce((sum, task) => sum + task.counted, 0);
  return {
    operation: 'completion',
    status,
    statusLabel: reportStatusLabel(status),
    today: scope.today,
    totals: {
      tasks: tasks.length,
      pairs,
      counted,
      percent: percentOf(counted, pairs),
    },
    tasks,
    teamTypes,
    overTime: cumulative([...perDay].map(([day, count]) => ({ day, count }))),
  };
}

async function submissionScope(
  deps: Deps,
  eventId: string,
  report: Report,
  formIds: string[],
): Promise<SubmissionScope> {
  const organiserIds = await organiserTeamIds(deps.db, eventId);
  return { eventId, formIds, teamIds: report.allTeams ? null : report.teamIds, organiserIds };
}

/** Every team and guest: the kept figures; chosen teams: their submissions. */
function countSubmissions(deps: Deps, scope: SubmissionScope) {
  return scope.teamIds === null
    ? keptSubmissionCounts(deps.db, scope)
    : submissionCounts(deps.db, scope);
}

/** Sent submissions per form and per day (drafts left out). */
async function submissionReport(
  deps: Deps,
  eventId: string,
  report: Report,
): Promise<SubmissionsResult> {
  const formRows = await reportFormChoices(deps.db, eventId, report.formIds);
  const chosen = report.formIds.flatMap((id) => formRows.find((form) => form.id === id) ?? []);
  if (chosen.length === 0) {
    return {
      operation: 'submissions',
      totals: { submissions: 0, teams: 0, guests: 0 },
      forms: [],
      perDay: [],
    };
  }
  const scope = await submissionScope(
    deps,
    eventId,
    report,
    chosen.map((form) => form.id),
  );
  const counts = await countSubmissions(deps, scope);
  const forms = chosen.map((form) => ({
    formId: form.id,
    title: form.title,
    ...(counts.perForm.get(form.id) ?? { submissions: 0, teams: 0, guests: 0 }),
  }));
  return { operation: 'submissions', totals: counts.total, forms, perDay: counts.perDay };
}

type ItemListField = Extract<FormField, { type: 'itemList' }>;

/**
 * Quantities and money per item of the form's item lists (the form's own fields; item lists
 * inside a template's field group are not read). Prices come from the lists' definitions now.
 */
async function itemTotals(deps: Deps, eventId: string, report: Report): Promise<ItemTotalsResult> {
  const [formId] = report.formIds;
  const [form, variables] = await Promise.all([
    formId ? loadFormDetail(deps, eventId, formId) : null,
    readSettings(deps, eventId, 'variables'),
  ]);
  const lists = (form?.fields ?? []).filter(
    (field): field is ItemListField => field.type === 'itemList',
  );
  const scope = await submissionScope(deps, eventId, report, form ? [form.id] : []);
  const [quantities, counts] = form
    ? await Promise.all([
        itemQuantities(
          deps.db,
          scope,
          lists.map((list) => list.id),
        ),
        countSubmissions(deps, scope),
      ])
    : [[], null];
  const submissions = counts?.total.submissions ?? 0;
  const items = lists.flatMap((list) =>
    list.items.map((item) => {
      const quantity =
        quantities.find((row) => row.fieldId === list.id && row.itemId === item.itemId)?.quantity ??
        0;
      return {
        fieldId: list.id,
        listLabel: list.reportLabel || list.label,
        itemId: item.itemId,
        label: item.label,
        price: item.price,
        quantity,
        amount: item.price * quantity,
      };
    }),
  );
  return {
    operation: 'itemTotals',
    currencyId: variables.currencyId,
    totals: {
      submissions,
      quantity: items.reduce((sum, item) => sum + item.quantity, 0),
      amount: items.reduce((sum, item) => sum + item.amount, 0),
    },
    items,
  };
}

/** A saved report's numbers now. */
export async function computeReport(
  deps: Deps,
  eventId: string,
  report: Report,
): Promise<ReportResult> {
  if (report.operation === 'completion') return completion(deps, eventId, report);
  if (report.operation === 'submissions') return submissionReport(deps, eventId, report);
  return itemTotals(deps, eventId, report);
}
