import type { Logger } from 'pino';
import { holdOwnConnection } from '../../db/own-connection.ts';
import { forgetEvents } from './events/event-cache.ts';

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
  const stop = await holdOwnConnection({
    databaseUrl,
    name: 'showdesk event changes',
    log,
    async setUp(client) {
      await client.query(`listen ${eventsChannel}`);
    },
    onNotification: () => forgetEvents(),
    onReconnected: () => forgetEvents(),
  });
  forgetEvents();
  return stop;
}
