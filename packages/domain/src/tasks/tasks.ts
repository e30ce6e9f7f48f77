import { z } from 'zod';
import { booleanFilter, idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import {
  archiveRecordsInputSchema,
  recordIdSchema,
  stampFields,
  trimmedText,
} from '../forms/records.ts';

/**
 * Tasks (spec section 3, Task; section 4, task completion and time status; calls document,
 * sections 7.1 and 8): the exhibitors' checklist, each with what its type needs.
 */

/** "Task types: task, form, externalForm, pdfForm, upload, disclaimer, tbc" (calls, 9). */
export const taskTypes = [
  'task',
  'form',
  'externalForm',
  'pdfForm',
  'upload',
  'disclaimer',
  'tbc',
] as const;
export type TaskType = (typeof taskTypes)[number];

export const taskTypeLabels: Record<TaskType, string> = {
  task: 'Task',
  form: 'Form',
  externalForm: 'External form',
  pdfForm: 'PDF form',
  upload: 'Upload',
  disclaimer: 'Disclaimer',
  tbc: 'To be confirmed',
};

/** The spec's messages (calls document, section 8) and ours where it has none. */
export const taskMessages = {
  invalidTask: /*i18n*/ 'Invalid task values',
  invalidGroup: /*i18n*/ 'Invalid group',
  invalidTargetDate: /*i18n*/ 'Invalid target date',
  invalidType: /*i18n*/ 'Choose a task type from the list',
  taskNotFound: /*i18n*/ 'Task not found',
  groupNotFound: /*i18n*/ 'Task group not found',
  formNeeded: /*i18n*/ 'Choose the form this task asks for',
  formNotFound: /*i18n*/ 'This form is not in the event',
  linkNeeded: /*i18n*/ 'Enter the link of the external form',
  disclaimerNeeded: /*i18n*/ 'Enter the text the team agrees to',
  groupNotInEvent: /*i18n*/ 'This task group is not in the event',
  taskNotInEvent: /*i18n*/ 'This task is not in the event',
  teamTypeNotInEvent: /*i18n*/ 'This team type is not in the event',
} as const;

/** A calendar day, YYYY-MM-DD, that exists ('Invalid target date' otherwise). */
export const calendarDaySchema = text(taskMessages.invalidTargetDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, taskMessages.invalidTargetDate)
  .refine(isCalendarDay, taskMessages.invalidTargetDate);

function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const httpLink = trimmedText(2000).refine(
  (link) => link === '' || /^https?:\/\/[^\s]+$/i.test(link),
  /*i18n*/ 'Enter a link starting with https://',
);

/** What an organiser sets on a task. */
const taskSettings = {
  title: text(/*i18n*/ 'Enter a title')
    .trim()
    .min(1, /*i18n*/ 'Enter a title')
    .max(200, /*i18n*/ 'Use at most 200 characters'),
  /** Rich text (sanitised HTML). */
  description: trimmedText(20_000),
  type: z.enum(taskTypes, taskMessages.invalidType),
  /** The day it is due; null: no deadline (never due soon or overdue). */
  dueDate: calendarDaySchema.nullable(),
  /** Files the team downloads (pdfForm: the PDF to fill in), in order. */
  attachmentIds: z.array(recordIdSchema, /*i18n*/ 'Task attachments must be a list').max(20),
  /** The form a form task asks for; submitting it completes the task. */
  formId: recordIdSchema.nullable(),
  /** Shown with a clock: the deadline cannot move. */
  isTimeSensitive: z.boolean(),
  /** The link of an externalForm task. */
  externalLink: httpLink,
  /** A team's "complete" waits for an organiser's approval. */
  isApprovalNeeded: z.boolean(),
  /** The text a disclaimer task's team agrees to. */
  disclaimer: trimmedText(5000),
  /** Empty: every team type. */
  teamTypeIds: z.array(recordIdSchema).max(200),
  /** Child stand-share teams see it too (spec section 6). */
  showToChildTeams: z.boolean(),
};

export const taskSchema = z.strictObject({
  id: recordIdSchema,
  ...taskSettings,
  isArchived: z.boolean(),
  ...stampFields,
});
export type Task = z.infer<typeof taskSchema>;

/** What each type needs beyond the common settings, checked on every write. */
export function taskTypeIssues(
  task: Pick<Task, 'type' | 'formId' | 'externalLink' | 'disclaimer'>,
): { path: string; message: string }[] {
  if (task.type === 'form' && !task.formId)
    return [{ path: 'formId', message: taskMessages.formNeeded }];
  if (task.type === 'externalForm' && !task.externalLink)
    return [{ path: 'externalLink', message: taskMessages.linkNeeded }];
  if (task.type === 'disclaimer' && !task.disclaimer)
    return [{ path: 'disclaimer', message: taskMessages.disclaimerNeeded }];
  return [];
}

const withTypeChecks = <T extends z.ZodType<Partial<Task>>>(schema: T) =>
  schema.superRefine((task, ctx) => {
    if (task.type === undefined) return;
    for (const issue of taskTypeIssues({
      type: task.type,
      formId: task.formId ?? null,
      externalLink: task.externalLink ?? '',
      disclaimer: task.disclaimer ?? '',
    }))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

/** Body of "add task", optionally into chosen groups (calls, 7.1). */
export const createTaskInputSchema = withTypeChecks(
  z.strictObject({
    title: taskSettings.title,
    description: taskSettings.description.default(''),
    type: taskSettings.type.default('task'),
    dueDate: taskSettings.dueDate.default(null),
    attachmentIds: taskSettings.attachmentIds.default([]),
    formId: taskSettings.formId.default(null),
    isTimeSensitive: taskSettings.isTimeSensitive.default(false),
    externalLink: taskSettings.externalLink.default(''),
    isApprovalNeeded: taskSettings.isApprovalNeeded.default(false),
    disclaimer: taskSettings.disclaimer.default(''),
    teamTypeIds: taskSettings.teamTypeIds.default([]),
    showToChildTeams: taskSettings.showToChildTeams.default(false),
    /** Task groups the new task joins (at the end of their lists). */
    groupIds: z.array(recordIdSchema).max(50).default([]),
  }),
);
export type CreateTaskInput = z.input<typeof createTaskInputSchema>;

/**
 * Body of "update task": any settings, the archive flag, and the groups it is in (joins the
 * ones added at the end, leaves the ones missing). The type's needs are checked on the task as
 * it will be.
 */
export const updateTaskInputSchema = z
  .strictObject({
    ...taskSettings,
    isArchived: z.boolean(),
    groupIds: z.array(recordIdSchema).max(50),
  })
  .partial()
  .refine((input) => Object.keys(input).length > 0, {
    message: /*i18n*/ 'Send at least one field',
  });
export type UpdateTaskInput = z.infer<typeof updateTaskInputSchema>;

/** A task with the groups it is in (the organisers' record screen). */
export const taskDetailSchema = taskSchema.extend({ groupIds: z.array(recordIdSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

/** "Default sorts: … tasks by dueDate" (calls document, section 9); no due date last. */
export const taskSorts = ['dueDate', 'title', 'updatedAt'] as const;
export type TaskSort = (typeof taskSorts)[number];

/**
 * Query of the organisers' tasks list: q matches the title; filters isArchived (default false:
 * the active list), type, teamTypeId (tasks for that team type, including those for every
 * type), groupId.
 */
export const taskListQuerySchema = listQuerySchema({
  sorts: taskSorts,
  defaultSort: 'dueDate',
  filters: {
    isArchived: booleanFilter,
    type: z.enum(taskTypes, taskMessages.invalidType),
    teamTypeId: idFilter,
    groupId: idFilter,
  },
});
export type TaskListQuery = z.output<typeof taskListQuerySchema>;
export const taskPageSchema = pageSchema(taskSchema);
export type TaskPage = z.infer<typeof taskPageSchema>;

/** Body of bulk archive and unarchive. */
export const archiveTasksInputSchema = archiveRecordsInputSchema;
export type ArchiveTasksInput = z.infer<typeof archiveTasksInputSchema>;
