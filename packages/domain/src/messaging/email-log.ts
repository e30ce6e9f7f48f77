import { z } from 'zod';
import { idFilter, listQuerySchema, pageSchema } from '../common/list-query.ts';
import { text } from '../common/text.ts';
import { emailTemplateInfo } from './email-template-info.ts';

/**
 * The admin email log: every email the event sent or tried to send (the
 * outbox), its recipient, template, status and attempts. Bodies are the log's copy: secret
 * links (reset, set-password, email change) are hidden in it.
 */

/**
 * pending: not tried yet; failed: the last attempt failed, it is tried again; rejected: the
 * mail server refused it for good (a 5xx reply); sent; logged: kept here, no mail server set.
 */
export const emailStatuses = ['pending', 'sent', 'failed', 'rejected', 'logged'] as const;
export type EmailStatus = (typeof emailStatuses)[number];
export const emailStatusLabels: Record<EmailStatus, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Failed, trying again',
  rejected: 'Refused',
  logged: 'Logged (no mail server)',
};

/** What each kind of email is called on screen (spec, calls 7.5 template kinds). */
export const emailTemplateLabels: Record<string, string> = Object.fromEntries(
  Object.entries(emailTemplateInfo).map(([kind, info]) => [kind, info.name]),
);
export const emailTemplateLabel = (template: string) => emailTemplateLabels[template] ?? template;

export const emailLogEntrySchema = z.strictObject({
  id: text(),
  template: text(),
  to: text(),
  subject: text(),
  status: z.enum(emailStatuses),
  attempts: z.number().int(),
  /** The last failed attempt's '{code} - {message}'. */
  lastError: text().nullable(),
  /** The member it was for, when it was for one. */
  userId: text().nullable(),
  /**
   * Why it went out with the built-in template instead of the event's own version (its
   * error, a time limit, a secret link out of place); null when it went as the event wrote it.
   */
  templateNote: text().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type EmailLogEntry = z.infer<typeof emailLogEntrySchema>;

/**
 * What happened to an email after it left (spec section 3, Email response; section 4 delivery
 * event types): from the mail server's answer to each send, and from a provider's delivery
 * webhook.
 */
export const emailResponseTypes = [
  'delivery',
  'bounce',
  'spamComplaint',
  'open',
  'click',
  'subscriptionChange',
  'pending',
] as const;
export type EmailResponseType = (typeof emailResponseTypes)[number];
export const emailResponseLabels: Record<EmailResponseType, string> = {
  delivery: 'Delivered',
  bounce: 'Bounced',
  spamComplaint: 'Marked as spam',
  open: 'Opened',
  click: 'Link clicked',
  subscriptionChange: 'Subscription changed',
  pending: 'Delayed',
};

export const emailResponseSchema = z.strictObject({
  id: text(),
  type: z.enum(emailResponseTypes),
  recipient: text(),
  details: text(),
  /** Where it came from: 'smtp' (our send) or the provider's name. */
  platform: text(),
  userAgent: text(),
  ipAddress: text(),
  createdAt: z.iso.datetime(),
});
export type EmailResponse = z.infer<typeof emailResponseSchema>;

/** One email with its text as the log keeps it (secret links hidden) and its delivery events. */
export const emailLogDetailSchema = emailLogEntrySchema.extend({
  text: text(),
  responses: z.array(emailResponseSchema),
});
export type EmailLogDetail = z.infer<typeof emailLogDetailSchema>;

export const emailLogSorts = ['createdAt', 'to', 'template', 'status'] as const;
export type EmailLogSort = (typeof emailLogSorts)[number];

/** Query of the email log: q matches the recipient or the subject; newest first by default. */
export const emailLogQuerySchema = listQuerySchema({
  sorts: emailLogSorts,
  defaultSort: '-createdAt',
  filters: {
    status: z.enum(emailStatuses),
    template: text().trim().min(1).max(100),
    userId: idFilter,
  },
});
export type EmailLogQuery = z.output<typeof emailLogQuerySchema>;

export const emailLogPageSchema = pageSchema(emailLogEntrySchema);
export type EmailLogPage = z.infer<typeof emailLogPageSchema>;
