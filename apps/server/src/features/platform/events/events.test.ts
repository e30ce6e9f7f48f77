import { defaultCorePages } from '@showdesk/domain/content/core-pages';
import { settingsKinds, settingsRules } from '@showdesk/domain/platform/settings-kinds';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { events } from '../../../db/schema/events.ts';
import { eventSettings } from '../../../db/schema/settings.ts';
import type { EventRow } from './queries.ts';

type Login = { email: string; password: string };

describe.each(testDatabases)('events on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let root: Login & { userId: string };

  const as = (user: Login, ev: EventRow = event) => apiCallerFor(t, ev, user);

  const newEvent = (slug: string) => ({
    name: `Expo ${slug}`,
    shortName: 'Expo',
    longName: `The ${slug} Expo`,
    slug,
    hostnames: [`${slug}.example.com`, `WWW.${slug}.example.com`],
    startDate: '2027-06-01',
    endDate: '2027-06-03',
  });

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Alpha Show' });
    otherEvent = await t.buildEvent({ name: 'Beta Show' });
    root = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
  });

  describe('GET /api/v1/my-events', () => {
    it('requires authentication', async () => {
      const response = await t.app.inject({ url: '/api/v1/my-events' });
      expect(response.statusCode).toBe(401);
    });

    it("gives each event's name and dates from its event settings", async () => {
      const user = await t.buildUser(event.id);
      await t.addMembership(otherEvent.id, user.userId);
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      await (await as(admin)).patch(`/api/v1/events/${event.id}/settings/event`, {
        startDate: '2027-03-10',
        endDate: '2027-03-12',
        eventName: 'Alpha Show 2027',
      });
      const response = await (await as(user)).get('/api/v1/my-events');
      expect(response.statusCode).toBe(200);
      expect(response.json().events).toEqual([
        {
          id: event.id,
          eventName: 'Alpha Show 2027',
          startDate: '2027-03-10',
          endDate: '2027-03-12',
          appUrl: `http://${event.hostnames[0]}`,
          isInvited: false,
        },
        // Never saved: the spec's default dates and the event's own name.
        expect.objectContaining({
          id: otherEvent.id,
          eventName: 'Beta Show',
          startDate: '2023-11-15',
          endDate: '2023-11-16',
        }),
      ]);
    });
  });

  describe('GET /api/v1/events', () => {
    it('requires authentication', async () => {
      expect((await t.app.inject({ url: '/api/v1/events' })).statusCode).toBe(401);
    });

    it('rejects a user below eventflowAdmin, even an admin', async () => {
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const response = await (await as(admin)).get('/api/v1/events');
      expect(response.statusCode).toBe(403);
    });

    it('lists every event to an eventflowAdmin, including events they do not belong to', async () => {
      const response = await (await as(root)).get('/api/v1/events');
      expect(response.statusCode).toBe(200);
      const ids = response.json().events.map((e: { id: string }) => e.id);
      expect(ids).toEqual(expect.arrayContaining([event.id, otherEvent.id]));
      expect(response.json().events.find((e: { id: string }) => e.id === otherEvent.id)).toEqual(
        expect.objectContaining({ slug: otherEvent.slug, startDate: '2023-11-15' }),
      );
    });
  });

  describe('POST /api/v1/events', () => {
    it('requires authentication', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/events',
        payload: newEvent('nobody'),
      });
      expect(response.statusCode).toBe(401);
    });

    it('rejects a user below eventflowAdmin', async () => {
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const response = await (await as(admin)).post('/api/v1/events', newEvent('not-mine'));
      expect(response.statusCode).toBe(403);
      const [row] = await t.deps.db.select().from(events).where(eq(events.slug, 'not-mine'));
      expect(row).toBeUndefined();
    });

    it('creates the event with the defaults and the creator as its admin', async () => {
      const asRoot = await as(root);
      // The new host falls back to the default event until the event exists.
      const before = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'summer.example.com' },
      });
      expect(before.json().event.id).toBe(event.id);

      const response = await asRoot.post('/api/v1/events', newEvent('summer'));
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        slug: 'summer',
        name: 'Expo summer',
        shortName: 'Expo',
        longName: 'The summer Expo',
        hostnames: ['summer.example.com', 'www.summer.example.com'],
        startDate: '2027-06-01',
        endDate: '2027-06-03',
      });

      const after = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'summer.example.com' },
      });
      expect(after.json().event).toEqual({
        id: created.id,
        slug: 'summer',
        name: 'Expo summer',
        timeZone: 'Europe/London',
        closedAt: null,
      });

      const url = (path: string) => `/api/v1/events/${created.id}${path}`;
      const asCreator = { host: 'summer.example.com', cookie: asRoot.headers.cookie };
      const session = await t.app.inject({
        url: `/api/v1/session?eventId=${created.id}`,
        headers: asCreator,
      });
      expect(session.json().member.permissions).toBe('admin');
      const variables = await t.app.inject({ url: url('/settings/variables'), headers: asCreator });
      expect(variables.json()).toEqual(settingsRules.variables.defaults);
      const eventDoc = await t.app.inject({ url: url('/settings/event'), headers: asCreator });
      expect(eventDoc.json()).toMatchObject({
        eventName: 'Expo summer',
        startDate: '2027-06-01',
        endDate: '2027-06-03',
      });
      const pages = await t.app.inject({ url: url('/core-pages'), headers: asCreator });
      expect(pages.json().corePages).toEqual(defaultCorePages);
      const stored = await t.deps.db
        .select({ createdBy: eventSettings.createdBy })
        .from(eventSettings)
        .where(eq(eventSettings.eventId, created.id));
      // One document of each kind, all written by the creator.
      expect(stored).toHaveLength(settingsKinds.length);
      expect(stored.every((row) => row.createdBy === root.userId)).toBe(true);
    });

    it("refuses a slug or host name already in use ('That slug is already in use')", async () => {
      const asRoot = await as(root);
      const first = await asRoot.post('/api/v1/events', newEvent('autumn'));
      expect(first.statusCode).toBe(201);
      const sameSlug = await asRoot.post('/api/v1/events', {
        ...newEvent('autumn'),
        hostnames: ['fall.example.com'],
      });
      expect(sameSlug.statusCode).toBe(409);
      expect(sameSlug.json().error.message).toBe('That slug is already in use');
      const sameHost = await asRoot.post('/api/v1/events', {
        ...newEvent('winter'),
        hostnames: ['Autumn.example.com'],
      });
      expect(sameHost.statusCode).toBe(409);
      expect(sameHost.json().error.message).toBe('That host name is already in use');
      const [winter] = await t.deps.db.select().from(events).where(eq(events.slug, 'winter'));
      expect(winter).toBeUndefined();
    });

    it('rejects bad input with field paths and writes nothing', async () => {
      const response = await (await as(root)).post('/api/v1/events', {
        ...newEvent('Bad Slug'),
        endDate: '2027-05-01',
        extra: true,
      });
      expect(response.statusCode).toBe(400);
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths).toEqual(expect.arrayContaining(['body.slug']));
      const [row] = await t.deps.db.select().from(events).where(eq(events.slug, 'Bad Slug'));
      expect(row).toBeUndefined();
    });
  });
});
