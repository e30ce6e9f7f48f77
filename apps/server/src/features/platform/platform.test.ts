import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor } from '../../../test/support/caller.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { createTestApp, type TestApp, useTestApp } from '../../../test/support/harness.ts';
import { events } from '../../db/schema/events.ts';
import { members } from '../../db/schema/users.ts';
import type { EventRow } from './events/queries.ts';

type Login = { email: string; password: string };

describe.each(testDatabases)('platform admin on %s', (kind) => {
  const t = useTestApp(kind);
  let home: EventRow;
  let other: EventRow;
  let root: Login & { userId: string };
  let eventAdmin: Login & { userId: string };
  let otherAdmin: Login & { userId: string };
  let moderator: Login;
  let user: Login;

  const as = (who: Login, ev: EventRow = home) => apiCallerFor(t, ev, who);
  const permissionIn = async (eventId: string, userId: string) => {
    const [row] = await t.deps.db
      .select({ permissions: members.permissions })
      .from(members)
      .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
    return row?.permissions ?? null;
  };
  const newEvent = (slug: string) => ({
    name: `Show ${slug}`,
    slug,
    hostnames: [`${slug}.example.com`],
    startDate: '2028-05-01',
    endDate: '2028-05-02',
  });

  beforeAll(async () => {
    home = await t.buildEvent({ name: 'Home Show' });
    other = await t.buildEvent({ name: 'Other Show' });
    root = await t.buildUser(home.id, { permissions: 'eventflowAdmin' });
    eventAdmin = await t.buildUser(home.id, { permissions: 'admin' });
    otherAdmin = await t.buildUser(other.id, { permissions: 'admin' });
    moderator = await t.buildUser(home.id, { permissions: 'moderator' });
    user = await t.buildUser(home.id);
  });

  describe('GET /api/v1/platform/events', () => {
    it('requires authentication', async () => {
      expect((await t.app.inject({ url: '/api/v1/platform/events' })).statusCode).toBe(401);
    });

    it('rejects a user, a moderator, an admin, and an admin of another event', async () => {
      for (const [who, ev] of [
        [user, home],
        [moderator, home],
        [eventAdmin, home],
        [otherAdmin, other],
      ] as const) {
        const response = await (await as(who, ev)).get('/api/v1/platform/events');
        expect(response.statusCode).toBe(403);
        expect(response.json().error.message).toBe('Only an eventflow admin can do that');
      }
    });

    it('lists every event with its host names, dates and member count', async () => {
      const response = await (await as(root)).get('/api/v1/platform/events');
      expect(response.statusCode).toBe(200);
      const list = response.json().items;
      expect(list.find((e: { id: string }) => e.id === home.id)).toMatchObject({
        name: 'Home Show',
        hostnames: home.hostnames,
        memberCount: 4,
        startDate: '2023-11-15',
      });
      expect(list.find((e: { id: string }) => e.id === other.id)).toMatchObject({
        memberCount: 1,
      });
    });
  });

  it('searches events by host name, pages them, and reads one (404 for none)', async () => {
    const asRoot = await as(root);
    const found = await asRoot.get(
      `/api/v1/platform/events?q=${encodeURIComponent(other.hostnames[0]!)}&pageSize=1`,
    );
    expect(found.json()).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(found.json().items[0].id).toBe(other.id);
    const one = await asRoot.get(`/api/v1/platform/events/${home.id}`);
    expect(one.json()).toMatchObject({ id: home.id, memberCount: 4 });
    const none = await asRoot.get('/api/v1/platform/events/nope');
    expect(none.statusCode).toBe(404);
    const asAdmin = await (await as(eventAdmin)).get(`/api/v1/platform/events/${home.id}`);
    expect(asAdmin.statusCode).toBe(403);
  });

  describe('POST /api/v1/platform/events', () => {
    it('rejects an admin of an event before reading the body, writing nothing', async () => {
      const response = await (await as(eventAdmin)).post(
        '/api/v1/platform/events',
        newEvent('refused'),
      );
      expect(response.statusCode).toBe(403);
      const rows = await t.deps.db.select().from(events).where(eq(events.slug, 'refused'));
      expect(rows).toHaveLength(0);
    });

    it('creates an event with the creator as its eventflowAdmin, reachable at its host at once', async () => {
      const asRoot = await as(root);
      const response = await asRoot.post('/api/v1/platform/events', newEvent('spring'));
      expect(response.statusCode).toBe(201);
      const created = response.json();
      expect(created).toMatchObject({
        slug: 'spring',
        hostnames: ['spring.example.com'],
        startDate: '2028-05-01',
        memberCount: 1,
      });
      expect(await permissionIn(created.id, root.userId)).toBe('eventflowAdmin');
      const byHost = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'spring.example.com:3000' },
      });
      expect(byHost.json().event.id).toBe(created.id);
    });

    it('refuses a slug or host name in use, or not valid, and writes nothing', async () => {
      const asRoot = await as(root);
      const taken = [
        [{ ...newEvent('fresh'), slug: home.slug }, 409, 'That slug is already in use'],
        [
          { ...newEvent('fresh'), hostnames: [home.hostnames[0]!.toUpperCase()] },
          409,
          'That host name is already in use',
        ],
        [{ ...newEvent('fresh'), hostnames: ['bad host!'] }, 400, undefined],
        [{ ...newEvent('fresh'), hostnames: ['a.example.com', 'a.example.com'] }, 400, undefined],
        [{ ...newEvent('fresh'), slug: '-nope' }, 400, undefined],
      ] as const;
      for (const [payload, status, message] of taken) {
        const response = await asRoot.post('/api/v1/platform/events', payload);
        expect(response.statusCode).toBe(status);
        if (message) expect(response.json().error.message).toBe(message);
      }
      const rows = await t.deps.db.select().from(events).where(eq(events.slug, 'fresh'));
      expect(rows).toHaveLength(0);
    });
  });

  describe('PATCH /api/v1/platform/events/:eventId', () => {
    it('rejects an admin of the event itself', async () => {
      const response = await (await as(eventAdmin)).patch(`/api/v1/platform/events/${home.id}`, {
        name: 'Taken over',
      });
      expect(response.statusCode).toBe(403);
    });

    it('changes name, slug, host names and dates; the old host stops naming the event at once', async () => {
      const asRoot = await as(root);
      const event = await t.buildEvent({ name: 'Before' });
      const oldHost = event.hostnames[0]!;
      // Cached by the host lookup before the change.
      const before = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: oldHost },
      });
      expect(before.json().event.id).toBe(event.id);
      const response = await asRoot.patch(`/api/v1/platform/events/${event.id}`, {
        name: 'After',
        slug: `${event.slug}-renamed`,
        hostnames: ['after.example.com', 'www.after.example.com'],
        startDate: '2029-01-10',
        endDate: '2029-01-12',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'After',
        slug: `${event.slug}-renamed`,
        hostnames: ['after.example.com', 'www.after.example.com'],
        startDate: '2029-01-10',
        endDate: '2029-01-12',
      });
      const atNew = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'www.after.example.com' },
      });
      expect(atNew.json().event).toMatchObject({ id: event.id, name: 'After' });
      const atOld = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: oldHost },
      });
      expect(atOld.json().event.id).not.toBe(event.id);
    });

    it('refuses a slug or host name of another event, and dates out of order, changing nothing', async () => {
      const asRoot = await as(root);
      const cases = [
        [{ slug: other.slug, name: 'Nope' }, 409, 'That slug is already in use'],
        [{ hostnames: other.hostnames, name: 'Nope' }, 409, 'That host name is already in use'],
        [{ hostnames: [], name: 'Nope' }, 400, undefined],
        [{ startDate: '2030-01-02', endDate: '2030-01-01' }, 400, undefined],
        [{ endDate: '2000-01-01', name: 'Nope' }, 400, 'Invalid event settings data.'],
      ] as const;
      for (const [payload, status, message] of cases) {
        const response = await asRoot.patch(`/api/v1/platform/events/${home.id}`, payload);
        expect(response.statusCode).toBe(status);
        if (message) expect(response.json().error.message).toBe(message);
      }
      const [row] = await t.deps.db.select().from(events).where(eq(events.id, home.id));
      expect(row).toMatchObject({ name: 'Home Show', slug: home.slug, hostnames: home.hostnames });
    });

    it('keeps its own host names when saved unchanged', async () => {
      const response = await (await as(root)).patch(`/api/v1/platform/events/${other.id}`, {
        hostnames: other.hostnames,
        slug: other.slug,
      });
      expect(response.statusCode).toBe(200);
    });

    it('answers 404 for an event that does not exist', async () => {
      const response = await (await as(root)).patch('/api/v1/platform/events/no-such-event', {
        name: 'Ghost',
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('platform admins (addEventflowAdminClaim)', () => {
    it('rejects an admin of an event', async () => {
      const asEventAdmin = await as(eventAdmin);
      const grant = await asEventAdmin.post('/api/v1/platform/admins', {
        email: eventAdmin.email,
      });
      expect(grant.statusCode).toBe(403);
      expect(await permissionIn(home.id, eventAdmin.userId)).toBe('admin');
      const revoke = await asEventAdmin.delete(`/api/v1/platform/admins/${root.userId}`);
      expect(revoke.statusCode).toBe(403);
    });

    it('refuses to revoke the last platform admin, changing nothing', async () => {
      const response = await (await as(root)).delete(`/api/v1/platform/admins/${root.userId}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe('The last platform admin cannot be revoked');
      expect(await permissionIn(home.id, root.userId)).toBe('eventflowAdmin');
    });

    it('answers 404 for an email nobody belongs to an event with', async () => {
      const response = await (await as(root)).post('/api/v1/platform/admins', {
        email: 'nobody@example.com',
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('No user with that email address');
    });

    it('grants the top level by email, lists them, and revokes it back to admin', async () => {
      const asRoot = await as(root);
      const grant = await asRoot.post('/api/v1/platform/admins', {
        email: otherAdmin.email.toUpperCase(),
      });
      expect(grant.statusCode).toBe(200);
      expect(grant.json()).toMatchObject({ id: otherAdmin.userId, email: otherAdmin.email });
      expect(await permissionIn(other.id, otherAdmin.userId)).toBe('eventflowAdmin');
      // A platform admin must have a second factor: they set one up before anything else.
      const first = await t.postLogin(other, otherAdmin);
      expect(first.statusCode).toBe(403);
      expect(first.json().error.code).toBe('second_factor_enrolment_required');
      await t.giveSecondFactor(otherAdmin.userId);
      // Then they reach the platform screens from their own event.
      const list = await (await as(otherAdmin, other)).get('/api/v1/platform/admins');
      expect(list.statusCode).toBe(200);
      expect(list.json().items.map((a: { id: string }) => a.id)).toEqual(
        expect.arrayContaining([root.userId, otherAdmin.userId]),
      );
      const revoke = await asRoot.delete(`/api/v1/platform/admins/${otherAdmin.userId}`);
      expect(revoke.statusCode).toBe(204);
      expect(await permissionIn(other.id, otherAdmin.userId)).toBe('admin');
      const again = await asRoot.delete(`/api/v1/platform/admins/${otherAdmin.userId}`);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('POST /api/v1/platform/events/:eventId/switch', () => {
    it('rejects an admin of an event', async () => {
      const response = await (await as(eventAdmin)).post(
        `/api/v1/platform/events/${other.id}/switch`,
      );
      expect(response.statusCode).toBe(403);
      expect(await permissionIn(other.id, eventAdmin.userId)).toBeNull();
    });

    it("makes the platform admin the event's admin and answers its address", async () => {
      const target = await t.buildEvent({ name: 'Switch Target' });
      const response = await (await as(root)).post(`/api/v1/platform/events/${target.id}/switch`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: `http://${target.hostnames[0]}/admin` });
      expect(await permissionIn(target.id, root.userId)).toBe('eventflowAdmin');
      const cookie = await t.login(target, root);
      const settings = await t.app.inject({
        url: `/api/v1/events/${target.id}/settings/event`,
        headers: { host: target.hostnames[0]!, cookie },
      });
      expect(settings.statusCode).toBe(200);
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('event changes across app processes', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp('postgres');
    second = await createTestApp('postgres', { sharedDatabaseUrl: first.databaseUrl });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it("shows another process's new host name without waiting for the cache to expire", async () => {
    const home = await first.buildEvent({ name: 'Shared Home' });
    const root = await first.buildUser(home.id, { permissions: 'eventflowAdmin' });
    const moved = await first.buildEvent({ name: 'Moving Show' });
    const ask = () =>
      second.app.inject({ url: '/api/v1/public/event', headers: { host: 'moved.example.com' } });
    // The second process caches that this host names no event (the default one answers).
    expect((await ask()).json().event.id).not.toBe(moved.id);
    const response = await first.app.inject({
      method: 'PATCH',
      url: `/api/v1/platform/events/${moved.id}`,
      headers: { host: home.hostnames[0]!, cookie: await first.login(home, root) },
      payload: { hostnames: ['moved.example.com'] },
    });
    expect(response.statusCode).toBe(200);
    let seen = '';
    for (let i = 0; i < 20 && seen !== moved.id; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen = (await ask()).json().event.id;
    }
    expect(seen).toBe(moved.id);
  });
});
