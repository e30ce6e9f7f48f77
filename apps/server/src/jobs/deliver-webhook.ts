import type { PayloadValue } from '@showdesk/domain/forms/webhook-payload';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type Liveness, processId } from '../db/liveness.ts';
import {
  claimDelivery,
  getWebhookById,
  isDeliveryWaiting,
  listClaimedDeliveries,
  recordDeliveryAttempt,
  takeBackDelivery,
} from '../features/forms/webhooks/queries.ts';
import { type DeliverWebhookJob, deliverWebhookQueue } from '../features/forms/webhooks/queue.ts';
import { attempt, isSuccess, webhookRequest } from '../features/forms/webhooks/send.ts';
import { newId } from '../lib/ids.ts';
import type { AllowedHosts } from '../lib/outbound-address.ts';
import { requeueOrphans } from '../lib/requeue.ts';
import type { Jobs } from '../plugins/jobs.ts';

/** Attempts of one delivery before it is marked failed (about 2 days with the default backoff). */
export const webhookMaxAttempts = 8;

export interface DeliverWebhookOptions {
  db: Database;
  jobs: Jobs;
  log: Logger;
  allowedHosts: AllowedHosts;
  pollingIntervalSeconds?: number;
  /** The first retry's delay, doubling after (pg-boss's backoff); short in tests. */
  retryDelaySeconds?: number;
}

/**
 * Delivers webhook deliveries (features/webhooks/queue.ts queues one job per delivery in the
 * submission's transaction). Each attempt: claim the delivery (committed), send it through the
 * SSRF-guarded client (lib/outbound-request.ts), then record the attempt in the log, the
 * delivery's status and the claim's release in one transaction. A 2xx delivers it; anything else
 * fails the job so pg-boss retries it with exponential backoff, until `webhookMaxAttempts`
 * attempts, when the delivery is `failed`. A refused address fails it at once (no retry changes
 * that). The request carries the delivery's id (`X-Showdesk-Delivery`), the same on each
 * attempt, so a receiver can drop the copy a crash between its answer and our commit may cause.
 */
export async function registerDeliverWebhook({
  db,
  jobs,
  log,
  allowedHosts,
  pollingIntervalSeconds = 1,
  retryDelaySeconds = 30,
}: DeliverWebhookOptions) {
  const queueOptions = {
    retryLimit: webhookMaxAttempts + 2,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    heartbeatSeconds: 30,
  };
  await jobs.boss.createQueue(deliverWebhookQueue, queueOptions);
  await jobs.boss.updateQueue(deliverWebhookQueue, queueOptions);
  await jobs.boss.work<DeliverWebhookJob>(
    deliverWebhookQueue,
    { batchSize: 1, pollingIntervalSeconds, localConcurrency: 2 },
    async ([job]) => {
      if (job) await deliver(job.data);
    },
  );

  async function deliver({ eventId, id }: DeliverWebhookJob) {
    const delivery = await claimDelivery(db, eventId, id, processId);
    if (!delivery) {
      // Delivered or failed: done. Claimed by another job now: try again later, should that
      // attempt fail with no job behind it.
      if (await isDeliveryWaiting(db, eventId, id)) {
        throw new Error('another job is sending this delivery; trying again later');
      }
      return;
    }
    const webhook = await getWebhookById(db, eventId, delivery.webhookId);
    if (!webhook) return; // deleted: its deliveries went with it
    const number = delivery.attempts + 1;
    const payload = Object.fromEntries(delivery.payload) as Record<string, PayloadValue>;
    const request = webhookRequest(webhook, payload, delivery.id);
    const outcome = await attempt(request, allowedHosts);
    const delivered = isSuccess(outcome.statusCode);
    const status = delivered
      ? 'delivered'
      : outcome.isRefused || number >= webhookMaxAttempts
        ? 'failed'
        : 'retrying';
    const error =
      outcome.error ??
      (delivered ? null : `HTTP ${outcome.statusCode} ${outcome.statusText}`.trim());
    await recordDeliveryAttempt(db, delivery, processId, {
      id: newId(),
      attempt: number,
      status,
      statusCode: outcome.statusCode,
      responseExcerpt: outcome.responseExcerpt,
      error,
      durationMs: outcome.durationMs,
    });
    const context = { eventId, deliveryId: id, webhookId: webhook.id, attempt: number };
    if (status === 'retrying') {
      log.warn({ ...context, error }, 'webhook delivery failed; will retry');
      throw new Error(error ?? 'webhook delivery failed');
    }
    if (status === 'failed') log.warn({ ...context, error }, 'webhook delivery failed for good');
    else log.info(context, 'webhook delivered');
  }
}

/** A claim older than this is taken to be stuck (an attempt ends within its 10 s deadline). */
const staleClaimMs = 5 * 60_000;

/**
 * Queues again each delivery claimed by a process that is gone (or stuck): taken back (compare
 * and set) and queued in one transaction. A job fetched by a process that died before it
 * claimed the delivery is pg-boss's: its heartbeat stops, and pg-boss retries it.
 */
export async function recoverWebhookDeliveries(
  deps: { db: Database; jobs: Jobs; log: Logger },
  liveness: Liveness,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const staleBefore = new Date(Date.now() - staleClaimMs);
    const claimed = await listClaimedDeliveries(tx, liveness.processId, staleBefore);
    if (claimed.length === 0) return 0;
    const dead = await liveness.deadAmong(
      tx,
      claimed.map((delivery) => delivery.claimedBy!),
    );
    const orphaned = claimed.filter(
      (delivery) =>
        dead.has(delivery.claimedBy!) ||
        (delivery.claimedAt !== null && delivery.claimedAt < staleBefore),
    );
    return requeueOrphans(deps, tx, orphaned, {
      takeBack: (tx, delivery) =>
        takeBackDelivery(tx, delivery.eventId, delivery.id, delivery.claimedBy!),
      queue: deliverWebhookQueue,
      job: (delivery): DeliverWebhookJob => ({ eventId: delivery.eventId, id: delivery.id }),
      describe: (delivery) => ({
        eventId: delivery.eventId,
        deliveryId: delivery.id,
        claimedBy: delivery.claimedBy,
      }),
      message: 'recovery: webhook delivery whose sender stopped mid-attempt queued again',
    });
  });
}
