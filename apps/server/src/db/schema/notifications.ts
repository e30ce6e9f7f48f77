import { notificationStatuses } from '@showdesk/domain/messaging/notifications';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventRecordKey, stamps } from './columns.ts';

/**
 * An admin notification (spec section 3, Notification). Who has read it is the member's
 * `members.notification_ids` (spec section 4, read state).
 */
export const notifications = pgTable(
  'notifications',
  {
    ...eventRecordKey(),
    title: text('title').notNull(),
    /** Rich text, sanitised on every write. */
    description: text('description').notNull().default(''),
    sendEmail: boolean('send_email').notNull().default(false),
    /** One team only; a team that has gone since reaches nobody (no foreign key to clear). */
    teamId: text('team_id'),
    teamTypeIds: text('team_type_ids').array().notNull().default(sql`'{}'::text[]`),
    /** '' or /content/:id, /forms/:id, /tasks/:id of the event. */
    linkUrl: text('link_url').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }),
    status: text('status', { enum: notificationStatuses }).notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    providerResponse: text('provider_response').notNull().default(''),
    /**
     * While a send's emails are being queued, a batch per transaction: the last recipient's user
     * id queued so far ('' before the first). Null when none are pending (see deliver.ts).
     */
    emailCursor: text('email_cursor'),
    /** How many of the send's emails are queued so far. */
    emailsQueued: integer('emails_queued').notNull().default(0),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    index('notifications_updated_idx').on(t.eventId, t.updatedAt, t.id),
    // Members read the delivered ones, newest first.
    index('notifications_status_sent_idx').on(t.eventId, t.status, t.sentAt),
  ],
);
