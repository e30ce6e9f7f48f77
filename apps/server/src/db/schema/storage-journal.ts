import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventIdColumn } from './columns.ts';

/**
 * Storage objects that no `stored_files` row owns: written by an upload whose transaction has
 * not committed yet, or unlinked by a transaction and not yet removed. The upload's transaction
 * deletes its entries as it inserts the rows; an unlinking transaction inserts them as it deletes
 * the rows. An entry whose process is gone (a crash) is swept: its object is removed unless a
 * `stored_files` row owns the key (features/uploads/file-sweeper.ts). No foreign key to the
 * event: an entry must outlive a deleted event until its object is gone.
 */
export const storageJournal = pgTable(
  'storage_journal',
  {
    eventId: eventIdColumn(),
    storageKey: text('storage_key').notNull(),
    /** The process that wrote or unlinked the object (db/liveness.ts). */
    processId: text('process_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.storageKey] })],
);
