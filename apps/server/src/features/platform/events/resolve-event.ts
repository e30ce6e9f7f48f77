import type { Database } from '../../../db/client.ts';
import { type EventRow, getEventByHostname, getEventBySlug, getFirstEvent } from './queries.ts';

/** Lower-cases a Host header and drops its port: "Demo.localhost:3000" → "demo.localhost". */
export function hostnameOf(host: string | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':')[0] ?? '';
}

/**
 * The event a web request is for: the one listing the request's host name, else the configured
 * default event, else the oldest event.
 */
export async function resolveEventForHost(
  db: Database,
  host: string | undefined,
  defaultEventSlug?: string,
): Promise<EventRow | null> {
  const hostname = hostnameOf(host);
  if (hostname) {
    const byHost = await getEventByHostname(db, hostname);
    if (byHost) return byHost;
  }
  if (defaultEventSlug) {
    const bySlug = await getEventBySlug(db, defaultEventSlug);
    if (bySlug) return bySlug;
  }
  return getFirstEvent(db);
}
