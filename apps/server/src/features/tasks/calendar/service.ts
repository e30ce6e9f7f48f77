import { createHash, randomBytes } from 'node:crypto';
import { messages } from '@showdesk/domain/common/errors';
import type { CalendarFeedLink, CalendarFeedStatus } from '@showdesk/domain/tasks/reminders';
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { calendarFeeds, tasks } from '../../../db/schema/tasks.ts';
import { members } from '../../../db/schema/users.ts';
import { AppError } from '../../../lib/app-error.ts';
import { namedEntities } from '../../../lib/html-entities.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { loadReader } from '../../../plugins/caller-reader.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin, eventOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import { taskVisibleTo } from '../visibility.ts';

const loadIcal = lazyModule(async () => (await import('ical-generator')).default);

type Deps = Pick<AppDeps, 'db' | 'config' | 'log' | 'reporter'>;

/**
 * A member's calendar feed of task deadlines. The link carries a random
 * 32-byte token (base64url, 43 characters); calendar_feeds keeps only its SHA-256, so the link
 * is shown once, when it is made, and a new link replaces the old one (which stops working).
 */
const tokenPattern = /^([A-Za-z0-9_-]{43})\.ics$/;
export const calendarPathPrefix = '/api/v1/calendar/';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getCalendarFeedStatus(
  deps: Deps,
  ctx: EventContext,
): Promise<CalendarFeedStatus> {
  const [row] = await deps.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.eventId, ctx.eventId), eq(calendarFeeds.userId, ctx.userId)));
  return { exists: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

/** Makes the caller's link, replacing any they had: answered once, never stored or logged. */
export async function createCalendarFeed(
  deps: Deps,
  request: FastifyRequest,
  ctx: EventContext,
): Promise<CalendarFeedLink> {
  const event = await getEvent(deps.db, ctx.eventId);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  const token = randomBytes(32).toString('base64url');
  // The database's clock, like the membership's created_at it is compared with at each fetch.
  const [{ createdAt }] = (await deps.db
    .insert(calendarFeeds)
    .values({ eventId: ctx.eventId, userId: ctx.userId, tokenHash: hashOf(token) })
    .onConflictDoUpdate({
      target: [calendarFeeds.eventId, calendarFeeds.userId],
      set: { tokenHash: hashOf(token), createdAt: sql`now()` },
    })
    .returning({ createdAt: calendarFeeds.createdAt })) as [{ createdAt: Date }];
  const origin = eventOrigin(request, event, deps.config);
  return {
    url: `${origin}${calendarPathPrefix}${token}.ics`,
    createdAt: createdAt.toISOString(),
  };
}

export async function deleteCalendarFeed(deps: Deps, ctx: EventContext): Promise<void> {
  await deps.db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.eventId, ctx.eventId), eq(calendarFeeds.userId, ctx.userId)));
}

/**
 * The feed of a link (`<token>.ics`), built at each fetch so it shows the tasks as they are now:
 * one all-day event per unarchived task with a due date (its day, in the event's zone, which
 * the calendar names) that the link's owner sees today
 * (tasks/visibility.ts with their current team). 404 for a malformed, unknown or revoked token,
 * and for an owner who has left the event (also once they are added again).
 */
export async function calendarFeedOf(deps: Deps, file: string): Promise<string> {
  const token = tokenPattern.exec(file)?.[1];
  if (!token) throw AppError.notFound();
  const [feed] = await deps.db
    .select({
      eventId: calendarFeeds.eventId,
      userId: calendarFeeds.userId,
      permissions: members.permissions,
    })
    .from(calendarFeeds)
    .innerJoin(
      members,
      and(
        eq(members.eventId, calendarFeeds.eventId),
        eq(members.userId, calendarFeeds.userId),
        // A link made before the membership began belongs to an earlier one: someone removed
        // from the event and added again does not get their old link back.
        gte(calendarFeeds.createdAt, members.createdAt),
        eq(members.status, 'active'),
      ),
    )
    .where(eq(calendarFeeds.tokenHash, hashOf(token)));
  if (!feed) throw AppError.notFound();
  const event = await getEvent(deps.db, feed.eventId);
  if (!event) throw AppError.notFound();
  const reader = await loadReader(deps.db, feed);
  const rows = await deps.db
    .select({
      id: tasks.id,
      title: tasks.title,
      description: tasks.description,
      dueDate: tasks.dueDate,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(
      and(
        eq(tasks.eventId, feed.eventId),
        eq(tasks.isArchived, false),
        isNotNull(tasks.dueDate),
        taskVisibleTo(reader),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(sql`lower(${tasks.title})`), asc(tasks.id));
  const stored = await getSettingsData(deps.db, feed.eventId, ['event']);
  const shortName =
    documentOrDefaults(deps, feed.eventId, 'event', stored.get('event')).shortName || event.name;
  const origin = canonicalOrigin(event, deps.config);
  const host = new URL(origin).hostname;
  const ical = await loadIcal();
  const calendar = ical({
    name: `${shortName}: task deadlines`,
    description: `The task deadlines of your team at ${event.name}`,
    prodId: { company: 'Showdesk', product: 'Task deadlines', language: 'EN' },
    // Calendar apps that honour it fetch the feed again after an hour.
    ttl: 60 * 60,
  });
  for (const task of rows) {
    const url = new URL(`/tasks/${encodeURIComponent(task.id)}`, origin).toString();
    const due = new Date(`${task.dueDate}T00:00:00Z`);
    const end = new Date(due);
    end.setUTCDate(end.getUTCDate() + 1);
    const text = plainText(task.description);
    calendar.createEvent({
      id: `${task.id}@${host}`,
      allDay: true,
      start: due,
      end,
      stamp: task.updatedAt,
      lastModified: task.updatedAt,
      summary: task.title,
      url,
      description: text ? `${text}\n\n${url}` : url,
    });
  }
  // RFC 5545 (3.1) ends every content line with CRLF, the last one too; the library leaves
  // the last line bare.
  const ics = calendar.toString();
  return withTimeZone(ics.endsWith('\r\n') ? ics : `${ics}\r\n`, event.timeZone);
}

/**
 * The feed with the event's zone named (X-WR-TIMEZONE) among the calendar's properties, before
 * its first component. Deadlines are days (DTSTART;VALUE=DATE, the same day in every zone) and
 * DTSTAMP and LAST-MODIFIED UTC instants, so no time is floating. Set here rather than through
 * the library's own time zone, which writes every date-time without its Z.
 */
export function withTimeZone(ics: string, timeZone: string): string {
  const property = `X-WR-TIMEZONE:${timeZone}\r\n`;
  const at = ics.search(/^(BEGIN:VEVENT|END:VCALENDAR)\r$/m);
  return at < 0 ? ics : `${ics.slice(0, at)}${property}${ics.slice(at)}`;
}

/** A task's description (sanitised rich text) as plain text for DESCRIPTION. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|li|h[1-6]|blockquote|pre|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return namedEntities[name.toLowerCase()] ?? whole;
      const hex = name[1] === 'x' || name[1] === 'X';
      const code = Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
