import { and, desc, eq, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { forms } from '../../../db/schema/forms.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import {
  formWebhooks,
  webhookDeliveries,
  webhookDeliveryAttempts,
} from '../../../db/schema/webhooks.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { formRuleRecordQueries } from '../rule-record-queries.ts';

export type WebhookRow = typeof formWebhooks.$inferSelect;
export type NewWebhookRow = typeof formWebhooks.$inferInsert;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const webhookRows = formRuleRecordQueries(formWebhooks, 'webhookIds');

/** The latest delivery of a webhook (the list's "last delivery" column). */
const lastDelivery = (column: 'status' | 'created_at') =>
  sql<string | null>`(select d.${sql.raw(column)} from ${webhookDeliveries} d
    where d.event_id = ${formWebhooks.eventId} and d.webhook_id = ${formWebhooks.id}
    order by d.created_at desc, d.id desc limit 1)`;

const listColumns = {
  row: formWebhooks,
  lastDeliveryStatus: lastDelivery('status'),
  lastDeliveryAt: lastDelivery('created_at'),
};

export type WebhookListRow = {
  row: WebhookRow;
  lastDeliveryStatus: string | null;
  lastDeliveryAt: string | Date | null;
};

/** A form's webhooks in its `webhookIds` order (any it does not list last). */
export async function listWebhookRows(
  db: DbOrTx,
  eventId: string,
  formId: string,
): Promise<WebhookListRow[]> {
  return db
    .select(listColumns)
    .from(formWebhooks)
    .innerJoin(forms, webhookRows.joinsForm)
    .where(webhookRows.ofForm(eventId, formId))
    .orderBy(...webhookRows.formOrder);
}

export async function getWebhookRow(
  db: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
): Promise<WebhookListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(formWebhooks)
    .where(webhookRows.one(eventId, formId, id));
  return row ?? null;
}

/** A webhook by its id alone (the delivery worker, which knows no form). */
export const getWebhookById = eventRecordQueries(formWebhooks).get;

/** The active webhooks of a form (a sent submission's candidates). */
export async function listActiveWebhooks(db: DbOrTx, eventId: string, formId: string) {
  return db
    .select()
    .from(formWebhooks)
    .where(and(webhookRows.ofForm(eventId, formId), eq(formWebhooks.isActive, true)));
}

/** Adds a webhook at the end of the form's list. */
export const insertWebhook = webhookRows.insert;
export const updateWebhook = webhookRows.update;
/** Deletes a webhook (its deliveries and their log go with it) and its place in the form's list. */
export const deleteWebhook = webhookRows.remove;

// ---------------------------------------------------------------------------------------------
// Who sent a submission (the payload's client values)

export async function getClientRecord(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      surname: members.surname,
      email: userProfiles.email,
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row ?? null;
}

export async function getTeamRecord(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, customFields: teams.customFields })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Deliveries

export async function insertDeliveries(
  tx: DbOrTx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows);
}

const deliveryIs = (eventId: string, id: string) =>
  and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.id, id));

/**
 * Claims a delivery for one attempt by this process (committed before the request is sent).
 * Null when it is delivered or failed already, or another process is sending it now.
 */
export async function claimDelivery(db: DbOrTx, eventId: string, id: string, processId: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ claimedBy: processId, claimedAt: new Date() })
    .where(
      and(
        deliveryIs(eventId, id),
        inArray(webhookDeliveries.status, ['pending', 'retrying']),
        sql`${webhookDeliveries.claimedBy} is null`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Whether a delivery still waits (pending or retrying), for a job that could not claim it. */
export async function isDeliveryWaiting(db: DbOrTx, eventId: string, id: string) {
  const [row] = await db
    .select({ status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .where(deliveryIs(eventId, id));
  return row ? row.status === 'pending' || row.status === 'retrying' : false;
}

/**
 * Records one attempt in the log and the delivery's new status, and lets go of the claim, in one
 * transaction.
 */
export async function recordDeliveryAttempt(
  db: Database,
  delivery: { eventId: string; id: string; webhookId: string },
  processId: string,
  attempt: {
    id: string;
    attempt: number;
    status: 'delivered' | 'retrying' | 'failed';
    statusCode: number | null;
    responseExcerpt: string;
    error: string | null;
    durationMs: number;
  },
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx.insert(webhookDeliveryAttempts).values({
      eventId: delivery.eventId,
      id: attempt.id,
      deliveryId: delivery.id,
      webhookId: delivery.webhookId,
      attempt: attempt.attempt,
      attemptedAt: now,
      statusCode: attempt.statusCode,
      responseExcerpt: attempt.responseExcerpt,
      error: attempt.error,
      durationMs: attempt.durationMs,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: attempt.status,
        attempts: attempt.attempt,
        lastAttemptAt: now,
        deliveredAt: attempt.status === 'delivered' ? now : null,
        claimedBy: sql`case when ${webhookDeliveries.claimedBy} = ${processId} then null else ${webhookDeliveries.claimedBy} end`,
        claimedAt: sql`case when ${webhookDeliveries.claimedBy} = ${processId} then null else ${webhookDeliveries.claimedAt} end`,
      })
      .where(deliveryIs(delivery.eventId, delivery.id));
  });
}

/** Deliveries claimed by another process, or by this one before `staleBefore` (recovery). */
export async function listClaimedDeliveries(db: DbOrTx, processId: string, staleBefore: Date) {
  return db
    .select({
      eventId: webhookDeliveries.eventId,
      id: webhookDeliveries.id,
      claimedBy: webhookDeliveries.claimedBy,
      claimedAt: webhookDeliveries.claimedAt,
    })
    .from(webhookDeliveries)
    .where(
      and(
        isNotNull(webhookDeliveries.claimedBy),
        or(
          ne(webhookDeliveries.claimedBy, processId),
          sql`${webhookDeliveries.claimedAt} < ${staleBefore.toISOString()}`,
        ),
      ),
    );
}

/** Takes a delivery back from a claimer that is gone (compare and set); true if it still waits. */
export async function takeBackDelivery(db: DbOrTx, eventId: string, id: string, claimedBy: string) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(deliveryIs(eventId, id), eq(webhookDeliveries.claimedBy, claimedBy)))
    .returning({ status: webhookDeliveries.status });
  return row ? row.status === 'pending' || row.status === 'retrying' : false;
}

/** A page of a webhook's delivery log, newest attempt first, with its delivery. */
export async function listDeliveryAttempts(
  db: DbOrTx,
  eventId: string,
  webhookId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select({
      id: webhookDeliveryAttempts.id,
      deliveryId: webhookDeliveryAttempts.deliveryId,
      submissionId: webhookDeliveries.submissionId,
      attempt: webhookDeliveryAttempts.attempt,
      attemptedAt: webhookDeliveryAttempts.attemptedAt,
      statusCode: webhookDeliveryAttempts.statusCode,
      responseExcerpt: webhookDeliveryAttempts.responseExcerpt,
      error: webhookDeliveryAttempts.error,
      durationMs: webhookDeliveryAttempts.durationMs,
      deliveryStatus: webhookDeliveries.status,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(webhookDeliveryAttempts)
    .innerJoin(
      webhookDeliveries,
      and(
        eq(webhookDeliveries.eventId, webhookDeliveryAttempts.eventId),
        eq(webhookDeliveries.id, webhookDeliveryAttempts.deliveryId),
      ),
    )
    .where(
      and(
        eq(webhookDeliveryAttempts.eventId, eventId),
        eq(webhookDeliveryAttempts.webhookId, webhookId),
      ),
    )
    .orderBy(desc(webhookDeliveryAttempts.attemptedAt), desc(webhookDeliveryAttempts.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows;
}

/** A webhook's deliveries (tests and the log's counts). */
export async function listDeliveries(db: DbOrTx, eventId: string, webhookId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(webhookDeliveries.createdAt);
}
