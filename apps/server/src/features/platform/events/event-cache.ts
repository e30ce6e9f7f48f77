import type { DbOrTx } from '../../../db/client.ts';
import type { EventRow } from './queries.ts';

/**
 * Events are read on every host-addressed request (session, login) and change rarely, so each
 * process keeps what it looked up for a few seconds. A change made through another process shows
 * here within `ttlMs`; a change made here calls `forgetEvents` and shows at once.
 */
const ttlMs = 10_000;
const maxEntries = 1_000;

interface Entry {
  event: EventRow | null;
  until: number;
  generation: number;
}

/** Bumped by every event write in this process: older entries are stale, whatever their db. */
let generation = 0;

const cachesByDb = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: DbOrTx): Map<string, Entry> {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDb.set(db, cache);
  }
  return cache;
}

/** The cached answer for `key`, or the loader's (then cached). Missing events are cached too. */
export async function cachedEvent(
  db: DbOrTx,
  key: string,
  load: () => Promise<EventRow | null>,
): Promise<EventRow | null> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.until > now && hit.generation === generation) return hit.event;
  const event = await load();
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
  cache.set(key, { event, until: now + ttlMs, generation });
  return event;
}

/** Makes this process read events afresh; call after writing an event (in or out of a transaction). */
export function forgetEvents() {
  generation += 1;
}
