import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  counterSlotColumn,
  deletedWith,
  eventIdColumn,
  eventRecordKey,
  stamps,
} from './columns.ts';
import { events } from './events.ts';
import { forms } from './forms.ts';

/**
 * A saved report (spec product section 2, /admin/reports; calls 7.6 sample fields): its
 * definition only (domain reports.ts); the numbers are computed when it is viewed. Ids name
 * tasks, teams and forms of the same event; one deleted since is left out of the view.
 */
export const reports = pgTable(
  'reports',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    /** 'tasks' or 'forms'. */
    reportType: text('report_type').notNull(),
    /** 'completion' (tasks), 'submissions' or 'itemTotals' (forms). */
    operation: text('operation').notNull(),
    /** The task status counted (task reports); null for form reports. */
    status: text('status'),
    allTasks: boolean('all_tasks').notNull().default(true),
    taskIds: text('task_ids').array().notNull().default(sql`'{}'::text[]`),
    allTeams: boolean('all_teams').notNull().default(true),
    teamIds: text('team_ids').array().notNull().default(sql`'{}'::text[]`),
    formIds: text('form_ids').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('reports_list_idx').on(t.eventId, t.name),
  ],
);

/**
 * Kept figures of task progress, read by the task report's counts and by completion reports in
 * place of a scan of every team × task: how many exhibitor teams that see each task are in each
 * state, per team type. The states are the ones writes change (`complete`, `notApplicable`,
 * `awaitingApproval`, `open`); the reader splits `open` into due soon / overdue / not started
 * from the task's due date, which is one value for all its teams. Kept by statement triggers on
 * `task_statuses`, `teams` and `tasks` in the writing transaction (migration 0030; the rules
 * are the task report's: organiser teams left out, visibility by team type and stand share);
 * `recount_task_figures(event_id)` rebuilds an event's from scratch.
 */
export const taskFigures = pgTable(
  'task_figures',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    /** The teams' type; '' for teams of no type (a key column cannot be null). */
    teamTypeId: text('team_type_id').notNull(),
    /** `complete`, `notApplicable`, `awaitingApproval` or `open` (no row, or none of those). */
    state: text('state').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.taskId, t.teamTypeId, t.state] })],
);

/**
 * Of the pairs counted `complete` in `task_figures`, how many per task on each day (UTC) their
 * status last changed: the completions-over-time line. Kept by the same triggers.
 */
export const taskCompletionDays = pgTable(
  'task_completion_days',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.taskId, t.day] })],
);

/**
 * Kept figures of sent submissions (drafts left out), read by submission reports in place of a
 * scan of every submission: per form and team ('' for guests), every team counted (the reader
 * leaves organiser teams out, they are few). Kept by a statement trigger on `submissions`
 * (migrations 0030, 0033); `recount_submission_figures(event_id)` rebuilds an event's. Striped
 * (`slot`, see `counterSlotColumn`): a key's figure is the sum of its rows.
 */
export const submissionFigures = pgTable(
  'submission_figures',
  {
    eventId: eventIdColumn(),
    formId: text('form_id').notNull(),
    /** The submitting team; '' for guests. */
    teamId: text('team_id').notNull(),
    slot: counterSlotColumn(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.formId, t.teamId, t.slot] }),
    deletedWith(t.eventId, t.formId, forms),
  ],
);

/**
 * Sent submissions per form and day (UTC) of creation, every team's and guests' (the reader
 * takes the organiser teams' own off): the submissions-per-day line. Same trigger.
 */
export const submissionDays = pgTable(
  'submission_days',
  {
    eventId: eventIdColumn(),
    formId: text('form_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    slot: counterSlotColumn(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.formId, t.day, t.slot] }),
    deletedWith(t.eventId, t.formId, forms),
  ],
);
