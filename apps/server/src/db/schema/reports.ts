import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventIdColumn, stamps } from './columns.ts';
import { events } from './events.ts';

/**
 * A saved report (spec product section 2, /admin/reports; calls 7.6 sample fields): its
 * definition only (domain reports.ts); the numbers are computed when it is viewed. Ids name
 * tasks, teams and forms of the same event; one deleted since is left out of the view.
 */
export const reports = pgTable(
  'reports',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
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
