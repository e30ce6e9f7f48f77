import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { forgetEvents } from './event-cache.ts';

export type EventRow = typeof events.$inferSelect;

export async function getEvent(db: DbOrTx, eventId: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId));
  return row ?? null;
}

export async function getEventBySlug(db: DbOrTx, slug: string): Promise<EventRow | null> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug));
  return row ?? null;
}

/** The event whose host names include `hostname` (lower-case, without port). */
export async function getEventByHostname(db: DbOrTx, hostname: string): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .where(sql`${hostname} = any(${events.hostnames})`)
    .limit(1);
  return row ?? null;
}

/** The oldest event: the fallback for a host that names no event. */
export async function getFirstEvent(db: DbOrTx): Promise<EventRow | null> {
  const [row] = await db
    .select()
    .from(events)
    .orderBy(asc(events.createdAt), asc(events.id))
    .limit(1);
  return row ?? null;
}

export async function insertEvent(
  db: DbOrTx,
  input: { id: string; slug: string; name: string; hostnames: string[] },
): Promise<EventRow> {
  const [row] = await db.insert(events).values(input).returning();
  if (!row) throw new Error('Event insert returned nothing');
  // A host that fell back to the default event may now belong to this one.
  forgetEvents();
  return row;
}
