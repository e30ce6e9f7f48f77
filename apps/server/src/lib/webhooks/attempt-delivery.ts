import type { Database, DbOrTx } from '../../db/client.ts';
import { newId } from '../ids.ts';
import type { AllowedHosts } from '../outbound-address.ts';
import type { OutboundRequest } from '../outbound-request.ts';
import type { ClaimedDelivery, DeliveryQueries } from './deliveries.ts';
import { type AttemptOutcome, attempt, isSuccess } from './send.ts';

/**
 * One kind of webhook delivery, as the sender (jobs/deliver-webhook.ts) and a test send see it:
 * its job queue, its tables and how one delivery becomes a request. A form's webhooks
 * (features/forms/webhooks/queue.ts) and an event's (features/integrations/event-webhooks) are
 * the two.
 */
export interface WebhookChannel {
  /** What the log lines call these webhooks. */
  name: string;
  /** The pg-boss queue of their delivery jobs (`{ eventId, id }`). */
  queue: string;
  deliveries: DeliveryQueries;
  /** The signed request of one attempt of a claimed delivery; null when its webhook is gone. */
  request(db: DbOrTx, delivery: ClaimedDelivery): Promise<OutboundRequest | null>;
}

/** A delivery job's data. */
export interface DeliveryJob {
  eventId: string;
  id: string;
}

/** Attempts of one delivery before it is marked failed (about 2 days with the default backoff). */
export const webhookMaxAttempts = 8;

export type AttemptResult =
  /** Delivered or failed already, or its webhook is gone: nothing to do. */
  | { kind: 'done' }
  /** Another job is sending it now, and it still waits. */
  | { kind: 'busy' }
  | {
      kind: 'attempted';
      webhookId: string;
      number: number;
      status: 'delivered' | 'retrying' | 'failed';
      outcome: AttemptOutcome;
      /** What went wrong, in the log's words (null when delivered). */
      error: string | null;
    };

/**
 * One attempt of one delivery: claim it (committed), send it through the SSRF-guarded client
 * (lib/outbound-request.ts), then record the attempt in the log, the delivery's status and the
 * claim's release in one transaction. A 2xx delivers it; anything else leaves it `retrying`
 * until `maxAttempts` attempts, when it is `failed`; a refused address fails it at once (no
 * retry changes that). The request carries the delivery's id (`X-Showdesk-Delivery`), the same
 * on each attempt, so a receiver can drop the copy a crash between its answer and our commit
 * may cause.
 */
export async function attemptDelivery(
  db: Database,
  channel: WebhookChannel,
  { eventId, id }: DeliveryJob,
  options: { allowedHosts: AllowedHosts; processId: string; maxAttempts?: number },
): Promise<AttemptResult> {
  const { deliveries } = channel;
  const maxAttempts = options.maxAttempts ?? webhookMaxAttempts;
  const delivery = await deliveries.claim(db, eventId, id, options.processId);
  if (!delivery) {
    return (await deliveries.isWaiting(db, eventId, id)) ? { kind: 'busy' } : { kind: 'done' };
  }
  const request = await channel.request(db, delivery);
  if (!request) return { kind: 'done' }; // deleted: its deliveries went with it
  const number = delivery.attempts + 1;
  const outcome = await attempt(request, options.allowedHosts);
  const delivered = isSuccess(outcome.statusCode);
  const status = delivered
    ? 'delivered'
    : outcome.isRefused || number >= maxAttempts
      ? 'failed'
      : 'retrying';
  const error =
    outcome.error ?? (delivered ? null : `HTTP ${outcome.statusCode} ${outcome.statusText}`.trim());
  await deliveries.recordAttempt(db, delivery, options.processId, {
    id: newId(),
    attempt: number,
    status,
    statusCode: outcome.statusCode,
    responseExcerpt: outcome.responseExcerpt,
    error,
    durationMs: outcome.durationMs,
  });
  return { kind: 'attempted', webhookId: delivery.webhookId, number, status, outcome, error };
}
