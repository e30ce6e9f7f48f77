import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCaller, apiCallerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { asSystem, noteAction, withActor } from '../../../db/audit-actor.ts';
import type { EventRow } from '../events/queries.ts';

type Entry = {
  id: string;
  at: string;
  actor: { type: string; id: string | null; name: string };
  record: { kind: string; id: string; name: string };
  event: { id: string; name: string | null } | null;
  action: string;
  changes: { field: string; label: string; before: unknown; after: unknown }[];
};

describe.each(testDatabases)('GET /api/v1/platform/activity on %s', (kind) => {
  const t = useTestApp(kind);
  let home: EventRow;
  let root: ApiCaller;
  let rootId: string;
  let admin: ApiCaller;
  let member: ApiCaller;
  let madeId: string;

  const page = async (query = '') => {
    const response = await root.get(`/api/v1/platform/activity${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Entry[]; total: number; page: number; pageSize: number };
  };

  beforeAll(async () => {
    home = await t.buildEvent({ name: 'Home Show' });
    const rootLogin = await t.buildUser(home.id, {
      permissions: 'eventflowAdmin',
      firstName: 'Rita',
      surname: 'Root',
    });
    rootId = rootLogin.userId;
    root = await apiCallerFor(t, home, rootLogin);
    admin = await apiCallerFor(t, home, await t.buildUser(home.id, { permissions: 'admin' }));
    member = await apiCallerFor(t, home, await t.buildUser(home.id));

    const made = await root.post('/api/v1/platform/events', {
      name: 'Activity Fair',
      slug: 'activity-fair',
      hostnames: ['activity-fair.example.com'],
      startDate: '2028-05-01',
      endDate: '2028-05-02',
    });
    expect(made.statusCode, made.body).toBe(201);
    madeId = made.json().id;
    const renamed = await root.patch(`/api/v1/platform/events/${madeId}`, {
      name: 'Activity Fair 2028',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // A platform note written by the system (a job, a command), outside any request.
    await asSystem('restore', () =>
      noteAction(t.deps.db, {
        eventId: null,
        area: 'platform',
        kind: 'installation',
        id: 'backup-1',
        name: 'backup-1.tar',
        action: 'restored',
      }),
    );
  });

  it('requires authentication', async () => {
    expect((await t.app.inject({ url: '/api/v1/platform/activity' })).statusCode).toBe(401);
  });

  it('is for platform admins only: an event admin and a member get 403', async () => {
    for (const caller of [admin, member]) {
      expect((await caller.get('/api/v1/platform/activity')).statusCode).toBe(403);
      expect((await caller.get('/api/v1/platform/activity/options')).statusCode).toBe(403);
    }
  });

  it('lists what was done to the platform newest first, with who did it and the change', async () => {
    const { items } = await page(`?filter=event:${madeId}`);
    expect(items.map((e) => e.action)).toEqual(['updated', 'created']);
    expect(items[0]).toMatchObject({
      actor: { type: 'person', id: rootId, name: 'Rita Root' },
      event: { id: madeId, name: 'Activity Fair 2028' },
      record: { kind: 'event', id: madeId, name: 'Activity Fair 2028' },
    });
    expect(items[0]!.changes).toContainEqual({
      field: 'name',
      label: 'Name',
      before: 'Activity Fair',
      after: 'Activity Fair 2028',
    });
    expect(Date.parse(items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(items[1]!.at));
    const all = await page();
    expect(all.items[0]).toMatchObject({
      actor: { type: 'system', id: null, name: 'restore' },
      record: { kind: 'installation', id: 'backup-1', name: 'backup-1.tar' },
      action: 'restored',
      event: null,
    });
  });

  it('filters by action, kind, actor and day, and searches', async () => {
    // A platform admin's grant names the event by its name, not its id.
    const granted = await page(`?filter=action:granted&filter=actor:system`);
    expect(granted.items[0]!.changes).toContainEqual(
      expect.objectContaining({ field: 'event_id', label: 'Event', after: 'Home Show' }),
    );
    const created = await page('?filter=action:created&filter=kind:event');
    expect(created.items.every((e) => e.action === 'created' && e.record.kind === 'event')).toBe(
      true,
    );
    expect(created.items.map((e) => e.event?.id)).toContain(madeId);
    const byRoot = await page(`?filter=actor:${rootId}`);
    expect(byRoot.items.length).toBeGreaterThanOrEqual(2);
    expect(byRoot.items.every((e) => e.actor.id === rootId)).toBe(true);
    const bySystem = await page('?filter=actor:system');
    expect(bySystem.items.every((e) => e.actor.type === 'system')).toBe(true);
    expect(bySystem.items.some((e) => e.action === 'restored')).toBe(true);
    const found = await page('?q=activity%20fair');
    expect(found.items.map((e) => e.event?.id)).toEqual([madeId, madeId]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`?filter=from:${today}&filter=event:${madeId}`)).total).toBe(2);
    expect((await page(`?filter=to:2020-01-01&filter=event:${madeId}`)).total).toBe(0);
    const bad = await root.get('/api/v1/platform/activity?filter=from:yesterday');
    expect(bad.statusCode).toBe(400);
  });

  it('pages, oldest first when asked', async () => {
    const first = await page('?pageSize=1&sort=at');
    const second = await page('?pageSize=1&page=2&sort=at');
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(second.total).toBe(first.total);
    expect(Number(second.items[0]!.id)).toBeGreaterThan(Number(first.items[0]!.id));
  });

  it('offers the actors, kinds and actions written as filter choices', async () => {
    const response = await root.get('/api/v1/platform/activity/options');
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json();
    expect(options.actors).toContainEqual({ id: rootId, name: 'Rita Root', type: 'person' });
    expect(options.actors).toContainEqual({ id: 'system', name: 'System', type: 'system' });
    expect(options.kinds).toEqual(expect.arrayContaining(['event', 'installation']));
    expect(options.actions).toEqual(expect.arrayContaining(['created', 'updated', 'restored']));
  });

  it('records a person’s actions under their name even outside a request', async () => {
    await withActor({ actor: () => `person:${rootId}` }, () =>
      t.deps.db.transaction((tx) =>
        noteAction(tx, {
          eventId: null,
          area: 'platform',
          kind: 'event',
          id: madeId,
          name: 'Activity Fair 2028',
          action: 'copied',
          changes: { source: [null, 'Home Show'] },
        }),
      ),
    );
    const { items } = await page(`?filter=action:copied&filter=event:${madeId}`);
    expect(items).toEqual([
      expect.objectContaining({
        actor: { type: 'person', id: rootId, name: 'Rita Root' },
        changes: [{ field: 'source', label: 'Source', before: null, after: 'Home Show' }],
      }),
    ]);
  });
});
