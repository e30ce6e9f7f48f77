import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { recordIdSchema, requiredText, stampFields } from '../forms/records.ts';
import { type TaskProgressLabel, taskProgressLabels } from '../tasks/task-progress.ts';
import { reportStatusOrder, taskReportSummarySchema } from '../tasks/task-report.ts';
import { asIs, type Say } from './exports.ts';

/**
 * Saved reports (spec product section 2, /admin/reports; calls 7.6: the sample fields
 * reportType, operation, status, allTasks, taskIds, allTeams, teamIds). Admins save a report's
 * definition; its numbers are computed on every view from the task progress and the
 * submissions, so they are never stale. Organiser teams are left out of every report.
 */

export const reportTypes = ['tasks', 'forms'] as const;
export type ReportType = (typeof reportTypes)[number];

/**
 * What a report computes. Tasks: `completion` (teams per status, per task and per team type,
 * completions over time). Forms: `submissions` (sent submissions per form and per day) and
 * `itemTotals` (quantities and money per item of one form's item lists).
 */
export const reportOperations = {
  tasks: ['completion'],
  forms: ['submissions', 'itemTotals'],
} as const satisfies Record<ReportType, readonly string[]>;
export const allReportOperations = ['completion', 'submissions', 'itemTotals'] as const;
export type ReportOperation = (typeof allReportOperations)[number];

export const reportTypeLabels: Record<ReportType, string> = { tasks: 'Tasks', forms: 'Forms' };
export const reportOperationLabels: Record<ReportOperation, string> = {
  completion: 'Completion',
  submissions: 'Submissions',
  itemTotals: 'Item list totals',
};

export const reportLimits = {
  nameChars: 200,
  taskIds: 500,
  teamIds: 5000,
  formIds: 50,
} as const;

export const reportMessages = {
  invalidReport: /*i18n*/ 'Invalid report',
  notFound: /*i18n*/ 'Report not found',
  operation: /*i18n*/ 'Choose an operation of this report type',
  chooseTasks: /*i18n*/ 'Choose at least one task, or all tasks',
  chooseTeams: /*i18n*/ 'Choose at least one team, or all teams',
  chooseForms: /*i18n*/ 'Choose at least one form',
  oneForm: /*i18n*/ 'Item list totals read one form: choose one',
  taskNotFound: /*i18n*/ 'Task not found',
  teamNotFound: /*i18n*/ 'Team not found',
  formNotFound: /*i18n*/ 'Form not found',
  noStatus: /*i18n*/ 'Form reports have no status',
  twice: /*i18n*/ 'Listed twice',
} as const;

/** The status a task report counts (the task reports' status keys); default Complete. */
export const reportStatusSchema = z.enum(
  reportStatusOrder,
  `Choose a status: ${reportStatusOrder.map((s) => taskProgressLabels[s]).join(', ')}`,
);

const ids = (max: number) =>
  z.array(recordIdSchema).max(max, say(/*i18n*/ 'Choose at most {max}', { max })).default([]);

/** Ids listed twice: an issue at the second. */
function duplicates(list: readonly string[], path: string, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  list.forEach((id, i) => {
    if (seen.has(id))
      ctx.addIssue({ code: 'custom', message: reportMessages.twice, path: [path, i] });
    seen.add(id);
  });
}

/**
 * A report's definition (POST /reports, PUT /reports/:reportId: the whole definition). Task
 * reports read allTasks or taskIds; every report reads allTeams or teamIds; form reports read
 * formIds (itemTotals exactly one). Ids of another event are refused by the server with
 * 'Invalid report' and their paths.
 */
export const reportInputSchema = z
  .strictObject({
    name: requiredText(/*i18n*/ 'Enter a name', reportLimits.nameChars),
    reportType: z.enum(reportTypes, /*i18n*/ 'Choose tasks or forms'),
    operation: z.enum(allReportOperations, reportMessages.operation),
    /** Task reports: the status counted per task and team type (default complete). */
    status: reportStatusSchema.nullable().default(null),
    allTasks: z.boolean().default(true),
    taskIds: ids(reportLimits.taskIds),
    allTeams: z.boolean().default(true),
    teamIds: ids(reportLimits.teamIds),
    formIds: ids(reportLimits.formIds),
  })
  .superRefine((input, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', message, path: [path] });
    if (!(reportOperations[input.reportType] as readonly string[]).includes(input.operation)) {
      issue('operation', reportMessages.operation);
    }
    if (!input.allTeams && input.teamIds.length === 0) issue('teamIds', reportMessages.chooseTeams);
    duplicates(input.teamIds, 'teamIds', ctx);
    if (input.reportType === 'tasks') {
      if (!input.allTasks && input.taskIds.length === 0)
        issue('taskIds', reportMessages.chooseTasks);
      duplicates(input.taskIds, 'taskIds', ctx);
    } else {
      if (input.status !== null) issue('status', reportMessages.noStatus);
      if (input.formIds.length === 0) issue('formIds', reportMessages.chooseForms);
      else if (input.operation === 'itemTotals' && input.formIds.length > 1)
        issue('formIds', reportMessages.oneForm);
      duplicates(input.formIds, 'formIds', ctx);
    }
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportDefinition = z.output<typeof reportInputSchema>;

/**
 * The definition as stored: what does not apply to the type is cleared (a task report keeps
 * no formIds; a form report no tasks nor status; "all" keeps no ids).
 */
export function normaliseReport(input: ReportDefinition): ReportDefinition {
  const isTasks = input.reportType === 'tasks';
  return {
    ...input,
    status: isTasks ? (input.status ?? 'complete') : null,
    allTasks: isTasks ? input.allTasks : true,
    taskIds: isTasks && !input.allTasks ? input.taskIds : [],
    teamIds: input.allTeams ? [] : input.teamIds,
    formIds: isTasks ? [] : input.formIds,
  };
}

export const reportSchema = z.object({
  id: z.string(),
  name: z.string(),
  reportType: z.enum(reportTypes),
  operation: z.enum(allReportOperations),
  status: z.enum(reportStatusOrder).nullable(),
  allTasks: z.boolean(),
  taskIds: z.array(z.string()),
  allTeams: z.boolean(),
  teamIds: z.array(z.string()),
  formIds: z.array(z.string()),
  ...stampFields,
});
export type Report = z.output<typeof reportSchema>;

export const reportSorts = ['name', 'reportType', 'updatedAt'] as const;
export const reportListQuerySchema = listQuerySchema({ sorts: reportSorts, defaultSort: 'name' });
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
export const reportPageSchema = pageSchema(reportSchema);
export type ReportPage = z.output<typeof reportPageSchema>;

/** What the add and edit screens choose from: tasks, exhibitor teams and forms, by name. */
export const reportChoicesSchema = z.strictObject({
  tasks: z.array(z.strictObject({ id: z.string(), title: z.string(), isArchived: z.boolean() })),
  teams: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  forms: z.array(z.strictObject({ id: z.string(), title: z.string(), isArchived: z.boolean() })),
});
export type ReportChoices = z.output<typeof reportChoicesSchema>;

const percent = z.number().min(0).max(100);

/** One task's row: its counts per status equal the task report's summary. */
export const completionTaskRowSchema = z.strictObject({
  taskId: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  /** Teams that see the task (of the report's teams). */
  total: z.number().int(),
  /** Teams in the report's status. */
  counted: z.number().int(),
  percent,
  summary: taskReportSummarySchema,
});
export type CompletionTaskRow = z.output<typeof completionTaskRowSchema>;

export const completionTeamTypeRowSchema = z.strictObject({
  teamTypeId: z.string().nullable(),
  /** The type's name; 'No team type' for teams in none. */
  name: z.string(),
  /** Team and task pairs: each team counts once per task it sees. */
  total: z.number().int(),
  counted: z.number().int(),
  percent,
});
export type CompletionTeamTypeRow = z.output<typeof completionTeamTypeRowSchema>;

/** A day and a number (YYYY-MM-DD, UTC). */
export const reportDayPointSchema = z.strictObject({ day: z.string(), count: z.number().int() });
export type ReportDayPoint = z.output<typeof reportDayPointSchema>;

export const completionResultSchema = z.strictObject({
  operation: z.literal('completion'),
  status: z.enum(reportStatusOrder),
  statusLabel: z.string(),
  /** The day statuses were read for, as the task reports read them. */
  today: z.string(),
  totals: z.strictObject({
    tasks: z.number().int(),
    /** Team and task pairs: each team counts once per task it sees. */
    pairs: z.number().int(),
    counted: z.number().int(),
    percent,
  }),
  tasks: z.array(completionTaskRowSchema),
  teamTypes: z.array(completionTeamTypeRowSchema),
  /** Cumulative teams complete per day, by the day their status last changed. */
  overTime: z.array(reportDayPointSchema),
});

export const submissionsResultSchema = z.strictObject({
  operation: z.literal('submissions'),
  totals: z.strictObject({
    submissions: z.number().int(),
    teams: z.number().int(),
    guests: z.number().int(),
  }),
  forms: z.array(
    z.strictObject({
      formId: z.string(),
      title: z.string(),
      submissions: z.number().int(),
      teams: z.number().int(),
      guests: z.number().int(),
    }),
  ),
  /** Sent submissions per day they were made. */
  perDay: z.array(reportDayPointSchema),
});

export const itemTotalsResultSchema = z.strictObject({
  operation: z.literal('itemTotals'),
  currencyId: z.string(),
  totals: z.strictObject({
    submissions: z.number().int(),
    quantity: z.number().int(),
    /** Minor units. */
    amount: z.number().int(),
  }),
  items: z.array(
    z.strictObject({
      fieldId: z.string(),
      listLabel: z.string(),
      itemId: z.string(),
      label: z.string(),
      /** Price of one in minor units, from the item list's definition. */
      price: z.number().int(),
      quantity: z.number().int(),
      amount: z.number().int(),
    }),
  ),
});

export const reportResultSchema = z.discriminatedUnion('operation', [
  completionResultSchema,
  submissionsResultSchema,
  itemTotalsResultSchema,
]);
export type ReportResult = z.output<typeof reportResultSchema>;
export type CompletionResult = z.output<typeof completionResultSchema>;
export type SubmissionsResult = z.output<typeof submissionsResultSchema>;
export type ItemTotalsResult = z.output<typeof itemTotalsResultSchema>;

/** GET /reports/:reportId/view: the definition and its numbers now. */
export const reportViewSchema = z.strictObject({
  report: reportSchema,
  result: reportResultSchema,
});
export type ReportView = z.output<typeof reportViewSchema>;

/** A share in percent, one decimal (0 when there is nothing to share). */
export const percentOf = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;

/**
 * A share as people read it: one decimal, but never "0%" for some nor "100%" for not all (5 of
 * 10,795 is "<0.1%", 10,790 of 10,795 ">99.9%").
 */
export function shareText(part: number, whole: number): string {
  if (whole === 0 || part === 0) return '0%';
  if (part >= whole) return '100%';
  const percent = percentOf(part, whole);
  if (percent < 0.1) return '<0.1%';
  if (percent > 99.9) return '>99.9%';
  return `${percent}%`;
}

/** Running totals of per-day counts, in day order. */
export function cumulative(points: readonly ReportDayPoint[]): ReportDayPoint[] {
  let sum = 0;
  return [...points]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((point) => {
      sum += point.count;
      return { day: point.day, count: sum };
    });
}

/** The label of a status key as people read it. */
export const reportStatusLabel = (status: TaskProgressLabel) => taskProgressLabels[status];

/**
 * The export's table of a report (XLSX and CSV): the same rows as the view's table, its
 * headings said by `say` (the server's: the event's language; English without).
 */
export function reportTable(
  result: ReportResult,
  say: Say = asIs,
): { columns: string[]; rows: string[][] } {
  const money = (minor: number) => (minor / 100).toFixed(2);
  if (result.operation === 'completion') {
    return {
      columns: [
        say(/*i18n*/ 'Task'),
        say(/*i18n*/ 'Teams'),
        say(result.statusLabel),
        say(/*i18n*/ 'Percent'),
        ...reportStatusOrder.map((key) => say(taskProgressLabels[key])),
      ],
      rows: result.tasks.map((row) => [
        row.title,
        String(row.total),
        String(row.counted),
        `${row.percent}%`,
        ...reportStatusOrder.map((key) => String(row.summary[key])),
      ]),
    };
  }
  if (result.operation === 'submissions') {
    return {
      columns: [
        say(/*i18n*/ 'Form'),
        say(/*i18n*/ 'Submissions'),
        say(/*i18n*/ 'Teams'),
        say(/*i18n*/ 'Guest submissions'),
      ],
      rows: result.forms.map((form) => [
        form.title,
        String(form.submissions),
        String(form.teams),
        String(form.guests),
      ]),
    };
  }
  return {
    columns: [
      say(/*i18n*/ 'Item List'),
      say(/*i18n*/ 'Item'),
      say(/*i18n*/ 'Price'),
      say(/*i18n*/ 'Quantity'),
      say(/*i18n*/ 'Total'),
    ],
    rows: result.items.map((item) => [
      item.listLabel,
      item.label,
      money(item.price),
      String(item.quantity),
      money(item.amount),
    ]),
  };
}
