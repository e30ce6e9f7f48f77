import type { ImportCheckRecord } from '@showdesk/domain/people/team-import';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { deletedWith, eventIdColumn, eventRecordKey, stamps } from './columns.ts';

/**
 * One upload of the team import (spec section 4): the file's columns, how they map to team
 * fields, and the run's progress. Its rows are in team_import_rows.
 */
export const teamImports = pgTable(
  'team_imports',
  {
    ...eventRecordKey(),
    fileName: text('file_name').notNull(),
    status: text('status', {
      enum: ['uploaded', 'checked', 'running', 'finished'],
    }).notNull(),
    columns: text('columns').array().notNull(),
    /** Target (e.g. 'ownerEmail', 'customFields.<id>') → column index. */
    mapping: jsonb('mapping').$type<Record<string, number>>().notNull().default(sql`'{}'::jsonb`),
    totalRows: integer('total_rows').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * While running: who runs it, as '<process id>/<job id>' (db/liveness.ts), or null while its
     * job waits to start. Only that runner may run its rows; recovery clears it when the process
     * is gone or has gone silent, and queues the import again.
     */
    runner: text('runner'),
    /** Touched by the runner with every row (and when the run is queued). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

export const teamImportRows = pgTable(
  'team_import_rows',
  {
    eventId: eventIdColumn(),
    importId: text('import_id').notNull(),
    /** The row's line in the file (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    cells: text('cells').array().notNull(),
    status: text('status', {
      enum: ['pending', 'ready', 'invalid', 'imported', 'updated', 'failed'],
    }).notNull(),
    /** Why the row was refused or failed: one message per problem. */
    problems: text('problems').array().notNull().default(sql`'{}'::text[]`),
    /** The owner already had a team when the rows were checked: running the row updates it. */
    willUpdate: boolean('will_update').notNull().default(false),
    check: jsonb('check').$type<ImportCheckRecord>(),
    teamId: text('team_id'),
    userId: text('user_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.importId, t.rowNumber] }),
    deletedWith(t.eventId, t.importId, teamImports),
    index('team_import_rows_status_idx').on(t.eventId, t.importId, t.status),
  ],
);
