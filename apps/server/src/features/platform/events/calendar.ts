import { calendarDayIn, defaultTimeZone } from '@showdesk/domain/common/time-zones';
import type { DbOrTx } from '../../../db/client.ts';
import { cachedEvent } from './event-cache.ts';
import { getEvent } from './queries.ts';

/** An event's time zone, from its row as this process keeps it (event-cache.ts). */
export async function eventTimeZone(db: DbOrTx, eventId: string): Promise<string> {
  const event = await cachedEvent(db, `id:${eventId}`, () => getEvent(db, eventId));
  return event?.timeZone ?? defaultTimeZone;
}

/**
 * The calendar day (YYYY-MM-DD) it is at the event at `now`: its "today", which due soon and
 * overdue count from, in its own time zone.
 */
export async function eventToday(db: DbOrTx, eventId: string, now = new Date()): Promise<string> {
  return calendarDayIn(await eventTimeZone(db, eventId), now);
}
