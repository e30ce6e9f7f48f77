import { and, desc, eq, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, DbOrTx } from '../../db/client.ts';
import { eventWebhookDeliveries, eventWebhookDeliveryAttempts } from '../../db/schema/audit.ts';
import { webhookDeliveries, webhookDeliveryAttempts } from '../../db/schema/webhooks.ts';

/**
 * The deliveries of one kind of webhook and their attempts (the delivery log): a form's
 * (`webhook_deliveries`, written when a submission is sent) or an event's
 * (`event_webhook_deliveries`, written by the audit trigger of migration 0040). Both tables have
 * the same delivery columns (status, attempts, the claim), so one set of queries claims a
 * delivery for an attempt, records the attempt, and lets recovery take back what a stopped
 * process held.
 */
export interface DeliveryTables {
  deliveries: typeof webhookDeliveries | typeof eventWebhookDeliveries;
  attempts: typeof webhookDeliveryAttempts | typeof eventWebhookDeliveryAttempts;
}

/**
 * The `claimed_by` of a delivery written by the database (an event webhook's, migration 0040)
 * whose job no sender has queued yet: no worker claims it (a claim needs none), recovery takes
 * it for no process's, and the dispatcher (features/integrations/event-webhooks/dispatch.ts)
 * clears it as it queues the job.
 */
export const unqueuedMarker = 'unqueued';

export type DeliveryStatus = 'pending' | 'retrying' | 'delivered' | 'failed';

/** What an attempt needs of a claimed delivery. */
export interface ClaimedDelivery {
  eventId: string;
  id: string;
  webhookId: string;
  attempts: number;
  payload: unknown;
}

export interface AttemptRecord {
  id: string;
  attempt: number;
  status: 'delivered' | 'retrying' | 'failed';
  statusCode: number | null;
  responseExcerpt: string;
  error: string | null;
  durationMs: number;
}

export function deliveryQueries(tables: DeliveryTables) {
  // The two tables share every column these queries read and write: typed as one of them.
  const d = tables.deliveries as typeof webhookDeliveries;
  const a = tables.attempts as typeof webhookDeliveryAttempts;
  const deliveryIs = (eventId: string, id: string) => and(eq(d.eventId, eventId), eq(d.id, id));
  const waiting = (status: string) => status === 'pending' || status === 'retrying';

  return {
    tables,

    /**
     * Claims a delivery for one attempt by this process (committed before the request is sent).
     * Null when it is delivered or failed already, or another process is sending it now.
     */
    async claim(
      db: DbOrTx,
      eventId: string,
      id: string,
      processId: string,
    ): Promise<ClaimedDelivery | null> {
      const [row] = await db
        .update(d)
        .set({ claimedBy: processId, claimedAt: new Date() })
        .where(
          and(
            deliveryIs(eventId, id),
            inArray(d.status, ['pending', 'retrying']),
            sql`${d.claimedBy} is null`,
          ),
        )
        .returning({
          eventId: d.eventId,
          id: d.id,
          webhookId: d.webhookId,
          attempts: d.attempts,
          payload: d.payload,
        });
      return row ?? null;
    },

    /** Whether a delivery still waits (pending or retrying), for a job that could not claim it. */
    async isWaiting(db: DbOrTx, eventId: string, id: string) {
      const [row] = await db.select({ status: d.status }).from(d).where(deliveryIs(eventId, id));
      return row ? waiting(row.status) : false;
    },

    /**
     * Records one attempt in the log and the delivery's new status, and lets go of the claim, in
     * one transaction.
     */
    async recordAttempt(
      db: Database,
      delivery: { eventId: string; id: string; webhookId: string },
      processId: string,
      attempt: AttemptRecord,
    ) {
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx.insert(a).values({
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
          .update(d)
          .set({
            status: attempt.status,
            attempts: attempt.attempt,
            lastAttemptAt: now,
            deliveredAt: attempt.status === 'delivered' ? now : null,
            claimedBy: sql`case when ${d.claimedBy} = ${processId} then null else ${d.claimedBy} end`,
            claimedAt: sql`case when ${d.claimedBy} = ${processId} then null else ${d.claimedAt} end`,
          })
          .where(deliveryIs(delivery.eventId, delivery.id));
      });
    },

    /**
     * Deliveries claimed by another process, or by this one before `staleBefore` (recovery);
     * never those still waiting for their job to be queued (`unqueuedMarker`).
     */
    async listClaimed(db: DbOrTx, processId: string, staleBefore: Date) {
      return db
        .select({
          eventId: d.eventId,
          id: d.id,
          claimedBy: d.claimedBy,
          claimedAt: d.claimedAt,
        })
        .from(d)
        .where(
          and(
            isNotNull(d.claimedBy),
            ne(d.claimedBy, unqueuedMarker),
            or(ne(d.claimedBy, processId), sql`${d.claimedAt} < ${staleBefore.toISOString()}`),
          ),
        );
    },

    /** Takes a delivery back from a claimer that is gone (compare and set); true if it still waits. */
    async takeBack(db: DbOrTx, eventId: string, id: string, claimedBy: string) {
      const [row] = await db
        .update(d)
        .set({ claimedBy: null, claimedAt: null })
        .where(and(deliveryIs(eventId, id), eq(d.claimedBy, claimedBy)))
        .returning({ status: d.status });
      return row ? waiting(row.status) : false;
    },

    /**
     * A page of a webhook's delivery log, newest attempt first, each with its delivery's status
     * and the delivery columns `extra` names (the submission, the kind, the payload).
     */
    async attemptLog<E extends Record<string, PgColumn | SQL>>(
      db: DbOrTx,
      eventId: string,
      webhookId: string,
      page: { limit: number; offset: number },
      extra: E,
    ) {
      return db
        .select({
          id: a.id,
          deliveryId: a.deliveryId,
          attempt: a.attempt,
          attemptedAt: a.attemptedAt,
          statusCode: a.statusCode,
          responseExcerpt: a.responseExcerpt,
          error: a.error,
          durationMs: a.durationMs,
          deliveryStatus: d.status,
          ...extra,
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(a)
        .innerJoin(d, and(eq(d.eventId, a.eventId), eq(d.id, a.deliveryId)))
        .where(and(eq(a.eventId, eventId), eq(a.webhookId, webhookId)))
        .orderBy(desc(a.attemptedAt), desc(a.id))
        .limit(page.limit)
        .offset(page.offset);
    },
  };
}

export type DeliveryQueries = ReturnType<typeof deliveryQueries>;

/** A form's webhook deliveries (features/forms/webhooks). */
export const formDeliveries = deliveryQueries({
  deliveries: webhookDeliveries,
  attempts: webhookDeliveryAttempts,
});

/** An event's webhook deliveries (features/integrations/event-webhooks). */
export const eventDeliveries = deliveryQueries({
  deliveries: eventWebhookDeliveries,
  attempts: eventWebhookDeliveryAttempts,
});
