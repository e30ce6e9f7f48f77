import type { Logger } from 'pino';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { type Liveness, processId } from '../db/liveness.ts';
import { formWebhookChannel } from '../features/forms/webhooks/queue.ts';
import { eventWebhookChannel } from '../features/integrations/event-webhooks/channel.ts';
import { startEventWebhookDispatch } from '../features/integrations/event-webhooks/dispatch.ts';
import type { AllowedHosts } from '../lib/outbound-address.ts';
import { requeueOrphans } from '../lib/requeue.ts';
import {
  attemptDelivery,
  type DeliveryJob,
  type WebhookChannel,
  webhookMaxAttempts,
} from '../lib/webhooks/attempt-delivery.ts';
import type { Jobs } from '../plugins/jobs.ts';

export { webhookMaxAttempts };

/** Every kind of webhook delivery the sender delivers: a form's, an event's. */
export const webhookChannels: readonly WebhookChannel[] = [formWebhookChannel, eventWebhookChannel];

export interface DeliverWebhookOptions {
  db: Database;
  jobs: Jobs;
  log: Logger;
  allowedHosts: AllowedHosts;
  /** The database, to listen for event webhook deliveries written by its trigger. */
  handle: DatabaseHandle;
  databaseUrl: string | undefined;
  pollingIntervalSeconds?: number;
  /** The first retry's delay, doubling after (pg-boss's backoff); short in tests. */
  retryDelaySeconds?: number;
}

/**
 * Delivers webhook deliveries, a form's and an event's alike, one pg-boss job each (a form's is
 * queued in the submission's transaction; an event's by the dispatcher once the trigger that
 * wrote it has committed, features/integrations/event-webhooks/dispatch.ts). Each job makes one
 * attempt (lib/webhooks/attempt-delivery.ts); an attempt that leaves the delivery `retrying`
 * fails the job, so pg-boss retries it with exponential backoff, the same for both kinds, until
 * `webhookMaxAttempts` attempts. Answers a function that stops listening for event deliveries.
 */
export async function registerDeliverWebhook({
  db,
  jobs,
  log,
  allowedHosts,
  handle,
  databaseUrl,
  pollingIntervalSeconds = 1,
  retryDelaySeconds = 30,
}: DeliverWebhookOptions): Promise<() => Promise<void>> {
  const queueOptions = {
    retryLimit: webhookMaxAttempts + 2,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 6 * 3600,
    heartbeatSeconds: 30,
  };
  for (const channel of webhookChannels) {
    await jobs.boss.createQueue(channel.queue, queueOptions);
    await jobs.boss.updateQueue(channel.queue, queueOptions);
    await jobs.boss.work<DeliveryJob>(
      channel.queue,
      { batchSize: 1, pollingIntervalSeconds, localConcurrency: 2 },
      async ([job]) => {
        if (job) await deliver(channel, job.data);
      },
    );
  }

  async function deliver(channel: WebhookChannel, job: DeliveryJob) {
    const result = await attemptDelivery(db, channel, job, { allowedHosts, processId });
    // Claimed by another job now: try again later, should that attempt fail with no job behind it.
    if (result.kind === 'busy') {
      throw new Error('another job is sending this delivery; trying again later');
    }
    if (result.kind === 'done') return;
    const { status, error, number, webhookId } = result;
    const context = { eventId: job.eventId, deliveryId: job.id, webhookId, attempt: number };
    if (status === 'retrying') {
      log.warn({ ...context, error }, `${channel.name} delivery failed; will retry`);
      throw new Error(error ?? `${channel.name} delivery failed`);
    }
    if (status === 'failed')
      log.warn({ ...context, error }, `${channel.name} delivery failed for good`);
    else log.info(context, `${channel.name} delivered`);
  }

  return startEventWebhookDispatch({ db, jobs, log, handle, databaseUrl });
}

/** A claim older than this is taken to be stuck (an attempt ends within its 10 s deadline). */
const staleClaimMs = 5 * 60_000;

/**
 * Queues again each delivery (of every kind) claimed by a process that is gone (or stuck): taken
 * back (compare and set) and queued in one transaction. A job fetched by a process that died
 * before it claimed the delivery is pg-boss's: its heartbeat stops, and pg-boss retries it.
 */
export async function recoverWebhookDeliveries(
  deps: { db: Database; jobs: Jobs; log: Logger },
  liveness: Liveness,
): Promise<number> {
  let requeued = 0;
  for (const channel of webhookChannels) {
    requeued += await deps.db.transaction(async (tx) => {
      const staleBefore = new Date(Date.now() - staleClaimMs);
      const claimed = await channel.deliveries.listClaimed(tx, liveness.processId, staleBefore);
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
          channel.deliveries.takeBack(tx, delivery.eventId, delivery.id, delivery.claimedBy!),
        queue: channel.queue,
        job: (delivery): DeliveryJob => ({ eventId: delivery.eventId, id: delivery.id }),
        describe: (delivery) => ({
          eventId: delivery.eventId,
          deliveryId: delivery.id,
          claimedBy: delivery.claimedBy,
        }),
        message: `recovery: ${channel.name} delivery whose sender stopped mid-attempt queued again`,
      });
    });
  }
  return requeued;
}
