import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTeamType, callersFor } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { buildApp } from '../../../app.ts';
import { events } from '../../../db/schema/events.ts';
import { calendarFeeds, tasks } from '../../../db/schema/tasks.ts';
import { members } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import { addTeamMember, insertTeam } from '../../people/teams/queries.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { calendarFeedRateLimit } from './routes.ts';
import { plainText } from './service.ts';

/** The content lines of an iCalendar file, unfolded (RFC 5545, 3.1), checking CRLF endings. */
function contentLines(body: string): string[] {
  expect(body.endsWith('\r\n')).toBe(true);
  expect(body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  return body
    .slice(0, -2)
    .split('\r\n')
    .reduce<string[]>((lines, line) => {
      if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
      else lines.push(line);
      return lines;
    }, []);
}

interface FeedEvent {
  UID: string;
  DTSTART: string;
  DTEND: string;
  SUMMARY: string;
  URL: string;
  DESCRIPTION: string;
}

/** The time zone a feed names (X-WR-TIMEZONE among the calendar's properties), if one. */
function feedTimeZone(body: string): string | undefined {
  const lines = contentLines(body);
  // The calendar's own properties: the lines before its first component.
  const firstEvent = lines.indexOf('BEGIN:VEVENT');
  const calendarProps = lines.slice(1, firstEvent < 0 ? -1 : firstEvent);
  const named = calendarProps.filter((line) => line.startsWith('X-WR-TIMEZONE:'));
  expect(named.length).toBeLessThanOrEqual(1);
  return named[0]?.slice('X-WR-TIMEZONE:'.length);
}

/**
 * A strict read of a feed: the calendar's frame naming the event's zone, then each VEVENT's
 * properties by name; deadlines are days and every time a UTC instant (none floating).
 */
function parseFeed(body: string): FeedEvent[] {
  const lines = contentLines(body);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true);
  expect(feedTimeZone(body)).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
  const events: FeedEvent[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines.slice(1, -1)) {
    if (line === 'BEGIN:VEVENT') {
      expect(current).toBeNull();
      current = {};
    } else if (line === 'END:VEVENT') {
      expect(current).not.toBeNull();
      events.push(current as unknown as FeedEvent);
      current = null;
    } else if (current) {
      const match = /^([A-Z-]+)((?:;[^:]*)?):(.*)$/.exec(line);
      expect(match, line).not.toBeNull();
      const [, name, params, value] = match!;
      if (name === 'DTSTART' || name === 'DTEND') {
        expect(params).toBe(';VALUE=DATE');
        expect(value).toMatch(/^\d{8}$/);
      }
      if (name === 'DTSTAMP' || name === 'LAST-MODIFIED') expect(value).toMatch(/^\d{8}T\d{6}Z$/);
      current[name!] = value!;
    }
  }
  expect(current).toBeNull();
  return events;
}

const unescapeText = (value: string) => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

describe.each(testDatabases)('calendar feed on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asMember: Caller;
  let asOwnerB: Caller;
  let asModerator: Caller;
  let asGuest: Caller;
  let asStranger: Caller;
  let forAll: string;
  let forA: string;
  let forB: string;
  let theirs: string;

  const fetchFeed = (url: string) =>
    t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'anywhere.test' } });
  const create = async (caller: Caller) => {
    const response = await caller.post('/member/calendar-feed');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().url as string;
  };
  const addTask = async (eventId: string, input: Partial<typeof tasks.$inferInsert>) => {
    const id = newId();
    await t.deps.db.insert(tasks).values({ eventId, id, title: 'Task', ...input });
    return id;
  };

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const ownerA = await t.buildUser(event.id);
    const memberA = await t.buildUser(event.id);
    const ownerB = await t.buildUser(event.id);
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    const asAdmin = await callerFor(t, event, admin);
    const typeA = await addTeamType(asAdmin, 'Exhibitors');
    const typeB = await addTeamType(asAdmin, 'Caterers');
    for (const [owner, type, others] of [
      [ownerA, typeA, [memberA.userId]],
      [ownerB, typeB, []],
    ] as const) {
      const id = newId();
      await insertTeam(t.deps.db, {
        eventId: event.id,
        id,
        name: `Team ${id}`,
        ownerId: owner.userId,
        teamTypeId: type,
        createdBy: null,
      });
      for (const userId of [owner.userId, ...others])
        await addTeamMember(t.deps.db, { eventId: event.id, teamId: id, userId, createdBy: null });
    }
    [asMember, asOwnerB, asModerator, asGuest] = await callersFor(t, event, [
      memberA,
      ownerB,
      moderator,
      null,
    ]);
    asStranger = await callerFor(t, otherEvent, stranger);
    forAll = await addTask(event.id, {
      title: 'Stand plan, final; signed',
      dueDate: '2027-03-01',
      description:
        '<p>Send the <strong>signed</strong> plan &amp; the invoice.</p><ul><li>PDF</li></ul>',
    });
    forA = await addTask(event.id, {
      title: 'Risk assessment',
      dueDate: '2027-02-28',
      teamTypeIds: [typeA],
    });
    forB = await addTask(event.id, { title: 'Menu', dueDate: '2027-02-01', teamTypeIds: [typeB] });
    await addTask(event.id, { title: 'Archived one', dueDate: '2027-02-01', isArchived: true });
    await addTask(event.id, { title: 'No deadline' });
    theirs = await addTask(otherEvent.id, { title: 'Their task', dueDate: '2027-02-01' });
  });

  it("gives a member a link to their team's deadlines, shown once and stored as a hash", async () => {
    expect((await asMember.get('/member/calendar-feed')).json()).toEqual({
      exists: false,
      createdAt: null,
    });
    const url = await create(asMember);
    expect(url).toMatch(
      new RegExp(`^http://${event.hostnames[0]}/api/v1/calendar/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    const status = await asMember.get('/member/calendar-feed');
    expect(status.json()).toMatchObject({ exists: true });
    expect(status.body).not.toContain(token);
    const stored = await t.deps.db.select().from(calendarFeeds);
    expect(stored.map((row) => row.tokenHash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    const response = await fetchFeed(url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const events = parseFeed(response.body);
    // Team A's type: the task for all and the type A one, by due date; not type B's, not the
    // archived one, not one without a deadline, not the other event's.
    expect(events.map((e) => e.UID)).toEqual([
      `${forA}@${event.hostnames[0]}`,
      `${forAll}@${event.hostnames[0]}`,
    ]);
    const plan = events[1]!;
    expect(plan.DTSTART).toBe('20270301');
    expect(plan.DTEND).toBe('20270302');
    expect(unescapeText(plan.SUMMARY)).toBe('Stand plan, final; signed');
    expect(plan.URL).toBe(`http://${event.hostnames[0]}/tasks/${forAll}`);
    expect(unescapeText(plan.DESCRIPTION)).toBe(
      `Send the signed plan & the invoice.\n- PDF\n\nhttp://${event.hostnames[0]}/tasks/${forAll}`,
    );
    expect(response.body).not.toContain(forB);
    expect(response.body).not.toContain(theirs);
    expect(response.body).not.toContain('Archived one');
  });

  it("names the event's time zone; a deadline stays its day in any zone", async () => {
    const url = await create(asMember);
    expect(feedTimeZone((await fetchFeed(url)).body)).toBe('Europe/London');
    const setZone = (timeZone: string) =>
      t.deps.db.update(events).set({ timeZone }).where(eq(events.id, event.id));
    try {
      for (const zone of ['Pacific/Auckland', 'America/Los_Angeles', 'Asia/Kolkata']) {
        await setZone(zone);
        const body = (await fetchFeed(url)).body;
        expect(feedTimeZone(body)).toBe(zone);
        const plan = parseFeed(body).find((e) => e.UID.startsWith(forAll))!;
        expect([plan.DTSTART, plan.DTEND]).toEqual(['20270301', '20270302']);
      }
    } finally {
      await setZone('Europe/London');
    }
  });

  it('shows task changes at the next fetch, and another team type its own tasks', async () => {
    const url = await create(asOwnerB);
    expect(parseFeed((await fetchFeed(url)).body).map((e) => e.UID)).toEqual([
      `${forB}@${event.hostnames[0]}`,
      `${forAll}@${event.hostnames[0]}`,
    ]);
    await t.deps.db.update(tasks).set({ title: 'Menu and allergens' }).where(eq(tasks.id, forB));
    const events = parseFeed((await fetchFeed(url)).body);
    expect(events[0]?.SUMMARY).toBe('Menu and allergens');
  });

  it('stops answering a replaced or revoked link', async () => {
    const first = await create(asMember);
    const second = await create(asMember);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first)).statusCode).toBe(404);
    expect((await fetchFeed(second)).statusCode).toBe(200);
    const off = await asMember.delete('/member/calendar-feed');
    expect(off.statusCode).toBe(204);
    expect((await fetchFeed(second)).statusCode).toBe(404);
    expect((await asMember.get('/member/calendar-feed')).json().exists).toBe(false);
    for (const path of [
      '/api/v1/calendar/nothing.ics',
      `/api/v1/calendar/${'A'.repeat(43)}.ics`,
      `/api/v1/calendar/${'A'.repeat(43)}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
  });

  it('stops answering once its owner leaves the event, also if they come back', async () => {
    const leaver = await t.buildUser(event.id);
    const url = await create(await callerFor(t, event, leaver));
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.deps.db
      .delete(members)
      .where(and(eq(members.eventId, event.id), eq(members.userId, leaver.userId)));
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.addMembership(event.id, leaver.userId);
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });

  it('is for members of the event; an organiser in no team sees every task', async () => {
    expect((await asGuest.post('/member/calendar-feed')).statusCode).toBe(401);
    expect((await asGuest.get('/member/calendar-feed')).statusCode).toBe(401);
    const foreign = await asStranger.post('/member/calendar-feed', undefined, event);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Event ID not found');
    expect((await asStranger.delete('/member/calendar-feed', event)).statusCode).toBe(404);
    // The stranger's own feed in their event lists their event's tasks only.
    const strangerUrl = await create(asStranger);
    const theirEvents = parseFeed((await fetchFeed(strangerUrl)).body);
    expect(theirEvents.map((e) => e.UID)).toEqual([`${theirs}@${otherEvent.hostnames[0]}`]);

    const url = await create(asModerator);
    const uids = parseFeed((await fetchFeed(url)).body).map((e) => e.UID.split('@')[0]);
    expect(uids.sort()).toEqual([forAll, forA, forB].sort());
  });

  it('keeps the token out of the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await buildApp(t.deps, { loggerInstance: pino({ level: 'info' }, stream) });
    try {
      const url = await create(asMember);
      const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
      const response = await logged.inject({ method: 'GET', url: new URL(url).pathname });
      expect(response.statusCode).toBe(200);
      await logged.inject({ method: 'GET', url: `/api/v1/calendar/${token}x.ics` });
      const log = lines.join('');
      expect(log).toContain('/api/v1/calendar/[hidden]');
      expect(log).not.toContain(token);
    } finally {
      await logged.close();
    }
  });

  it('limits the public route per client address', async () => {
    let last = 0;
    for (let i = 0; i <= calendarFeedRateLimit.max; i++) {
      last = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/calendar/unknown.ics',
          remoteAddress: '203.0.113.9',
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });

  it('reads rich text descriptions as plain text', () => {
    expect(plainText('<h2>Title</h2><p>One<br>two &lt;3 &#8364;5 &#99999999;</p>')).toBe(
      'Title\nOne\ntwo <3 €5 &#99999999;',
    );
  });
});
