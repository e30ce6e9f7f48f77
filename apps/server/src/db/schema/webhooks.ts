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
import { deletedWith, eventRecordKey, stamps } from './columns.ts';
import { formRuleRecordColumns, formRuleRecordKeys, ruleColumns } from './forms.ts';

/**
 * A form's webhooks (spec section 3, Webhook; domain forms/webhooks.ts). Their order is the
 * form's `webhookIds`. `secret` signs every request (HMAC-SHA256): it is shown once, on create or
 * rotate, and never leaves the server again.
 */
export const formWebhooks = pgTable(
  'form_webhooks',
  {
    ...formRuleRecordColumns(),
    isActive: boolean('is_active').notNull().default(true),
    ...ruleColumns(),
    requestUrl: text('request_url').notNull(),
    requestMethod: text('request_method').notNull().default('POST'),
    requestFormat: text('request_format').notNull().default('JSON'),
    headerKey: text('header_key'),
    headerValue: text('header_value').notNull().default(''),
    /** domain payloadFieldSchema[] */
    payloadFields: jsonb('payload_fields').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    secret: text('secret').notNull(),
    ...stamps,
  },
  formRuleRecordKeys('form_webhooks'),
);

/**
 * One submission to deliver to one webhook: written in the transaction that sent the submission
 * (with its pg-boss job), holding the payload as built then; the worker claims it
 * (`claimed_by`, a process id of db/liveness.ts) for each attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...eventRecordKey(),
    webhookId: text('webhook_id').notNull(),
    submissionId: text('submission_id').notNull(),
    /**
     * The payload as built when the submission was sent: its [key, value] pairs in the webhook's
     * order (a jsonb object would keep its keys in jsonb's own order, not the organiser's).
     */
    payload: jsonb('payload').$type<Array<[string, unknown]>>().notNull(),
    /** pending, retrying, delivered, failed (no more attempts). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    deletedWith(t.eventId, t.webhookId, formWebhooks),
    index('webhook_deliveries_webhook_idx').on(t.eventId, t.webhookId, t.createdAt),
    index('webhook_deliveries_claimed_idx').on(t.claimedBy).where(sql`${t.claimedBy} is not null`),
    // What is still to deliver and what failed, counted by /metrics without the delivered ones.
    index('webhook_deliveries_open_status_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'retrying', 'failed')`),
  ],
);

/** Every attempt of a delivery: the webhook's delivery log. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    ...eventRecordKey(),
    deliveryId: text('delivery_id').notNull(),
    webhookId: text('webhook_id').notNull(),
    attempt: integer('attempt').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
    durationMs: integer('duration_ms').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    deletedWith(t.eventId, t.deliveryId, webhookDeliveries),
    index('webhook_delivery_attempts_log_idx').on(t.eventId, t.webhookId, t.attemptedAt),
  ],
);
