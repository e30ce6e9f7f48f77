import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** The event's local hour (0–23) at which the daily task reminders go out. */
    reminderHour: smallint('reminder_hour').notNull().default(8),
    /**
     * Set while the show is closed: members read content, download files and see their
     * submissions, and nothing can be sent or changed; reminders and schedules leave it alone.
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * Days after the event's end date after which its members' personal data is anonymised by
     * the daily retention job; null keeps it.
     */
    retentionDays: integer('retention_days'),
    /** Days the event's audit entries are kept (the Activity page); null keeps them. */
    auditRetentionDays: integer('audit_retention_days'),
    /** Admins and moderators must have a second factor (they set one up at their next login). */
    requireStaffSecondFactor: boolean('require_staff_second_factor').notNull().default(false),
    /**
     * Admins and moderators log in through single sign-on only (their password login is
     * refused) while a provider is offered on the event's login page (features/people/sso).
     */
    requireStaffSso: boolean('require_staff_sso').notNull().default(false),
    /**
     * The languages the event's content is written in (app languages: packages/domain
     * common/locales.ts), and the default among them: what a reader whose language the event
     * lacks sees, and what exports use.
     */
    languages: text('languages').array().notNull().default(sql`'{en-GB}'::text[]`),
    defaultLanguage: text('default_language').notNull().default('en-GB'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_unique').on(t.slug),
    check('events_default_language_offered', sql`${t.defaultLanguage} = any(${t.languages})`),
  ],
);

/** Global key-value secrets generated once per installation (e.g. the auth signing secret). */
export const instanceSecrets = pgTable('instance_secrets', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Global: one copy of an event into a new one (run as a job with progress). The source event is
 * only read; `summary` lists what was copied and every date moved.
 */
export const eventCopies = pgTable(
  'event_copies',
  {
    id: text('id').primaryKey(),
    sourceEventId: text('source_event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    targetEventId: text('target_event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by'),
    /** What comes along (the copy's choices) and the new event's name, slug, dates and zone. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'finished', 'failed'] }).notNull(),
    /** The step running now (e.g. 'forms'), for the progress bar. */
    step: text('step'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** What was copied (counts per kind) and every date moved, before and after. */
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    error: text('error'),
    /** Who runs it, as '<process id>/<job id>' (db/liveness.ts), like team imports. */
    runner: text('runner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('event_copies_source_idx').on(t.sourceEventId),
    index('event_copies_target_idx').on(t.targetEventId),
  ],
);

/**
 * Global: the record of a removal of personal data: a person erased by a platform admin, or an
 * event's members anonymised by its retention period. It names no one: `reference` is a random
 * id shown to the admin at the time, `counts` what was removed or anonymised.
 */
export const personalDataRemovals = pgTable('personal_data_removals', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['erasure', 'retention'] }).notNull(),
  /** The event whose retention ran (null for an erasure, which spans every event). */
  eventId: text('event_id').references(() => events.id, { onDelete: 'set null' }),
  performedBy: text('performed_by'),
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
