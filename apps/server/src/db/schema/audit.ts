import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { events } from './events.ts';

/**
 * Who did something, as the audit writer records it: a person (a user id), an API token (its
 * id) or the system (a job, a schedule, the app itself: `actor_id` null).
 */
export type ActorType = 'person' | 'token' | 'system';

/**
 * The fields a change touched: `{ field: [before, after] }`. A created record has `null` before,
 * a deleted one `null` after; a settings document's fields are named `data.<key>`. Secrets and
 * passwords never appear (each audited table's left-out columns, migration 0039); long texts are
 * cut to their first 2,000 characters.
 */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * One change to an event's records: written in the transaction that made it, by the audit
 * triggers of migration 0039 (one generic function, `audit_row`, on every audited table) or by
 * `audit_note` for an action that changes no audited row (an invitation resent, a test send).
 * Who made it comes from the transaction's `showdesk.actor` (lib/audit/actor.ts).
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    eventId: eventIdColumn().references(() => events.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').$type<ActorType>().notNull(),
    actorId: text('actor_id'),
    /** The person's or token's name when it happened (erasure turns it into "Erased person"). */
    actorName: text('actor_name').notNull().default(''),
    /** people, content, forms, tasks, suppliers, messaging, settings, integrations. */
    area: text('area').notNull(),
    /** team, user, team_member, task, task_status, form, submission, content_page, … */
    recordKind: text('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    /** The record's name (title, label) when it happened. */
    recordName: text('record_name').notNull().default(''),
    /** The main record the change belongs to (a section's page, a field's form): its history. */
    parentKind: text('parent_kind'),
    parentId: text('parent_id'),
    /** The team the record belongs to, if any: that team's members see the entry. */
    teamId: text('team_id'),
    /** created, updated, deleted, archived, restored, or an action's own word. */
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.id] }),
    // The Activity page, newest first, a page at a time (and its date range).
    index('audit_entries_recent_idx').on(t.eventId, t.at.desc(), t.id.desc()),
    index('audit_entries_record_idx').on(t.eventId, t.recordKind, t.recordId, t.id.desc()),
    index('audit_entries_parent_idx')
      .on(t.eventId, t.parentKind, t.parentId, t.id.desc())
      .where(sql`${t.parentId} is not null`),
    index('audit_entries_team_idx')
      .on(t.eventId, t.teamId, t.id.desc())
      .where(sql`${t.teamId} is not null`),
    index('audit_entries_actor_idx').on(t.eventId, t.actorId, t.id.desc()),
    // The Activity page's search ('%…%' on the record's and the actor's names): trigram
    // matching finds the few entries that hold a rare word instead of reading the event's all.
    index('audit_entries_record_name_trgm_idx').using('gin', t.recordName.op('gin_trgm_ops')),
    index('audit_entries_actor_name_trgm_idx').using('gin', t.actorName.op('gin_trgm_ops')),
  ],
);

/**
 * The platform's own actions (events created, changed, closed and deleted, platform admins
 * granted, first-run setup, restores): global, kept when an event is deleted.
 */
export const platformAuditEntries = pgTable(
  'platform_audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: text('actor_type').$type<ActorType>().notNull(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull().default(''),
    /** The event concerned, if any (no foreign key: the entry outlives the event). */
    eventId: text('event_id'),
    recordKind: text('record_kind').notNull(),
    recordId: text('record_id').notNull(),
    recordName: text('record_name').notNull().default(''),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('platform_audit_entries_recent_idx').on(t.at.desc(), t.id.desc())],
);

/**
 * An event's API tokens for integrations. The token itself is shown once when it is made;
 * only its SHA-256 (`token_hash`) is kept. `scopes` maps an area to 'read' or 'write'.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    /** The token's first characters, to tell tokens apart in the list (not a secret). */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** `{ [area]: 'read' | 'write' }`: the areas the token reaches and how. */
    scopes: jsonb('scopes').$type<Record<string, 'read' | 'write'>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedFrom: text('last_used_from'),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] }), index('api_tokens_hash_idx').on(t.tokenHash)],
);

/**
 * An event's webhook subscriptions: an address told of kinds of things that happen in the event
 * (`team.created`, `task.status_changed`, …; domain integrations/event-webhooks.ts). Signed with
 * `secret` like form webhooks; the secret is shown once.
 */
export const eventWebhooks = pgTable(
  'event_webhooks',
  {
    ...eventRecordKey(),
    name: text('name').notNull(),
    requestUrl: text('request_url').notNull(),
    kinds: text('kinds').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    secret: text('secret').notNull(),
    ...stamps,
  },
  (t) => [primaryKey({ columns: [t.eventId, t.id] })],
);

/**
 * One thing that happened, to deliver to one event webhook: written in the transaction of the
 * change (from its audit entry), claimed and retried like form webhook deliveries.
 */
export const eventWebhookDeliveries = pgTable(
  'event_webhook_deliveries',
  {
    ...eventRecordKey(),
    webhookId: text('webhook_id').notNull(),
    /** e.g. task.status_changed */
    kind: text('kind').notNull(),
    /** The audit entry it tells of. */
    auditEntryId: bigint('audit_entry_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
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
    deletedWith(t.eventId, t.webhookId, eventWebhooks),
    index('event_webhook_deliveries_webhook_idx').on(t.eventId, t.webhookId, t.createdAt),
    index('event_webhook_deliveries_open_idx')
      .on(t.status)
      .where(sql`${t.status} in ('pending', 'retrying')`),
  ],
);

/** Every attempt of an event webhook delivery: the webhook's delivery log. */
export const eventWebhookDeliveryAttempts = pgTable(
  'event_webhook_delivery_attempts',
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
    deletedWith(t.eventId, t.deliveryId, eventWebhookDeliveries),
    index('event_webhook_delivery_attempts_log_idx').on(t.eventId, t.webhookId, t.attemptedAt),
  ],
);
