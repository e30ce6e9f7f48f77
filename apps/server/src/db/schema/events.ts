import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Global: one row per tenant. */
export const events = pgTable(
  'events',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    hostnames: text('hostnames').array().notNull().default(sql`'{}'::text[]`),
    /** The event's IANA time zone: its days (due soon, overdue) and hours (reminders). */
    timeZone: text('time_zone').notNull().default('Europe/London'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_slug_unique').on(t.slug)],
);

/** Global key-value secrets generated once per installation (e.g. the auth signing secret). */
export const instanceSecrets = pgTable('instance_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
