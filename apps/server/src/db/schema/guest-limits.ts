import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { eventIdColumn } from './columns.ts';
import { events } from './events.ts';

/**
 * Every file a guest (no login) uploaded to a public form, with the client address it came from:
 * the hourly upload quotas per address and per form are sums over the last hour of these rows
 * (features/guest-forms/upload-quota.ts), and the guest-upload sweep removes the files of
 * submissions never sent (features/guest-forms/unsent-files.ts). A row is kept until it is both
 * swept and an hour old, so a file the sweep or a send deleted still counts for its hour.
 */
export const guestUploads = pgTable(
  'guest_uploads',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    /** The `stored_files` row of the upload (gone once the file is deleted). */
    fileId: text('file_id').notNull(),
    formId: text('form_id').notNull(),
    submissionId: text('submission_id').notNull(),
    /** The client address (`request.ip`); an IPv6 address by its /64 network. */
    clientKey: text('client_key').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sweep has looked at the file once it was old enough (deleted it, or found it sent). */
    isSwept: boolean('is_swept').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.fileId] }),
    // The per-address quota counts across every event of the instance (one disk, one address).
    index('guest_uploads_client_idx').on(t.clientKey, t.createdAt),
    index('guest_uploads_form_idx').on(t.eventId, t.formId, t.createdAt),
    index('guest_uploads_unswept_idx').on(t.createdAt).where(sql`not ${t.isSwept}`),
  ],
);

/**
 * The last email sent to an address a guest typed in a public form (a form notification to an
 * email field), per event: at most one such email per address per hour
 * (features/form-notifications/send.ts). Rows older than an hour are pruned by the guest-upload
 * sweep; an older row only ever lets the next email through.
 */
export const guestTypedAddressEmails = pgTable(
  'guest_typed_address_emails',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    /** Lower-case, as the notification reads it from the submission. */
    address: text('address').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.address] })],
);
