import type { Permission } from '@showdesk/domain/people/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callerForNewUser, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { expectOtherEventLikeMissing } from '../../../../test/support/isolation.ts';
import {
  expectQueriesRefused,
  listReader,
  promisedOrder,
} from '../../../../test/support/list-convention.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { recordLogin } from './queries.ts';

describe.each(testDatabases)('GET /api/v1/events/:eventId/users on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  });

  it('requires authentication', async () => {
    const response = await (await callerFor(t, event, null)).get('/users');
    expect(response.statusCode).toBe(401);
  });

  it('rejects a user below moderator', async () => {
    const response = await (await callerForNewUser(t, event)).get('/users');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
  });

  it("cannot reach another event's users: it answers like a missing event", async () => {
    const moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    await expectOtherEventLikeMissing(moderator, '/users', otherEvent);
  });

  it('lists the members sorted by first name, to a moderator', async () => {
    const ev = await t.buildEvent();
    const moderator = await callerForNewUser(t, ev, { permissions: 'moderator', firstName: 'Mia' });
    await t.buildUser(ev.id, { firstName: 'zoe' });
    await t.buildUser(ev.id, { firstName: 'Adam' });
    const response = await moderator.get('/users');
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((u: { firstName: string }) => u.firstName)).toEqual([
      'Adam',
      'Mia',
      'zoe',
    ]);
  });

  it('searches first name, surname and email', async () => {
    const ev = await t.buildEvent();
    const moderator = await callerForNewUser(t, ev, { permissions: 'moderator', firstName: 'Mia' });
    await t.buildUser(ev.id, { firstName: 'Zoe', surname: 'Quint' });
    await t.buildUser(ev.id, { firstName: 'Adam', email: 'adam@quintessential.test' });
    const names = async (search: string) => {
      const response = await moderator.get(`/users?q=${encodeURIComponent(search)}`);
      return response.json().items.map((u: { firstName: string }) => u.firstName);
    };
    expect(await names('QUINT')).toEqual(['Adam', 'Zoe']);
    expect(await names('zoe q')).toEqual(['Zoe']);
    expect(await names('_')).toEqual([]);
  });

  it('pages, sorts and filters on the server (the list convention)', async () => {
    const ev = await t.buildEvent();
    const moderator = await t.buildUser(ev.id, { permissions: 'moderator', firstName: 'Mia' });
    const owner = await t.buildUser(ev.id, { firstName: 'Owen' });
    const teamId = await t.buildTeam(ev.id, owner.userId);
    for (const firstName of ['Bea', 'Cal', 'Dee', 'Eve']) await t.buildUser(ev.id, { firstName });
    const asModerator = await callerFor(t, ev, moderator);
    const list = listReader(asModerator, '/users');
    const names = (body: { items: { firstName: string }[] }) => body.items.map((u) => u.firstName);

    const first = await list('pageSize=2');
    expect(first.body).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Bea', 'Cal']);
    expect(names((await list('pageSize=2&page=3')).body)).toEqual(['Owen', 'Mia'].sort());
    const past = await list('pageSize=2&page=9');
    expect(past.body).toMatchObject({ items: [], total: 6, page: 9 });

    expect(names((await list('sort=-firstName&pageSize=2')).body)).toEqual(['Owen', 'Mia']);
    // Mia logged in (above); the others never did.
    expect(names((await list('filter=hasLoggedIn:true')).body)).toEqual(['Mia']);
    expect((await list('filter=hasLoggedIn:false')).body.total).toBe(5);
    const inTeam = await list(`filter=teamId:${teamId}`);
    expect(inTeam.body.items).toEqual([
      expect.objectContaining({ firstName: 'Owen', teamId, teamName: expect.any(String) }),
    ]);
    expect((await list('filter=teamId:none')).body.total).toBe(5);
    expect(
      names((await list('filter=permissions:moderator&filter=hasLoggedIn:true')).body),
    ).toEqual(['Mia']);

    await expectQueriesRefused(list, [
      'sort=password',
      'filter=password:x',
      'filter=nocolon',
      'pageSize=1000',
      'page=0',
    ]);
  });

  it('sorts by every key the screen offers, both ways, ties by surname then first name, in pages', async () => {
    const ev = await t.buildEvent();
    const moderator = await t.buildUser(ev.id, {
      permissions: 'moderator',
      firstName: 'Mia',
      surname: 'Moss',
    });
    const asModerator = await callerFor(t, ev, moderator);
    const build = (firstName: string, surname: string, permissions: Permission = 'user') =>
      t.buildUser(ev.id, { firstName, surname, permissions });
    const annZed = await build('Ann', 'Zed');
    await build('Ann', 'Bell', 'admin');
    const bobBell = await build('Bob', 'Bell');
    const catAsh = await build('Cat', 'Ash', 'moderator');
    await build('Dan', 'Ash');
    const alpha = await t.buildTeam(ev.id, annZed.userId, [catAsh.userId]);
    const beta = await t.buildTeam(ev.id, bobBell.userId);
    for (const [id, name] of [
      [alpha, 'alpha'],
      [beta, 'Beta'],
    ] as const) {
      await updateTeam(t, ev.id, id, { name });
    }
    await recordLogin(t.deps.db, ev.id, catAsh.userId, new Date('2026-01-01T00:00:00Z'));
    await recordLogin(t.deps.db, ev.id, bobBell.userId, new Date('2026-02-01T00:00:00Z'));

    type Item = {
      firstName: string;
      surname: string;
      permissions: Permission;
      teamName: string | null;
      lastLoginInTime: string | null;
    };
    const list = async (query: string) =>
      (await asModerator.get(`/users?${query}`)).json() as {
        items: Item[];
        total: number;
      };
    const all = (await list('pageSize=200')).items;
    expect(all).toHaveLength(6);
    const rank = { user: 0, moderator: 1, admin: 2, eventflowAdmin: 3 };
    const keys: Record<string, (item: Item) => string | number | null> = {
      firstName: (item) => item.firstName.toLowerCase(),
      team: (item) => item.teamName?.toLowerCase() ?? null,
      permissions: (item) => rank[item.permissions],
      lastLogin: (item) => item.lastLoginInTime,
    };
    const name = (item: Item) => `${item.firstName} ${item.surname}`;
    for (const [key, of] of Object.entries(keys)) {
      for (const desc of [false, true]) {
        const expected = promisedOrder(all, of, desc, [
          (item) => item.surname.toLowerCase(),
          (item) => item.firstName.toLowerCase(),
        ]).map(name);
        const sort = `${desc ? '-' : ''}${key}`;
        expect((await list(`sort=${sort}&pageSize=200`)).items.map(name), sort).toEqual(expected);
        const second = await list(`sort=${sort}&pageSize=2&page=2`);
        expect(second.items.map(name), `${sort}, page 2`).toEqual(expected.slice(2, 4));
        expect(second.total).toBe(6);
        const third = await list(`sort=${sort}&pageSize=2&page=3`);
        expect(third.items.map(name), `${sort}, page 3`).toEqual(expected.slice(4, 6));
      }
    }
  });

  it("knows a person by each event's names: typed ones stay, their own rename reaches the rest", async () => {
    const [evA, evB, evC] = [await t.buildEvent(), await t.buildEvent(), await t.buildEvent()];
    const person = await t.buildUser(evA.id, { firstName: 'Ann', surname: 'Able' });
    await t.addMembership(evB.id, person.userId);
    const moderatorC = await t.buildUser(evC.id, { permissions: 'moderator', firstName: 'Mo' });
    const ownerC = await t.buildUser(evC.id, { firstName: 'Olga' });
    const teamC = await t.buildTeam(evC.id, ownerC.userId);
    const typed = await (await callerFor(t, evC, moderatorC)).post(`/teams/${teamC}/members`, {
      email: person.email,
      firstName: 'Typed',
      surname: 'Zed',
    });
    expect(typed.statusCode).toBe(201);

    const renamed = await (await callerFor(t, evA, person)).patch('/me', {
      firstName: 'Anna',
      surname: 'Bell',
    });
    expect(renamed.statusCode).toBe(200);

    const shownIn = async (ev: EventRow) => {
      const moderator = await callerForNewUser(t, ev, {
        permissions: 'moderator',
        firstName: 'Mod',
      });
      const response = await moderator.get('/users?sort=surname');
      return response
        .json()
        .items.map((u: { firstName: string; surname: string }) => `${u.firstName} ${u.surname}`);
    };
    // Sorted by the names each event shows (Bell before User; Zed last).
    expect(await shownIn(evA)).toEqual(['Anna Bell', 'Mod User']);
    expect(await shownIn(evB)).toEqual(['Anna Bell', 'Mod User']);
    expect(await shownIn(evC)).toEqual(['Mo User', 'Mod User', 'Olga User', 'Typed Zed']);
  });

  it('does not find a user of another event by id', async () => {
    const moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    const stranger = await t.buildUser(otherEvent.id);
    const response = await moderator.get(`/users/${stranger.userId}`);
    expect(response.statusCode).toBe(404);
  });

  describe('PATCH /api/v1/events/:eventId/users/:userId/permissions', () => {
    const setPermissions = (by: Caller, userId: string, permissions: string) =>
      by.patch(`/users/${userId}/permissions`, { permissions });

    it('lets an admin promote a user to moderator', async () => {
      const admin = await callerForNewUser(t, event, { permissions: 'admin' });
      const user = await t.buildUser(event.id);
      const response = await setPermissions(admin, user.userId, 'moderator');
      expect(response.statusCode).toBe(200);
      expect(response.json().permissions).toBe('moderator');
    });

    it('never lets a moderator grant admin, or change an admin', async () => {
      const moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
      const user = await t.buildUser(event.id);
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const grant = await setPermissions(moderator, user.userId, 'admin');
      expect(grant.statusCode).toBe(403);
      const demote = await setPermissions(moderator, admin.userId, 'user');
      expect(demote.statusCode).toBe(403);
    });

    it('rejects an unknown level before anything is written', async () => {
      const admin = await callerForNewUser(t, event, { permissions: 'admin' });
      const user = await t.buildUser(event.id);
      const response = await setPermissions(admin, user.userId, 'superuser');
      expect(response.statusCode).toBe(400);
      const check = await admin.get(`/users/${user.userId}`);
      expect(check.json().permissions).toBe('user');
    });
  });
});
