import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/events.ts';
import { eventSettings } from '../../db/schema/settings.ts';
import { members, userProfiles } from '../../db/schema/users.ts';
import { isActiveMember } from '../people/users/queries.ts';

/**
 * Every event with its stored event settings document and how many people belong to it (its
 * members; invitations not yet accepted are not counted).
 */
export async function listEventsWithMemberCounts(db: DbOrTx) {
  const memberCount = db
    .select({ eventId: members.eventId, n: count().as('n') })
    .from(members)
    .where(isActiveMember)
    .groupBy(members.eventId)
    .as('member_count');
  return db
    .select({
      event: events,
      settings: eventSettings.data,
      memberCount: sql<number>`coalesce(${memberCount.n}, 0)`.mapWith(Number),
    })
    .from(events)
    .leftJoin(
      eventSettings,
      and(eq(eventSettings.eventId, events.id), eq(eventSettings.kind, 'event')),
    )
    .leftJoin(memberCount, eq(memberCount.eventId, events.id))
    .orderBy(asc(events.name), asc(events.id));
}

/** Another event using this slug, if any. */
export async function slugTakenByOther(db: DbOrTx, slug: string, eventId: string) {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.slug, slug), ne(events.id, eventId)))
    .limit(1);
  return row !== undefined;
}

/** Sets an event's slug, host names and name (those given). */
export async function updateEventRow(
  db: DbOrTx,
  eventId: string,
  input: { slug?: string | undefined; hostnames?: string[] | undefined; name?: string | undefined },
) {
  await db
    .update(events)
    .set({
      ...(input.slug === undefined ? {} : { slug: input.slug }),
      ...(input.hostnames === undefined ? {} : { hostnames: input.hostnames }),
      ...(input.name === undefined ? {} : { name: input.name }),
      updatedAt: new Date(),
    })
    .where(eq(events.id, eventId));
}

/** The platform admins: everyone who is an eventflowAdmin of some event, by name. */
export async function listPlatformAdmins(db: DbOrTx) {
  return db
    .selectDistinct({
      id: userProfiles.id,
      email: userProfiles.email,
      firstName: userProfiles.firstName,
      surname: userProfiles.surname,
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(members.permissions, 'eventflowAdmin'), isActiveMember))
    .orderBy(asc(userProfiles.firstName), asc(userProfiles.surname), asc(userProfiles.id));
}

/** How many people are platform admins. */
export async function countPlatformAdmins(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${members.userId})`.mapWith(Number) })
    .from(members)
    .where(and(eq(members.permissions, 'eventflowAdmin'), isActiveMember));
  return row?.n ?? 0;
}

/**
 * Makes a user eventflowAdmin in every event they belong to (not those they are only invited
 * to); answers how many.
 */
export async function raiseToEventflowAdmin(db: DbOrTx, userId: string, updatedBy: string) {
  const rows = await db
    .update(members)
    .set({ permissions: 'eventflowAdmin', updatedAt: new Date(), updatedBy })
    .where(and(eq(members.userId, userId), isActiveMember))
    .returning({ eventId: members.eventId });
  return rows.length;
}

/** Makes a platform admin an admin wherever they were eventflowAdmin. */
export async function lowerToAdmin(db: DbOrTx, userId: string, updatedBy: string) {
  await db
    .update(members)
    .set({ permissions: 'admin', updatedAt: new Date(), updatedBy })
    .where(and(eq(members.userId, userId), eq(members.permissions, 'eventflowAdmin')));
}

/** Serialises grants and revokes, so two revokes cannot each leave the other as the last one. */
export async function lockPlatformAdmins(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('showdesk:platform-admins'))`);
}
