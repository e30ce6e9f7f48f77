import { emailResponseTypes, emailStatuses } from '@showdesk/domain/messaging/email-log';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventRecordKey } from './columns.ts';

/** The email's status: see the domain's `emailStatuses`. */
export const outboxStatuses = emailStatuses;

/**
 * Every email the product sends, written in the same transaction as the change that causes it.
 * A job delivers it; without SMTP it stays here as 'logged' and readable in the email log.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    ...eventRecordKey(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    /** Where replies go (a form notification's replyTo); null: the from address. */
    replyTo: text('reply_to'),
    /** Blind copies (a form notification's bccTo). */
    bccAddresses: text('bcc_addresses').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    /** The message as sent, secret links included, until it has been delivered. */
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * The message as the email log shows it: secret links (reset, set-password, email change)
     * replaced, so only the addressee ever reads them. After delivery the bodies above are
     * overwritten with these.
     */
    logText: text('log_text').notNull().default(''),
    logHtml: text('log_html').notNull().default(''),
    userId: text('user_id'),
    /**
     * Why the email went out with the built-in template instead of the event's own version
     * (its error, a limit, a secret link out of place); null when it went as the event wrote it.
     */
    templateNote: text('template_note'),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * The process (db/liveness.ts) handing the message to SMTP right now, claimed before it
     * connects and cleared with the outcome: a second job for the same email finds it claimed and
     * stops, and recovery re-queues an email whose claimer is gone (jobs/deliver-email.ts).
     */
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('outbox_emails_created_idx').on(t.eventId, t.createdAt),
    index('outbox_emails_claimed_idx').on(t.claimedBy).where(sql`${t.claimedBy} is not null`),
    // The backlog and the failures, counted by /metrics without reading every sent email.
    index('outbox_emails_open_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'failed', 'rejected')`),
  ],
);

/**
 * Delivery events of the outbox's emails (spec section 3, Email response): the mail server's
 * answer to each send, and what a provider's delivery webhook reports later (bounces, opens).
 */
export const emailResponses = pgTable(
  'email_responses',
  {
    ...eventRecordKey(),
    /** The outbox email it is about. */
    outboxEmailId: text('outbox_email_id').notNull(),
    messageId: text('message_id'),
    type: text('type', { enum: emailResponseTypes }).notNull(),
    recipient: text('recipient').notNull(),
    details: text('details').notNull().default(''),
    userId: text('user_id'),
    templateId: text('template_id').notNull(),
    platform: text('platform').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('email_responses_email_idx').on(t.eventId, t.outboxEmailId, t.createdAt),
    index('email_responses_user_idx').on(t.eventId, t.userId, t.createdAt),
  ],
);
