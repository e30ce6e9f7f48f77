import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventIdColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * One language's translation of one record's texts (domain platform/translations.ts): the texts
 * by key (`title`, `sections.<id>.body`, …), only those translated. The record itself is in the
 * event's default language; a record's translations go when it is deleted (`deleteTranslations`)
 * and with the event. Every write bumps the event's content and notifications versions
 * (migration 0048), so members' cached reads in a language are built afresh.
 */
export const recordTranslations = pgTable(
  'record_translations',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    /** The kind of record: the API's collection word (content, tasks, forms, …). */
    kind: text('kind').notNull(),
    recordId: text('record_id').notNull(),
    language: text('language').notNull(),
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.kind, t.recordId, t.language] })],
);
