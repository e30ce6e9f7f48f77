import {
  type AnyPgColumn,
  customType,
  foreignKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { events } from './events.ts';

/** Every event-owned record carries who made and last changed it, and when (DESIGN.md). */
export const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  createdBy: text('created_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
};

/** The tenant column: first in every event-owned primary key (the Citus rule). */
export const eventIdColumn = () => text('event_id').notNull();

/**
 * The key of an event's record: its tenant column (the record goes with its event) and its id,
 * the two columns of its primary key.
 */
export const eventRecordKey = () => ({
  eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
  id: text('id').notNull(),
});

/** The foreign key of a record to the record of the same event it belongs to, and goes with. */
export const deletedWith = (
  eventId: AnyPgColumn,
  parentId: AnyPgColumn,
  parent: { eventId: AnyPgColumn; id: AnyPgColumn },
) =>
  foreignKey({
    columns: [eventId, parentId],
    foreignColumns: [parent.eventId, parent.id],
  }).onDelete('cascade');

/**
 * The stripe of a kept count that many writers move at once (a form's submissions near its
 * deadline): each database session adds to its own row (`pg_backend_pid() % 8`, the triggers
 * of migration 0033), so concurrent writers do not queue on one row until they commit; a
 * reader sums a key's stripes. A stripe alone may be negative, the sum never is.
 */
export const counterSlotColumn = () => smallint('slot').notNull().default(0);

/**
 * A jsonb column whose value may be any JSON value, a bare string included (a rich text
 * section's data). Both drivers already parse jsonb; drizzle's own jsonb parses a string it
 * is handed once more, so a stored string that reads as JSON ("9 ", "true", "[1]") would come
 * back as a number, a boolean or an array. This one keeps what the driver gives.
 */
export const jsonValue = customType<{ data: unknown; driverData: unknown }>({
  dataType: () => 'jsonb',
  toDriver: (value) => JSON.stringify(value),
  fromDriver: (value) => value,
});
