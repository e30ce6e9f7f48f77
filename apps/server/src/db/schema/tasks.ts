import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventIdColumn, stamps } from './columns.ts';
import { events } from './events.ts';

/** A task (spec section 3, Task); what its type needs is checked by the domain's schemas. */
export const tasks = pgTable(
  'tasks',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
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
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
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
