import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { eventIdColumn, stamps } from './columns.ts';
import { events } from './events.ts';

/**
 * An event's own version of one kind of email. Only changed kinds have a
 * row: the default lives in code, and "Reset to default" deletes the row.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    /** The kind of email (spec, calls 7.5): welcome, taskReminder, … */
    kind: text('kind').notNull(),
    /** LiquidJS, rendered as plain text. */
    subject: text('subject').notNull(),
    /** LiquidJS writing HTML (values escaped), placed in the event's branded layout. */
    body: text('body').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind] })],
);
