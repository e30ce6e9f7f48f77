import type { eventWebhookListQuerySchema } from '@showdesk/domain/integrations/event-webhooks';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../../db/client.ts';
import { eventWebhookDeliveries, eventWebhooks } from '../../../db/schema/audit.ts';
import { eventRecordPage, eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { unqueuedMarker } from '../../../lib/webhooks/deliveries.ts';

export type EventWebhookRow = typeof eventWebhooks.$inferSelect;
export type EventWebhookDeliveryRow = typeof eventWebhookDeliveries.$inferSelect;

/** One event webhook by its key; insert, update (stamped), remove. */
export const eventWebhookRows = eventRecordQueries(eventWebhooks);

/** How many webhooks the event has (the per-event limit). */
export async function countEventWebhooks(db: DbOrTx, eventId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(eventWebhooks)
    .where(eq(eventWebhooks.eventId, eventId));
  return row?.n ?? 0;
}

/** A page of the event's webhooks: q searches name and address; filter isActive. */
export function pageEventWebhooks(
  db: DbOrTx,
  eventId: string,
  query: z.output<typeof eventWebhookListQuerySchema>,
) {
  return eventRecordPage(db, eventWebhooks, eventId, query, {
    searchIn: [eventWebhooks.name, eventWebhooks.requestUrl],
    filters: { isActive: query.filter.isActive },
    sortColumns: {
      name: sql`lower(${eventWebhooks.name})`,
      requestURL: eventWebhooks.requestUrl,
      isActive: eventWebhooks.isActive,
      createdAt: eventWebhooks.createdAt,
    },
    tieBreakers: [eventWebhooks.id],
  });
}

export interface LastDelivery {
  status: string;
  createdAt: Date;
}

/** The latest delivery of each of these webhooks (one statement for a whole page). */
export async function lastDeliveries(
  db: DbOrTx,
  eventId: string,
  webhookIds: string[],
): Promise<Map<string, LastDelivery>> {
  if (webhookIds.length === 0) return new Map();
  const d = eventWebhookDeliveries;
  const rows = await db
    .selectDistinctOn([d.webhookId], {
      webhookId: d.webhookId,
      status: d.status,
      createdAt: d.createdAt,
    })
    .from(d)
    .where(and(eq(d.eventId, eventId), inArray(d.webhookId, webhookIds)))
    .orderBy(d.webhookId, sql`${d.createdAt} desc`, sql`${d.id} desc`);
  return new Map(rows.map((row) => [row.webhookId, row]));
}

/** Adds one delivery (a test send's ping), ready for its attempt. */
export async function insertEventDelivery(
  db: DbOrTx,
  row: typeof eventWebhookDeliveries.$inferInsert,
): Promise<void> {
  await db.insert(eventWebhookDeliveries).values(row);
}

/** A webhook's deliveries, oldest first (tests). */
export async function listEventDeliveries(
  db: DbOrTx,
  eventId: string,
  webhookId: string,
): Promise<EventWebhookDeliveryRow[]> {
  return db
    .select()
    .from(eventWebhookDeliveries)
    .where(
      and(
        eq(eventWebhookDeliveries.eventId, eventId),
        eq(eventWebhookDeliveries.webhookId, webhookId),
      ),
    )
    .orderBy(eventWebhookDeliveries.createdAt, eventWebhookDeliveries.id);
}

/**
 * Takes up to `limit` deliveries the trigger wrote whose job is not queued yet (`claimed_by`
 * 'unqueued'), clearing the mark, locked past any other process doing the same (SKIP LOCKED):
 * the caller queues their jobs in the same transaction.
 */
export async function takeUnqueuedDeliveries(
  tx: DbOrTx,
  limit: number,
): Promise<Array<{ eventId: string; id: string }>> {
  const result = (await tx.execute(sql`
    update event_webhook_deliveries d set claimed_by = null
    where (d.event_id, d.id) in (
      select x.event_id, x.id from event_webhook_deliveries x
      where x.status = 'pending' and x.claimed_by = ${unqueuedMarker}
      order by x.created_at
      limit ${limit}
      for update skip locked)
    returning d.event_id as "eventId", d.id`)) as unknown as {
    rows: Array<{ eventId: string; id: string }>;
  };
  return result.rows;
}
