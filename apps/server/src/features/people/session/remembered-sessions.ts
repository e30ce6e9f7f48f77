import type { Session } from '@showdesk/domain/people/session';
import type { AppDeps } from '../../../app-deps.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { buildSession } from './service.ts';

const maxEntries = 5_000;

interface Entry {
  writes: number;
  session: Session;
}

const rememberedByDeps = new WeakMap<AppDeps, Map<string, Entry>>();

/**
 * The session of a member, as `buildSession` reads it. On the embedded database, whose one
 * process sees every write, a session is remembered until the next write of any kind, so a page
 * load's repeated session reads cost nothing; on PostgreSQL every call reads afresh.
 */
export async function sessionOf(
  deps: AppDeps,
  event: EventRow,
  userId: string,
  acceptLanguage?: string,
): Promise<Session> {
  const clock = deps.writeClock;
  if (!clock) return buildSession(deps, event, userId, acceptLanguage);
  let remembered = rememberedByDeps.get(deps);
  if (!remembered) {
    remembered = new Map();
    rememberedByDeps.set(deps, remembered);
  }
  // The browser's languages choose the event's words for one who chose no language.
  const key = `${event.id}:${userId}:${acceptLanguage ?? ''}`;
  const writes = clock.now();
  const hit = remembered.get(key);
  if (hit && hit.writes === writes) return hit.session;
  const session = await buildSession(deps, event, userId, acceptLanguage);
  if (!remembered.has(key) && remembered.size >= maxEntries) {
    remembered.delete(remembered.keys().next().value as string);
  }
  remembered.set(key, { writes, session });
  return session;
}
