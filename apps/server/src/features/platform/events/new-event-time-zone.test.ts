import { calendarDayIn } from '@showdesk/domain/common/time-zones';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { loadConfig } from '../../../config.ts';
import { events } from '../../../db/schema/events.ts';
import { eventToday } from './calendar.ts';
import type { EventRow } from './queries.ts';

describe('DEFAULT_TIME_ZONE', () => {
  it('is Europe/London unless set, and must be a zone the runtime knows', () => {
    expect(loadConfig({}).defaultTimeZone).toBe('Europe/London');
    expect(loadConfig({ DEFAULT_TIME_ZONE: 'America/New_York' }).defaultTimeZone).toBe(
      'America/New_York',
    );
    expect(loadConfig({ DEFAULT_TIME_ZONE: 'UTC' }).defaultTimeZone).toBe('UTC');
    expect(() => loadConfig({ DEFAULT_TIME_ZONE: 'Mars/Olympus_Mons' })).toThrow(
      /DEFAULT_TIME_ZONE: Use an IANA time zone name/,
    );
  });
});

/**
 * A new event starts in the installation's zone and at its reminder hour (DEFAULT_TIME_ZONE,
 * TASK_REMINDER_HOUR) unless its creator picks a zone; a platform admin changes it later.
 */
describe.each(testDatabases)("a new event's time zone on %s", (kind) => {
  const t = useTestApp(kind, { env: { DEFAULT_TIME_ZONE: 'Asia/Tokyo', TASK_REMINDER_HOUR: '6' } });
  let home: EventRow;
  let root: { email: string; password: string };
  const newEvent = (slug: string, extra: Record<string, unknown> = {}) => ({
    name: `Show ${slug}`,
    slug,
    hostnames: [`${slug}.example.com`],
    startDate: '2028-05-01',
    endDate: '2028-05-02',
    ...extra,
  });
  const rowOf = async (slug: string) =>
    (await t.deps.db.select().from(events).where(eq(events.slug, slug)))[0];

  beforeAll(async () => {
    home = await t.buildEvent();
    root = await t.buildUser(home.id, { permissions: 'eventflowAdmin' });
  });

  it("takes the installation's zone and reminder hour when none is picked", async () => {
    const asRoot = await apiCallerFor(t, home, root);
    const created = await asRoot.post('/api/v1/platform/events', newEvent('tokyo-default'));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().timeZone).toBe('Asia/Tokyo');
    expect(await rowOf('tokyo-default')).toMatchObject({
      timeZone: 'Asia/Tokyo',
      reminderHour: 6,
    });
    // Its settings page says the same, and its today is Tokyo's.
    const id = created.json().id as string;
    const settings = await asRoot.get(`/api/v1/events/${id}/settings/event`);
    expect(settings.statusCode, settings.body).toBe(200);
    expect(settings.json()).toMatchObject({ timeZone: 'Asia/Tokyo', reminderHour: 6 });
    const now = new Date();
    expect(await eventToday(t.deps.db, id, now)).toBe(calendarDayIn('Asia/Tokyo', now));
  });

  it('takes the zone its creator picks, on both create routes', async () => {
    const asRoot = await apiCallerFor(t, home, root);
    const platform = await asRoot.post(
      '/api/v1/platform/events',
      newEvent('chicago', { timeZone: 'America/Chicago' }),
    );
    expect(platform.statusCode, platform.body).toBe(201);
    expect(platform.json().timeZone).toBe('America/Chicago');
    expect(await rowOf('chicago')).toMatchObject({ timeZone: 'America/Chicago', reminderHour: 6 });
    const direct = await asRoot.post(
      '/api/v1/events',
      newEvent('kolkata', { shortName: 'K', longName: 'Kolkata', timeZone: 'Asia/Kolkata' }),
    );
    expect(direct.statusCode, direct.body).toBe(201);
    expect(await rowOf('kolkata')).toMatchObject({ timeZone: 'Asia/Kolkata' });
  });

  it('refuses a zone it does not know, writing nothing', async () => {
    const asRoot = await apiCallerFor(t, home, root);
    const response = await asRoot.post(
      '/api/v1/platform/events',
      newEvent('nowhere', { timeZone: 'Nowhere/City' }),
    );
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain('Choose a time zone from the list');
    expect(await rowOf('nowhere')).toBeUndefined();
  });

  it("changes an event's zone from the platform's event screen, keeping its other settings", async () => {
    const asRoot = await apiCallerFor(t, home, root);
    const created = await asRoot.post('/api/v1/platform/events', newEvent('moving'));
    const id = created.json().id as string;
    const changed = await asRoot.patch(`/api/v1/platform/events/${id}`, {
      timeZone: 'Europe/Berlin',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ timeZone: 'Europe/Berlin', name: 'Show moving' });
    expect(await rowOf('moving')).toMatchObject({ timeZone: 'Europe/Berlin', reminderHour: 6 });
    const settings = await asRoot.get(`/api/v1/events/${id}/settings/event`);
    expect(settings.json()).toMatchObject({
      timeZone: 'Europe/Berlin',
      startDate: '2028-05-01',
      eventName: 'Show moving',
    });
    // Saving other fields of the event (either screen) leaves its zone and hour alone.
    const renamed = await asRoot.patch(`/api/v1/platform/events/${id}`, { name: 'Moved show' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const short = await asRoot.patch(`/api/v1/events/${id}/settings/event`, { shortName: 'Moved' });
    expect(short.statusCode, short.body).toBe(200);
    expect(short.json()).toMatchObject({ timeZone: 'Europe/Berlin', reminderHour: 6 });
    expect(await rowOf('moving')).toMatchObject({ timeZone: 'Europe/Berlin', reminderHour: 6 });
    const refused = await asRoot.patch(`/api/v1/platform/events/${id}`, { timeZone: 'Berlin' });
    expect(refused.statusCode).toBe(400);
    expect(await rowOf('moving')).toMatchObject({ timeZone: 'Europe/Berlin' });
  });
});
