import pg from 'pg';
import type { Logger } from 'pino';
import { forgetEvents } from '../events/event-cache.ts';

/**
 * The channel the events table's trigger notifies on every write to it (migration
 * 0025_platform_setup): on PostgreSQL several app processes share the database, and each one
 * keeps a short cache of host → event (events/event-cache.ts). A write made by one process
 * (or by `npm run showdesk`) reaches the others at its commit, and they read events afresh.
 * The embedded database has one process, which forgets its cache itself when it writes.
 */
export const eventsChannel = 'showdesk_events';

/**
 * Listens for event changes on a connection of its own; reconnects when it drops (and forgets
 * the cache then too, as a notification may have been missed). Answers a function that stops.
 */
export async function listenForEventChanges(
  databaseUrl: string | undefined,
  log: Logger,
): Promise<() => Promise<void>> {
  if (!databaseUrl) return async () => {};
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      application_name: 'showdesk event changes',
    });
    next.on('notification', () => forgetEvents());
    next.on('error', (error) => {
      log.warn({ err: error }, 'event change listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`listen ${eventsChannel}`);
    client = next;
    forgetEvents();
  }

  function scheduleReconnect() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped || client) return;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'event change listener could not reconnect; retrying');
        scheduleReconnect();
      });
    }, 2000);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}
