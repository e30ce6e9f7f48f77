import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { deletedWith, eventIdColumn, eventRecordKey, stamps } from './columns.ts';

/**
 * One "send welcome reminders" (spec, calls 7.3 sendWelcomeChaser), run by the job
 * `welcome-chaser`; its members are in welcome_chaser_recipients, whose statuses are its progress.
 */
export const welcomeChasers = pgTable(
  'welcome_chasers',
  {
    ...eventRecordKey(),
    status: text('status', { enum: ['queued', 'running', 'finished'] }).notNull(),
    /** Everyone named or chosen, non-members included. */
    total: integer('total').notNull(),
    /**
     * Named ids that are not members of the event: counted, and listed only in the answer to
     * the request, never kept (they may be another event's).
     */
    notMembers: integer('not_members').notNull().default(0),
    /**
     * The process (db/liveness.ts) whose job runs it, or null while a job waits to start. Two
     * jobs may run one send at once (after recovery): each reminder is taken under a row lock,
     * so nobody is reminded twice; recovery uses it to tell a crashed runner.
     */
    runner: text('runner'),
    /** Touched by the runner with every batch (and when the send is queued). */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('welcome_chasers_status_idx').on(t.eventId, t.status, t.createdAt),
  ],
);

export const welcomeChaserRecipientStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * A member one send reminds. 'pending' until the
 * transaction that queues their reminder also marks it 'sent' with the outbox email's id, so a
 * send carried on after a crash skips everyone already reminded.
 */
export const welcomeChaserRecipients = pgTable(
  'welcome_chaser_recipients',
  {
    eventId: eventIdColumn(),
    chaserId: text('chaser_id').notNull(),
    userId: text('user_id').notNull(),
    email: text('email').notNull(),
    status: text('status', { enum: welcomeChaserRecipientStatuses }).notNull(),
    outboxEmailId: text('outbox_email_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.chaserId, t.userId] }),
    deletedWith(t.eventId, t.chaserId, welcomeChasers),
    index('welcome_chaser_recipients_status_idx').on(t.eventId, t.chaserId, t.status),
  ],
);
