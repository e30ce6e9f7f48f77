import type { FastifyReply } from 'fastify';
import type { EventContext } from '../app-deps.ts';

/**
 * The version an answer was built at: one area's, or several areas' read together (a team's task
 * list depends on the content, the members' names and the team's progress).
 */
export type Version = number | readonly number[];

interface Entry<T> {
  version: readonly number[];
  body: T;
}

const parts = (version: Version): readonly number[] =>
  typeof version === 'number' ? [version] : version;

const sameVersion = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/** `a` is later than `b`: no part older, one part newer. */
const laterThan = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((part, i) => part >= b[i]!) && !sameVersion(a, b);

/**
 * Serialised answers of hot member reads, each stamped with the version of the event's content
 * area it was built at. The version is read with the caller at the start of every request (one
 * query with the session, see plugins/event-caller.ts) and bumped by a trigger in the
 * transaction of every write to the area (schema/data-versions.ts), so an answer is served from
 * here only while nothing it depends on has changed, on whichever app process wrote: no message
 * between processes is needed, and a write is seen by the next request everywhere.
 *
 * Keys must name everything else the answer depends on: the route, its parameters and the
 * reader (team type, stand-share role, organiser), never the user unless the answer is theirs.
 */
export class VersionedCache<T = Buffer> {
  readonly #entries = new Map<string, Entry<T>>();
  readonly #maxEntries: number;

  constructor(maxEntries = 5_000) {
    this.#maxEntries = maxEntries;
  }

  get(key: string, version: Version): T | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (sameVersion(entry.version, parts(version))) return entry.body;
    // Older (or, on a lagging read, newer) than the request's version: build afresh.
    return null;
  }

  set(key: string, version: Version, body: T) {
    const existing = this.#entries.get(key);
    // A slower request that read an older version must not overwrite a newer answer.
    if (existing && laterThan(existing.version, parts(version))) return;
    if (!existing && this.#entries.size >= this.#maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value as string);
    }
    this.#entries.set(key, { version: parts(version), body });
  }

  get size() {
    return this.#entries.size;
  }
}

/** The reader's language as part of a cache key: empty in the event's default language. */
export const languageKey = (ctx: Pick<EventContext, 'language' | 'defaultLanguage'>): string =>
  ctx.language === ctx.defaultLanguage ? '' : `|${ctx.language}`;

/** A reader's part of a cache key: what decides which content they see, and in which language. */
export function readerKey(ctx: EventContext): string {
  const reader = ctx.reader;
  const language = languageKey(ctx);
  if (!reader) return `user:${ctx.userId}${language}`;
  return `${reader.isOrganiser ? 'o' : '-'}${reader.isChildTeam ? 'c' : '-'}:${reader.teamTypeId ?? ''}${language}`;
}

/**
 * Answers a read from the cache when the event's content (or the areas read into `version`) has
 * not changed since it was built, else builds it, serialises it with the route's response schema
 * and remembers it. Without a version (a context made by hand) it always builds.
 */
export async function sendVersioned<T>(
  cache: VersionedCache,
  reply: FastifyReply,
  ctx: EventContext,
  key: string,
  build: () => Promise<T>,
  version: Version | undefined = ctx.contentVersion,
): Promise<FastifyReply> {
  const fullKey = `${ctx.eventId}|${key}`;
  let body = version === undefined ? null : cache.get(fullKey, version);
  if (!body) {
    const serialised = reply.serialize(await build());
    body =
      typeof serialised === 'string'
        ? Buffer.from(serialised)
        : Buffer.from(serialised as Uint8Array);
    if (version !== undefined) cache.set(fullKey, version, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
