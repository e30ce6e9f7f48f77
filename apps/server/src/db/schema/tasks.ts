import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { eventIdColumn, eventRecordKey, stamps } from './columns.ts';
import { events } from './events.ts';

/** A task (spec section 3, Task); what its type needs is checked by the domain's schemas. */
export const tasks = pgTable(
  'tasks',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull().default('task'),
    /** The day it is due (no time of day); null: no deadline. */
    dueDate: date('due_date', { mode: 'string' }),
    attachmentIds: text('attachment_ids').array().notNull().default(sql`'{}'::text[]`),
    formId: text('form_id'),
    isTimeSensitive: boolean('is_time_sensitive').notNull().default(false),
    externalLink: text('external_link').notNull().default(''),
    isApprovalNeeded: boolean('is_approval_needed').notNull().default(false),
    disclaimer: text('disclaimer').notNull().default(''),
    teamTypeIds: text('team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    showToChildTeams: boolean('show_to_child_teams').notNull().default(false),
    isArchived: boolean('is_archived').notNull().default(false),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    // The lists: active or archived, by due date (no due date last), then id.
    index('tasks_list_idx').on(t.eventId, t.isArchived, t.dueDate, t.id),
    // Form tasks complete themselves when the team submits the form.
    index('tasks_form_idx').on(t.eventId, t.formId),
  ],
);

/** A task group (spec section 3): its tasks in the order members see them. */
export const taskGroups = pgTable(
  'task_groups',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    taskIds: text('task_ids').array().notNull().default(sql`'{}'::text[]`),
    isArchived: boolean('is_archived').notNull().default(false),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('task_groups_list_idx').on(t.eventId, t.isArchived, t.title),
  ],
);

/**
 * A team's progress on a task (spec section 3, Task status): no row means incomplete and
 * unassigned. Complete and n/a exclude each other. On a task that needs approval, a team's
 * "complete" waits as approvalStatus 'pending' until an organiser approves it ('approved') or
 * sends it back ('returned', isComplete false again); the domain's taskState reads all of this.
 */
export const taskStatuses = pgTable(
  'task_statuses',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    teamId: text('team_id').notNull(),
    isComplete: boolean('is_complete').notNull().default(false),
    isNotApplicable: boolean('is_not_applicable').notNull().default(false),
    /** null (no approval asked), 'pending', 'approved' or 'returned'. */
    approvalStatus: text('approval_status'),
    /** The organiser's words when sending it back or approving (shown to the team). */
    approvalNote: text('approval_note').notNull().default(''),
    assignedTo: text('assigned_to').array().notNull().default(sql`'{}'::text[]`),
    /** The final submission that completed a form task (deleting it makes the task incomplete). */
    submissionId: text('submission_id'),
    /** Files the team uploaded for an upload task (stored_files ids). */
    fileIds: text('file_ids').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.taskId, t.teamId] }),
    // A team's statuses across tasks (the member list, the dashboard card, reminders).
    index('task_statuses_team_idx').on(t.eventId, t.teamId, t.taskId),
  ],
);

/** A comment on a team's task thread (spec section 3, Comment and reply). */
export const taskComments = pgTable(
  'task_comments',
  {
    ...eventRecordKey(),
    taskId: text('task_id').notNull(),
    teamId: text('team_id').notNull(),
    text: text('text').notNull(),
    isPinned: boolean('is_pinned').notNull().default(false),
    likes: text('likes').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('task_comments_thread_idx').on(t.eventId, t.taskId, t.teamId, t.createdAt),
  ],
);

/** A reply to a comment; deleting the comment deletes its replies (the cascade below). */
export const taskReplies = pgTable(
  'task_replies',
  {
    ...eventRecordKey(),
    commentId: text('comment_id').notNull(),
    text: text('text').notNull(),
    likes: text('likes').array().notNull().default(sql`'{}'::text[]`),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('task_replies_comment_idx').on(t.eventId, t.commentId, t.createdAt),
    foreignKey({
      columns: [t.eventId, t.commentId],
      foreignColumns: [taskComments.eventId, taskComments.id],
      name: 'task_replies_comment_fk',
    }).onDelete('cascade'),
  ],
);

/**
 * The reminder job's claim: one row per team and day, inserted in the transaction that queues
 * the team's email, so a second run (another process, a restart) finds it and sends nothing.
 */
export const taskReminderSends = pgTable(
  'task_reminder_sends',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    teamId: text('team_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.teamId, t.day] })],
);

/**
 * A member's calendar feed of their team's task deadlines: only the SHA-256 of the secret
 * token is kept; a new link replaces (revokes) the old one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    // Unique within the event (the tenant column leads every unique constraint); the feed's
    // address names no event, so it is found by the hash alone (a random 256-bit token).
    uniqueIndex('calendar_feeds_token_idx').on(t.eventId, t.tokenHash),
    index('calendar_feeds_lookup_idx').on(t.tokenHash),
  ],
);
