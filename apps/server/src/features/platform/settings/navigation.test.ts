import { defaultCorePages } from '@showdesk/domain/content/core-pages';
import { buildMenu } from '@showdesk/domain/platform/navigation';
import { defaultSidebarSections } from '@showdesk/domain/platform/sidebar';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOnce } from '../../../../test/support/caller.ts';
import { newEventWithAdmin } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sidebarSections } from '../../../db/schema/settings.ts';
import type { EventRow } from '../events/queries.ts';

type Login = { email: string; password: string };

describe.each(testDatabases)('core pages and sidebar on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;

  const call = (method: 'GET' | 'PUT', path: string, user?: Login, payload?: unknown, ev = event) =>
    callOnce(t, ev, { method, path, user, payload });

  const session = async (user: Login, ev: EventRow = event) =>
    (
      await t.app.inject({
        url: '/api/v1/session',
        headers: { host: ev.hostnames[0]!, cookie: await t.login(ev, user) },
      })
    ).json();

  const sections = [
    { id: 'plan', heading: 'Plan', itemIds: ['tasks', 'forms'], index: 1, isCollapsable: true },
    { id: 'start', heading: 'Start', itemIds: ['dashboard'], index: 0, isCollapsable: false },
  ];

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  });

  describe('GET /api/v1/events/:eventId/core-pages', () => {
    it('requires authentication', async () => {
      expect((await call('GET', '/core-pages')).statusCode).toBe(401);
    });

    it('gives a member the defaults: the time table unpublished, the others published', async () => {
      const user = await t.buildUser(event.id);
      const response = await call('GET', '/core-pages', user);
      expect(response.statusCode).toBe(200);
      expect(response.json().corePages).toEqual(defaultCorePages);
    });
  });

  describe('PUT /api/v1/events/:eventId/core-pages/:id', () => {
    const body = { title: 'Actions', icon: 'list-check', isPublished: false, assetId: null };

    it('rejects a user below admin', async () => {
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      expect((await call('PUT', '/core-pages/tasks', moderator, body)).statusCode).toBe(403);
    });

    it("cannot reach another event's core pages", async () => {
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const cookie = await t.login(event, admin);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/events/${otherEvent.id}/core-pages/tasks`,
        headers: { host: event.hostnames[0]!, cookie },
        payload: body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Event ID not found');
    });

    it('refuses an unknown page and bad input, writing nothing', async () => {
      const { event: ev, admin } = await newEventWithAdmin(t);
      const unknown = await call('PUT', '/core-pages/blog', admin, body, ev);
      expect(unknown.statusCode).toBe(404);
      const bad = await call('PUT', '/core-pages/tasks', admin, { ...body, title: ' ' }, ev);
      expect(bad.statusCode).toBe(400);
      const extra = await call('PUT', '/core-pages/tasks', admin, { ...body, colour: 'red' }, ev);
      expect(extra.statusCode).toBe(400);
      expect((await call('GET', '/core-pages', admin, undefined, ev)).json().corePages).toEqual(
        defaultCorePages,
      );
    });

    it('unpublishes a page: it leaves the menu of every member of that event only', async () => {
      const { event: ev, admin } = await newEventWithAdmin(t);
      const user = await t.buildUser(ev.id);
      const saved = await call('PUT', '/core-pages/tasks', admin, body, ev);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ id: 'tasks', ...body });

      const mine = await session(user, ev);
      expect(mine.corePages.find((p: { id: string }) => p.id === 'tasks')).toEqual({
        id: 'tasks',
        ...body,
      });
      const menuIds = buildMenu({ ...mine, permissions: 'user', hasTeam: false })
        .flatMap((s) => s.items)
        .map((i) => i.id);
      expect(menuIds).not.toContain('tasks');
      expect(menuIds).toContain('forms');

      const other = await session(await t.buildUser(otherEvent.id), otherEvent);
      expect(other.corePages).toEqual(defaultCorePages);
    });
  });

  describe('GET and PUT /api/v1/events/:eventId/sidebar', () => {
    it('requires authentication', async () => {
      expect((await call('GET', '/sidebar')).statusCode).toBe(401);
      expect((await call('PUT', '/sidebar', undefined, { sections })).statusCode).toBe(401);
    });

    it('rejects a user below admin', async () => {
      const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
      expect((await call('PUT', '/sidebar', moderator, { sections })).statusCode).toBe(403);
    });

    it('gives the default sections until the event arranges its own', async () => {
      const user = await t.buildUser(event.id);
      const response = await call('GET', '/sidebar', user);
      expect(response.statusCode).toBe(200);
      expect(response.json().sections).toEqual(defaultSidebarSections);
    });

    it('replaces every section at once, in index order, and the session follows', async () => {
      const { event: ev, admin } = await newEventWithAdmin(t);
      const saved = await call('PUT', '/sidebar', admin, { sections }, ev);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().sections.map((s: { id: string }) => s.id)).toEqual(['start', 'plan']);

      const reordered = [
        { ...sections[0]!, index: 0 },
        { id: 'more', heading: 'More', itemIds: ['content'], index: 1, isCollapsable: false },
      ];
      await call('PUT', '/sidebar', admin, { sections: reordered }, ev);
      const read = await call('GET', '/sidebar', admin, undefined, ev);
      expect(read.json().sections).toEqual(reordered);
      const rows = await t.deps.db
        .select({ id: sidebarSections.id })
        .from(sidebarSections)
        .where(eq(sidebarSections.eventId, ev.id));
      expect(rows.map((r) => r.id).sort()).toEqual(['more', 'plan']);

      const user = await t.buildUser(ev.id);
      const mine = await session(user, ev);
      expect(mine.sidebar).toEqual(reordered);
      const menu = buildMenu({
        ...mine,
        sidebarSections: mine.sidebar,
        permissions: 'user',
        hasTeam: false,
      });
      expect(menu.map((s) => s.heading)).toEqual(['Plan', 'More', 'Account']);
      expect((await session(await t.buildUser(event.id))).sidebar).toEqual(defaultSidebarSections);
    });

    it('refuses duplicate section ids or items and writes nothing', async () => {
      const { event: ev, admin } = await newEventWithAdmin(t);
      const twice = await call(
        'PUT',
        '/sidebar',
        admin,
        { sections: [sections[0], { ...sections[1], id: 'plan' }] },
        ev,
      );
      expect(twice.statusCode).toBe(400);
      const repeated = await call(
        'PUT',
        '/sidebar',
        admin,
        { sections: [{ ...sections[0], itemIds: ['tasks', 'tasks'] }] },
        ev,
      );
      expect(repeated.statusCode).toBe(400);
      expect((await call('GET', '/sidebar', admin, undefined, ev)).json().sections).toEqual(
        defaultSidebarSections,
      );
    });

    it('goes back to the default sections when given none', async () => {
      const { event: ev, admin } = await newEventWithAdmin(t);
      await call('PUT', '/sidebar', admin, { sections }, ev);
      const reset = await call('PUT', '/sidebar', admin, { sections: [] }, ev);
      expect(reset.json().sections).toEqual(defaultSidebarSections);
      expect((await call('GET', '/sidebar', admin, undefined, ev)).json().sections).toEqual(
        defaultSidebarSections,
      );
    });
  });
});
