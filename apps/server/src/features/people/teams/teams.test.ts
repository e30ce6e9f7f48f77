import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import {
  expectOtherEventLikeMissing,
  expectOtherEventsRecordLikeMissing,
} from '../../../../test/support/isolation.ts';
import { promisedOrder } from '../../../../test/support/list-convention.ts';
import { countTeams } from '../../../../test/support/team-bodies.ts';
import { authAccounts } from '../../../db/schema/auth.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/teams on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true });
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Caller;
  let admin: Caller;
  let counter = 0;
  const email = (name = 'owner') => `${name}-${counter++}@Example.TEST`;
  const newTeam = (over: Record<string, unknown> = {}) => ({
    name: `Team ${counter++}`,
    ownerEmail: email(),
    ownerFirstName: 'Olivia',
    ownerSurname: 'Owner',
    ...over,
  });
  const teamCount = (ev: EventRow) => countTeams(t, ev);
  const profileOf = async (address: string) =>
    (await t.deps.db.select().from(userProfiles).where(eq(userProfiles.email, address)))[0];

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it('requires authentication', async () => {
    const anonymous = await callerFor(t, event, null);
    expect((await anonymous.get('/teams')).statusCode).toBe(401);
    expect((await anonymous.post('/teams', newTeam())).statusCode).toBe(401);
  });

  it('rejects a user below moderator, writing nothing', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    const user = await callerForNewUser(t, event);
    const before = await teamCount(event);
    expect((await user.get('/teams')).statusCode).toBe(403);
    expect((await user.get(`/teams/${teamId}`)).statusCode).toBe(403);
    expect((await user.post('/teams', newTeam())).statusCode).toBe(403);
    expect((await user.patch(`/teams/${teamId}`, { name: 'Mine' })).statusCode).toBe(403);
    expect((await user.delete(`/teams/${teamId}`)).statusCode).toBe(403);
    expect((await user.post(`/teams/${teamId}/stand-shares`, newTeam())).statusCode).toBe(403);
    expect(await teamCount(event)).toBe(before);
  });

  it("cannot reach another event's teams: it answers like a missing event", async () => {
    await expectOtherEventLikeMissing(moderator, '/teams', otherEvent);
    const add = await moderator.post('/teams', newTeam(), otherEvent);
    expect(add.json().error.message).toBe('Event ID not found');
  });

  it("does not find another event's team by id: 'Team not found' as for a missing one", async () => {
    const stranger = await t.buildUser(otherEvent.id);
    const theirs = await t.buildTeam(otherEvent.id, stranger.userId);
    const response = await expectOtherEventsRecordLikeMissing(moderator, '/teams', theirs, {
      name: 'Mine',
    });
    expect(response.json().error.message).toBe('Team not found');
    expect((await moderator.post(`/teams/${theirs}/stand-shares`, newTeam())).statusCode).toBe(404);
    expect(await teamCount(otherEvent)).toBe(1);
  });

  describe('POST /teams', () => {
    it('adds a team with a new owner (email lower-cased) who has no password yet', async () => {
      const ownerEmail = email('New.Owner');
      const response = await moderator.post('/teams', newTeam({ name: 'Acme', ownerEmail }));
      expect(response.statusCode).toBe(201);
      const team = response.json();
      const lower = ownerEmail.toLowerCase();
      expect(team).toMatchObject({
        name: 'Acme',
        isOrganiser: false,
        standShareRole: null,
        parentTeamId: null,
        teamTypeId: null,
        memberCount: 1,
        owner: { email: lower, firstName: 'Olivia', surname: 'Owner' },
        members: [{ email: lower, isOwner: true, hasLoggedIn: false }],
      });
      expect(team.userIds).toEqual([team.ownerId]);
      const [member] = await t.deps.db
        .select()
        .from(members)
        .where(and(eq(members.eventId, event.id), eq(members.userId, team.ownerId)));
      expect(member?.permissions).toBe('user');
      const accounts = await t.deps.db
        .select()
        .from(authAccounts)
        .where(eq(authAccounts.userId, team.ownerId));
      expect(accounts).toEqual([]);
      const login = await t.postLogin(event, { email: lower, password: 'correct-horse-battery' });
      expect(login.statusCode).toBe(401);
    });

    it('lets a new owner choose a first password from a set-password link', async () => {
      const ownerEmail = email('first').toLowerCase();
      expect((await moderator.post('/teams', newTeam({ ownerEmail }))).statusCode).toBe(201);
      const auth = (path: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/auth/${path}`,
          headers: { host: event.hostnames[0]! },
          payload,
        });
      await auth('forgot-password', { email: ownerEmail });
      const mail = await t.mailbox.waitFor(ownerEmail, (m) => m.text.includes('reset-password'));
      const token = /token=([^&\s]+)/.exec(mail.text)?.[1];
      const set = await auth('set-password', { token, newPassword: 'first-real-password' });
      expect(set.statusCode).toBe(200);
      const login = await auth('login', { email: ownerEmail, password: 'first-real-password' });
      expect(login.statusCode).toBe(200);
    });

    it('reuses an existing account from another event and makes it a member here', async () => {
      const elsewhere = await t.buildUser(otherEvent.id, { firstName: 'Eve' });
      // Without names it is refused exactly like someone with no account at all.
      const unnamed = await moderator.post(
        '/teams',
        newTeam({ ownerEmail: elsewhere.email.toUpperCase(), ownerFirstName: undefined }),
      );
      const nobody = await moderator.post(
        '/teams',
        newTeam({ ownerEmail: email(), ownerFirstName: undefined }),
      );
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json()).toEqual(nobody.json());
      const response = await moderator.post(
        '/teams',
        newTeam({ ownerEmail: elsewhere.email.toUpperCase(), ownerFirstName: 'Evelyn' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().owner).toMatchObject({ id: elsewhere.userId, firstName: 'Evelyn' });
      expect(response.body).not.toContain('"Eve"');
      const users = await moderator.get(`/users/${elsewhere.userId}`);
      expect(users.statusCode).toBe(200);
    });

    it("refuses a new owner without names: 'Invalid team owner', nothing written", async () => {
      const ownerEmail = email();
      const before = await teamCount(event);
      const response = await moderator.post('/teams', {
        name: 'Nameless',
        ownerEmail,
        ownerFirstName: 'Only',
      });
      expectRefusal(response, 400, 'Invalid team owner', [
        { path: 'ownerSurname', message: 'Enter a surname' },
      ]);
      expect(await profileOf(ownerEmail.toLowerCase())).toBeUndefined();
      expect(await teamCount(event)).toBe(before);
    });

    it("refuses bad input with 'Invalid team' and the field paths, writing nothing", async () => {
      const before = await teamCount(event);
      const response = await moderator.post('/teams', {
        name: ' ',
        ownerEmail: 'not-an-email',
        isOrganiser: 'yes',
        colour: 'red',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe('Invalid team');
      const paths = response.json().error.details.map((d: { path: string }) => d.path);
      expect(paths.sort()).toEqual(['', 'isOrganiser', 'name', 'ownerEmail']);
      expect(await teamCount(event)).toBe(before);
    });

    it('refuses an owner who is already in a team, and an unknown team type', async () => {
      const first = (await moderator.post('/teams', newTeam())).json();
      const before = await teamCount(event);
      const again = await moderator.post('/teams', newTeam({ ownerEmail: first.owner.email }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('This user is already in a team');
      const badType = await moderator.post('/teams', newTeam({ teamTypeId: newId() }));
      expect(badType.statusCode).toBe(400);
      expect(badType.json().error.details).toEqual([
        { path: 'teamTypeId', message: 'Team type not found' },
      ]);
      expect(await teamCount(event)).toBe(before);
    });
  });

  describe('GET /teams', () => {
    it('lists teams by name with owner, member count and type; searches and filters', async () => {
      const ev = await t.buildEvent();
      const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
      const type = (await evAdmin.post('/team-types', { name: 'Sponsors' })).json();
      await evAdmin.post('/teams', newTeam({ name: 'zeta', ownerEmail: 'zed@zeta.test' }));
      await evAdmin.post('/teams', newTeam({ name: 'Alpha', teamTypeId: type.id }));
      await evAdmin.post('/teams', newTeam({ name: 'Beta 100%' }));
      const all = (await evAdmin.get('/teams')).json().items;
      expect(all.map((x: { name: string }) => x.name)).toEqual(['Alpha', 'Beta 100%', 'zeta']);
      expect(all[0]).toMatchObject({
        memberCount: 1,
        teamTypeId: type.id,
        owner: { firstName: 'Olivia', surname: 'Owner' },
        childTeamIds: [],
      });
      const names = async (query: string) =>
        (await evAdmin.get(`/teams?${query}`)).json().items.map((x: { name: string }) => x.name);
      expect(await names('q=ZED@')).toEqual(['zeta']);
      expect(await names('q=100%25')).toEqual(['Beta 100%']);
      expect(await names('q=%25%25')).toEqual([]);
      expect(await names(`filter=teamTypeId:${type.id}`)).toEqual(['Alpha']);
      expect(await names('filter=teamTypeId:none')).toEqual(['Beta 100%', 'zeta']);
      // One page at a time, sorted on the server, with the total.
      const page = (await evAdmin.get('/teams?pageSize=2&page=2&sort=-name')).json();
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.items.map((x: { name: string }) => x.name)).toEqual(['Alpha']);
      expect(await names('filter=standShareRole:none&pageSize=1')).toEqual(['Alpha']);
      const bad = await evAdmin.get('/teams?sort=ownerId');
      expect(bad.statusCode).toBe(400);
      // The pick list: every team in short.
      const options = (await evAdmin.get('/team-options')).json().teams;
      expect(options).toEqual([
        { id: all[0].id, name: 'Alpha', teamTypeId: type.id, standShareRole: null, memberCount: 1 },
        expect.objectContaining({ name: 'Beta 100%', teamTypeId: null }),
        expect.objectContaining({ name: 'zeta' }),
      ]);
    });
  });

  describe('GET /teams, sorted', () => {
    it('sorts by every key the screen offers, both ways, ties by name, in pages', async () => {
      const ev = await t.buildEvent();
      const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
      const owner = (firstName: string, surname: string) =>
        t.buildUser(ev.id, { firstName, surname });
      const ids: Record<string, string> = {};
      for (const [name, first, surname, extra] of [
        ['delta', 'Zoe', 'Ash', 2],
        ['Alpha', 'Ann', 'Bell', 0],
        ['charlie', 'Ann', 'Bell', 1],
        ['Bravo', 'Cat', 'Ash', 1],
        ['echo', 'Bob', 'Zed', 0],
      ] as const) {
        const members = await Promise.all(
          Array.from({ length: extra }, (_, i) => owner(`M${i}`, name)),
        );
        const teamId = await t.buildTeam(
          ev.id,
          (await owner(first, surname)).userId,
          members.map((m) => m.userId),
        );
        await updateTeam(t, ev.id, teamId, { name });
        ids[name] = teamId;
      }
      await updateTeam(t, ev.id, ids.charlie!, { standShareRole: 'parent' });
      await updateTeam(t, ev.id, ids.echo!, {
        standShareRole: 'child',
        parentTeamId: ids.charlie!,
      });

      type Item = {
        name: string;
        memberCount: number;
        standShareRole: string | null;
        owner: { firstName: string; surname: string } | null;
      };
      const list = async (query: string) =>
        (await evAdmin.get(`/teams?${query}`)).json() as { items: Item[]; total: number };
      const all = (await list('pageSize=200')).items;
      expect(all).toHaveLength(5);
      const keys: Record<string, (item: Item) => string | number | null> = {
        name: (item) => item.name.toLowerCase(),
        owner: (item) =>
          item.owner ? `${item.owner.firstName} ${item.owner.surname}`.toLowerCase() : null,
        members: (item) => item.memberCount,
        standShare: (item) => item.standShareRole,
      };
      for (const [key, of] of Object.entries(keys)) {
        for (const desc of [false, true]) {
          const expected = promisedOrder(all, of, desc, [(item) => item.name.toLowerCase()]).map(
            (item) => item.name,
          );
          const sort = `${desc ? '-' : ''}${key}`;
          const names = (page: { items: Item[] }) => page.items.map((item) => item.name);
          expect(names(await list(`sort=${sort}&pageSize=200`)), sort).toEqual(expected);
          const second = await list(`sort=${sort}&pageSize=2&page=2`);
          expect(names(second), `${sort}, page 2`).toEqual(expected.slice(2, 4));
          expect(second.total).toBe(5);
        }
      }
    });
  });

  describe('PATCH /teams/:teamId', () => {
    it('changes name, organiser flag, type and owner (who must be a member)', async () => {
      const team = (await moderator.post('/teams', newTeam())).json();
      const member = await t.buildUser(event.id);
      const outsider = await t.buildUser(event.id);
      await moderator.post(`/teams/${team.id}/members`, { email: member.email });
      const type = (await admin.post('/team-types', { name: `Type ${counter++}` })).json();
      const response = await moderator.patch(`/teams/${team.id}`, {
        name: 'Renamed',
        isOrganiser: true,
        teamTypeId: type.id,
        ownerId: member.userId,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Renamed',
        isOrganiser: true,
        teamTypeId: type.id,
        ownerId: member.userId,
      });
      expect(response.json().members[0]).toMatchObject({ id: member.userId, isOwner: true });
      const refused = await moderator.patch(`/teams/${team.id}`, {
        name: 'Never',
        ownerId: outsider.userId,
      });
      expectRefusal(refused, 400, 'Invalid team owner', [
        { path: 'ownerId', message: 'Choose a member of this team' },
      ]);
      expect((await moderator.get(`/teams/${team.id}`)).json().name).toBe('Renamed');
      const empty = await moderator.patch(`/teams/${team.id}`, {});
      expect(empty.json().error.message).toBe('Invalid team');
    });
  });
});
