import { z } from 'zod';
import { approvalStatuses, type TaskProgressLabel } from './task-progress.ts';
import { taskTypes } from './tasks.ts';

/**
 * What members read and send about their team's tasks (spec sections 2 `/tasks`, 3 Task
 * status, 4 task completion): the list grouped by task group with progress, one task with what
 * its type needs, and the changes a team makes (complete / n/a / incomplete, assignees).
 */

export const taskProgressLabelValues = [
  'complete',
  'notApplicable',
  'overdue',
  'dueSoon',
  'pending',
  'awaitingApproval',
] as const satisfies readonly TaskProgressLabel[];

/** The filters of the member list (spec: Due Soon, Overdue, Complete, N/A, Incomplete). */
export const memberTaskFilters = [
  'dueSoon',
  'overdue',
  'complete',
  'notApplicable',
  'incomplete',
] as const;
export type MemberTaskFilter = (typeof memberTaskFilters)[number];

export const memberTaskFilterLabels: Record<MemberTaskFilter, string> = {
  dueSoon: 'Due Soon',
  overdue: 'Overdue',
  complete: 'Complete',
  notApplicable: 'N/A',
  incomplete: 'Incomplete',
};

/**
 * Whether a task with this label passes a filter: Complete takes those awaiting approval too
 * (the team has done its part); Incomplete is everything neither complete nor n/a.
 */
export function matchesTaskFilter(label: TaskProgressLabel, filter: MemberTaskFilter): boolean {
  switch (filter) {
    case 'complete':
      return label === 'complete' || label === 'awaitingApproval';
    case 'incomplete':
      return label === 'pending' || label === 'dueSoon' || label === 'overdue';
    default:
      return label === filter;
  }
}

export const memberTaskListQuerySchema = z.object({
  filter: z.enum(memberTaskFilters, /*i18n*/ 'Choose a filter from the list').optional(),
});

const person = z.object({ id: z.string(), name: z.string() });
export type TaskPerson = z.infer<typeof person>;

/** The team's progress on a task (no row yet: incomplete, unassigned, never changed). */
export const memberTaskStatusSchema = z.object({
  isComplete: z.boolean(),
  isNotApplicable: z.boolean(),
  approvalStatus: z.enum(approvalStatuses).nullable(),
  approvalNote: z.string(),
  assignedTo: z.array(person),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: person.nullable(),
});
export type MemberTaskStatus = z.infer<typeof memberTaskStatusSchema>;

export const memberTaskSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(taskTypes),
  dueDate: z.string().nullable(),
  isTimeSensitive: z.boolean(),
  isApprovalNeeded: z.boolean(),
  label: z.enum(taskProgressLabelValues),
  /** Null for a reader with no team (an organiser reading all tasks). */
  status: memberTaskStatusSchema.nullable(),
});
export type MemberTaskSummary = z.infer<typeof memberTaskSummarySchema>;

export const taskProgressCountSchema = z.object({ done: z.number(), total: z.number() });
export type TaskProgressCount = z.infer<typeof taskProgressCountSchema>;

export const memberTaskGroupSchema = z.object({
  /** Null: the tasks in no group ("Other tasks"). */
  id: z.string().nullable(),
  title: z.string(),
  /** Of every visible task of the group, whatever the filter. */
  progress: taskProgressCountSchema,
  tasks: z.array(memberTaskSummarySchema),
});
export type MemberTaskGroup = z.infer<typeof memberTaskGroupSchema>;

export const memberTaskListSchema = z.object({
  /** Whether the caller has a team whose progress this shows. */
  hasTeam: z.boolean(),
  /** The day the labels were worked out for, and the event's dueSoonDays. */
  today: z.string(),
  dueSoonDays: z.number(),
  /** Every visible task counted once, whatever the filter. */
  progress: taskProgressCountSchema,
  groups: z.array(memberTaskGroupSchema),
});
export type MemberTaskList = z.infer<typeof memberTaskListSchema>;

export const taskFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  size: z.number(),
  type: z.string(),
});
export type TaskFile = z.infer<typeof taskFileSchema>;

/**
 * A submission the team sent of a form task's form that does not complete the task yet: the team
 * may count it for the task in one click (POST /member/tasks/:taskId/submission).
 */
export const sentSubmissionSchema = z.object({
  id: z.string(),
  /** When it was sent or last changed (the date the team reads it by). */
  sentAt: z.iso.datetime(),
  /** Who sent or last changed it (null: someone no longer in the event). */
  sentBy: z.string().nullable(),
});
export type SentSubmission = z.infer<typeof sentSubmissionSchema>;

export const memberTaskDetailSchema = z.object({
  task: memberTaskSummarySchema.extend({
    description: z.string(),
    externalLink: z.string(),
    disclaimer: z.string(),
    /** The form a form task asks for (null when the form is not open to members). */
    form: z.object({ id: z.string(), title: z.string() }).nullable(),
    attachments: z.array(taskFileSchema),
  }),
  /** The team's uploads for an upload task. */
  files: z.array(taskFileSchema),
  /** Who may be assigned (the team's members); empty without a team. */
  teamMembers: z.array(person),
  hasTeam: z.boolean(),
  /**
   * For a form task the team has not completed: its sent submissions of the task's form, newest
   * first (at most a few), any of which it may count for the task; empty otherwise.
   */
  sentSubmissions: z.array(sentSubmissionSchema),
});
export type MemberTaskDetail = z.infer<typeof memberTaskDetailSchema>;

export const taskProgressStates = ['complete', 'notApplicable', 'incomplete'] as const;
export type TaskProgressState = (typeof taskProgressStates)[number];

export const taskProgressInputSchema = z.strictObject({
  state: z.enum(taskProgressStates, /*i18n*/ 'Invalid progress'),
});
export type TaskProgressInput = z.infer<typeof taskProgressInputSchema>;

export const taskAssigneesInputSchema = z.strictObject({
  userIds: z.array(z.string().min(1).max(100)).max(100),
});
export type TaskAssigneesInput = z.infer<typeof taskAssigneesInputSchema>;

/** Counting one of the team's sent submissions for a form task. */
export const countSubmissionInputSchema = z.strictObject({
  submissionId: z.string().min(1).max(100),
});
export type CountSubmissionInput = z.infer<typeof countSubmissionInputSchema>;

/** Types a team completes by hand; the others complete themselves. */
export const handCompletedTaskTypes = ['task', 'externalForm', 'pdfForm', 'tbc'] as const;

export const taskSummaryCardSchema = z.object({
  hasTeam: z.boolean(),
  counts: z.object({
    overdue: z.number(),
    dueSoon: z.number(),
    incomplete: z.number(),
    done: z.number(),
    total: z.number(),
  }),
  overdue: z.array(memberTaskSummarySchema),
  dueSoon: z.array(memberTaskSummarySchema),
});
export type TaskSummaryCard = z.infer<typeof taskSummaryCardSchema>;
