import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { eventSettings } from '../../../db/schema/settings.ts';
import { members } from '../../../db/schema/users.ts';
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
  input: {
    id: string;
    slug: string;
    name: string;
    hostnames: string[];
    /** The event's zone and reminder hour; the columns' defaults when left out. */
    timeZone?: string;
    reminderHour?: number;
  },
): Promise<EventRow> {
  const [row] = await db.insert(events).values(input).returning();
  if (!row) throw new Error('Event insert returned nothing');
  // A host that fell back to the default event may now belong to this one.
  forgetEvents();
  return row;
}

/**
 * Sets what the event settings keep on the event's row (its name when given, its time zone,
 * reminder hour, retention period, audit retention, its staff's second-factor and
 * single sign-on rules, and its languages) in
 * one statement; the caller forgets cached events once its transaction commits.
 */
export async function updateEventRow(
  db: DbOrTx,
  eventId: string,
  change: {
    name?: string;
    timeZone: string;
    reminderHour: number;
    retentionDays: number | null;
    auditRetentionDays: number | null;
    requireStaffSecondFactor: boolean;
    requireStaffSso: boolean;
    languages: string[];
    defaultLanguage: string;
  },
) {
  await db
    .update(events)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

const withEventSettings = and(
  eq(eventSettings.eventId, events.id),
  eq(eventSettings.kind, 'event'),
);

/** Every event, with its stored event settings document (null when never saved). */
export async function listEventsWithSettings(db: DbOrTx) {
  return db
    .select({ event: events, settings: eventSettings.data })
    .from(events)
    .leftJoin(eventSettings, withEventSettings)
    .orderBy(asc(events.name), asc(events.id));
}

/**
 * The events a user belongs to or is invited to (`isInvited`), with each one's stored event
 * settings document.
 */
export async function listEventsOfUserWithSettings(db: DbOrTx, userId: string) {
  return db
    .select({
      event: events,
      settings: eventSettings.data,
      isInvited: sql<boolean>`${members.status} = 'invited'`,
    })
    .from(members)
    .innerJoin(events, eq(events.id, members.eventId))
    .leftJoin(eventSettings, withEventSettings)
    .where(eq(members.userId, userId))
    .orderBy(asc(events.name), asc(events.id));
}

/** The host names among `hostnames` that some event (other than `exceptEventId`) already uses. */
export async function takenHostnames(
  db: DbOrTx,
  hostnames: string[],
  exceptEventId?: string,
): Promise<string[]> {
  if (hostnames.length === 0) return [];
  const wanted = sql`array[${sql.join(
    hostnames.map((h) => sql`${h}`),
    sql`, `,
  )}]::text[]`;
  const rows = await db
    .select({ hostnames: events.hostnames })
    .from(events)
    .where(
      exceptEventId
        ? and(sql`${events.hostnames} && ${wanted}`, ne(events.id, exceptEventId))
        : sql`${events.hostnames} && ${wanted}`,
    );
  const taken = new Set(rows.flatMap((row) => row.hostnames));
  return hostnames.filter((h) => taken.has(h));
}

/**
 * Serialises event creation until the transaction ends, so two events cannot claim the same
 * host name at once (host names have no unique index: they live in an array).
 */
export async function lockEventCreation(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showdesk:create-event'))`);
}
