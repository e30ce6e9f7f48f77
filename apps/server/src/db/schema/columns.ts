import { text, timestamp } from 'drizzle-orm/pg-core';

/** Every event-owned record carries who made and last changed it, and when (DESIGN.md). */
export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
};

/** The tenant column: first in every event-owned primary key (the Citus rule). */
export const eventIdColumn = () => text('event_id').notNull();
