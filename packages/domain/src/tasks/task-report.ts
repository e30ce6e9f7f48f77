import { z } from 'zod';
import { idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { recordIdSchema } from '../forms/records.ts';
import { type UploadKind, uploadAcceptClasses } from '../platform/uploads.ts';
import { asIs, formatExportDateTime, type Say, zonedHeading } from '../reports/exports.ts';
import {
  type TaskProgressLabel,
  taskProgressLabels,
  taskProgressMessages,
} from './task-progress.ts';
import { taskTypes } from './tasks.ts';

/**
 * The organisers' side of teams' progress (spec section 4, task progress; product section 2,
 * /admin/tasks/:taskId/report): setting a team's state, approving or sending back, the task
 * report and its exports, and the task's attachments.
 */

/** What an organiser sets for a team (PUT /tasks/:taskId/teams/:teamId/progress). */
export const organiserProgressStates = ['complete', 'notApplicable', 'incomplete'] as const;
export type OrganiserProgressState = (typeof organiserProgressStates)[number];

export const organiserProgressInputSchema = z.strictObject({
  state: z.enum(organiserProgressStates, taskProgressMessages.invalidProgress),
});
export type OrganiserProgressInput = z.infer<typeof organiserProgressInputSchema>;

export const approvalDecisions = ['approve', 'return'] as const;
export type ApprovalDecision = (typeof approvalDecisions)[number];

export const approvalInputSchema = z.strictObject({
  decision: z.enum(approvalDecisions, taskProgressMessages.invalidProgress),
  /** The organiser's words to the team, in the taskStatus email and on the task. */
  note: text().trim().max(2000, /*i18n*/ 'Use at most 2000 characters').default(''),
});
export type ApprovalInput = z.input<typeof approvalInputSchema>;

/** The labels in the order of the report's chart and filters. */
export const reportStatusOrder = [
  'complete',
  'notApplicable',
  'awaitingApproval',
  'dueSoon',
  'overdue',
  'pending',
] as const satisfies readonly TaskProgressLabel[];

/** A report filter's status, as the label people read ("status:Due Soon") or its key. */
const statusFilter = text()
  .trim()
  .transform((value, ctx) => {
    const key = reportStatusOrder.find(
      (label) => label === value || taskProgressLabels[label].toLowerCase() === value.toLowerCase(),
    );
    if (!key) {
      ctx.addIssue({
        code: 'custom',
        message: `Filter by a status: ${reportStatusOrder.map((l) => taskProgressLabels[l]).join(', ')}`,
      });
      return z.NEVER;
    }
    return key;
  });

/** isComplete first (the spec's default for teams with their status: incomplete teams first). */
export const taskReportSorts = ['isComplete', 'teamName', 'updatedAt'] as const;
export type TaskReportSort = (typeof taskReportSorts)[number];

/**
 * ?page&pageSize&sort&q&filter: q matches the team name; filters status and teamTypeId, and
 * teamId (one team's row: a comment email's link to the report names its team).
 */
export const taskReportQuerySchema = listQuerySchema({
  sorts: taskReportSorts,
  defaultSort: 'isComplete',
  filters: { status: statusFilter, teamTypeId: idFilter, teamId: idFilter },
});
export type TaskReportQuery = z.output<typeof taskReportQuerySchema>;

export const taskReportRowSchema = z.strictObject({
  teamId: z.string(),
  teamName: z.string(),
  teamTypeId: z.string().nullable(),
  teamTypeName: z.string().nullable(),
  status: z.enum(reportStatusOrder),
  /** The label people read: Complete, N/A, Awaiting approval, Overdue, Due Soon, Incomplete. */
  statusLabel: z.string(),
  approvalStatus: z.enum(['pending', 'approved', 'returned']).nullable(),
  approvalNote: z.string(),
  assignees: z.array(z.strictObject({ userId: z.string(), name: z.string() })),
  /** The last change of the team's progress (null: never touched). */
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TaskReportRow = z.infer<typeof taskReportRowSchema>;

/** How many teams are in each state, for the chart (the filters' counts, before status). */
export const taskReportSummarySchema = z.strictObject({
  complete: z.number().int(),
  notApplicable: z.number().int(),
  awaitingApproval: z.number().int(),
  dueSoon: z.number().int(),
  overdue: z.number().int(),
  pending: z.number().int(),
});
export type TaskReportSummary = z.infer<typeof taskReportSummarySchema>;

export const taskReportSchema = pageSchema(taskReportRowSchema).extend({
  summary: taskReportSummarySchema,
  /** The team types of the teams that see the task (the team type filter's choices). */
  teamTypes: z.array(z.strictObject({ id: z.string(), name: z.string() })),
  /** The day the time statuses were read for (YYYY-MM-DD). */
  today: z.string(),
  dueSoonDays: z.number().int(),
});
export type TaskReport = z.infer<typeof taskReportSchema>;

/** One file of a task (the PDF to fill in, a guide…), served at `url` to teams that see it. */
export const taskAttachmentSchema = z.strictObject({
  id: recordIdSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  url: z.string(),
});
export type TaskAttachment = z.infer<typeof taskAttachmentSchema>;

/** The file types a task takes as attachments: PDFs, documents and images. */
export const taskAttachmentKinds = [
  ...uploadAcceptClasses.docs,
  'txt',
  ...uploadAcceptClasses.image,
] as const satisfies readonly UploadKind[];

export const taskAttachmentMessages = {
  pdfNeeded: /*i18n*/ 'A PDF form task needs its PDF: upload one',
  fileNotFound: /*i18n*/ "This file is not one of the task's uploads",
} as const;

/** The export's columns (XLSX and CSV), in order. */
export const taskReportColumns = [
  /*i18n*/ 'Team',
  /*i18n*/ 'Team Type',
  /*i18n*/ 'Status',
  /*i18n*/ 'Assigned To',
  /*i18n*/ 'Last Changed',
  /*i18n*/ 'Changed By',
] as const;

/**
 * The export's headings, each said by `say` (the server's: the event's language): Last
 * Changed names the event's zone its times are in.
 */
export const taskReportHeadings = (timeZone?: string, say: Say = asIs) =>
  taskReportColumns.map((column) =>
    column === 'Last Changed' ? zonedHeading(say(column), timeZone) : say(column),
  );

/**
 * One report row as the export's cells, in `taskReportColumns` order; Last Changed on the
 * event's wall clock (`timeZone`; UK time unless given).
 */
export function taskReportCells(row: TaskReportRow, timeZone?: string): string[] {
  return [
    row.teamName,
    row.teamTypeName ?? '',
    row.statusLabel,
    row.assignees.map((a) => a.name).join(', '),
    formatExportDateTime(row.updatedAt, timeZone),
    row.updatedByName ?? '',
  ];
}

/**
 * A team's progress on the tasks that apply to it (GET /teams/:teamId/tasks, the organisers'
 * team page): the unarchived tasks the team sees, each with its state as the task report reads
 * it. Incomplete first — overdue, due soon, incomplete, awaiting approval — then complete and
 * n/a; by due date (none last) and title within each.
 */
export const teamTaskOrder = [
  'overdue',
  'dueSoon',
  'pending',
  'awaitingApproval',
  'complete',
  'notApplicable',
] as const satisfies readonly TaskProgressLabel[];

export const teamTaskRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  type: z.enum(taskTypes),
  dueDate: z.string().nullable(),
  status: z.enum(reportStatusOrder),
  /** The label people read: Complete, N/A, Awaiting approval, Overdue, Due Soon, Incomplete. */
  statusLabel: z.string(),
  /** The last change of the team's progress (null: never touched). */
  updatedAt: z.iso.datetime().nullable(),
});
export type TeamTaskRow = z.infer<typeof teamTaskRowSchema>;

export const teamTaskProgressSchema = z.strictObject({
  /** Organiser teams see every task but are left out of the task reports (and reminders). */
  isOrganiser: z.boolean(),
  /** How many tasks are in each state (summing to the tasks' count). */
  summary: taskReportSummarySchema,
  tasks: z.array(teamTaskRowSchema),
  /** The day the time statuses were read for (YYYY-MM-DD). */
  today: z.string(),
  dueSoonDays: z.number().int(),
});
export type TeamTaskProgress = z.infer<typeof teamTaskProgressSchema>;

/** Orders a team's tasks: incomplete and overdue first, then by due date (none last) and title. */
export function compareTeamTasks(a: TeamTaskRow, b: TeamTaskRow): number {
  const byState = teamTaskOrder.indexOf(a.status) - teamTaskOrder.indexOf(b.status);
  if (byState) return byState;
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.title.localeCompare(b.title, 'en-GB', { numeric: true, sensitivity: 'base' });
}
