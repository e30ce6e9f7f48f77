import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { AppDeps } from '../../../app-deps.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { withLockLabel } from '../../../db/lock-holds.ts';
import { holdOwnConnection } from '../../../db/own-connection.ts';
import { deliverEventWebhookQueue } from './channel.ts';
import { takeUnqueuedDeliveries } from './queries.ts';

/**
 * The channel the audit trigger notifies (migration 0040) when a transaction wrote event webhook
 * deliveries: PostgreSQL delivers it at the commit, to every listening process, and never for a
 * rolled-back transaction.
 */
export const eventWebhooksChannel = 'showdesk_event_webhooks';

const batch = 100;

/**
 * Queues the job of every delivery the trigger wrote that has none yet, a batch per
 * transaction (the mark cleared and the job sent together, so each is queued exactly once
 * whichever process gets there). Called when the trigger's notification arrives, when a
 * listening connection comes back, at start and by recovery's sweep every 30 s (which catches
 * what a notification missed: a process that stopped between a commit and its dispatch).
 * Answers how many it queued.
 */
export async function queueWrittenDeliveries(deps: Pick<AppDeps, 'db' | 'jobs'>): Promise<number> {
  let queued = 0;
  for (;;) {
    const taken = await deps.db.transaction(async (tx) => {
      const rows = await takeUnqueuedDeliveries(tx, batch);
      for (const row of rows) {
        await deps.jobs.sendInTransaction(tx, deliverEventWebhookQueue, {
          eventId: row.eventId,
          id: row.id,
        });
      }
      return rows.length;
    });
    queued += taken;
    if (taken < batch) return queued;
  }
}

interface DispatchOptions {
  db: AppDeps['db'];
  jobs: AppDeps['jobs'];
  log: Logger;
  handle: DatabaseHandle;
  databaseUrl: string | undefined;
}

/**
 * Listens for the trigger's notification (PGlite's own listen on the embedded database; a
 * connection of its own on PostgreSQL) and queues what it announces; one dispatch at a time,
 * and one more after it when a notification came meanwhile. Answers a function that stops.
 */
export async function startEventWebhookDispatch(options: DispatchOptions) {
  const { log, handle, databaseUrl } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const dispatch = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      // A notification is told while PGlite answers another statement: let that finish first.
      await nextTurn();
      try {
        do {
          again = false;
          await withLockLabel('event webhook dispatch', () => queueWrittenDeliveries(options));
        } while (again && !stopped);
      } catch (error) {
        log.error(
          { err: error },
          'event webhook dispatch failed; recovery tries again within 30 s',
        );
      } finally {
        running = null;
      }
    })();
  };

  let unlisten: () => Promise<void>;
  if (handle.kind === 'pglite' && handle.pglite) {
    const stop = await handle.pglite.listen(eventWebhooksChannel, dispatch);
    unlisten = () => stop();
  } else if (databaseUrl) {
    unlisten = await holdOwnConnection({
      databaseUrl,
      name: 'showdesk event webhooks',
      log,
      async setUp(client) {
        await client.query(`listen ${eventWebhooksChannel}`);
      },
      onNotification: dispatch,
      // A notification may have been missed while the connection was down.
      onReconnected: dispatch,
    });
  } else {
    unlisten = async () => {};
  }
  // Deliveries written while no process listened (a crash between a commit and its dispatch).
  dispatch();
  return async () => {
    stopped = true;
    await unlisten().catch(() => {});
    await running;
  };
}
