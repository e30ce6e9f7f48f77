import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import {
  expectOtherEventLikeMissing,
  expectOtherEventsRecordLikeMissing,
} from '../../../../test/support/isolation.ts';
import { expectQueriesRefused, listReader } from '../../../../test/support/list-convention.ts';
import { cardLayouts } from '../../../db/schema/dashboard.ts';
import { teamTypes } from '../../../db/schema/team-types.ts';
import { teams } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/team-types on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let admin: Caller;

  /** A team of `ev` with a fresh owner. */
  const team = async (ev: EventRow = event) => {
    const owner = await t.buildUser(ev.id);
    return t.buildTeam(ev.id, owner.userId);
  };
  const typesOf = (ev: EventRow) =>
    t.deps.db.select().from(teamTypes).where(eq(teamTypes.eventId, ev.id));
  const typeOfTeam = async (ev: EventRow, teamId: string) => {
    const [row] = await t.deps.db
      .select({ teamTypeId: teams.teamTypeId })
      .from(teams)
      .where(and(eq(teams.eventId, ev.id), eq(teams.id, teamId)));
    return row?.teamTypeId;
  };

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it('requires authentication', async () => {
    const anonymous = await callerFor(t, event, null);
    expect((await anonymous.get('/team-types')).statusCode).toBe(401);
    expect((await anonymous.post('/team-types', { name: 'X' })).statusCode).toBe(401);
  });

  it('rejects a user and a moderator: team types are for admins', async () => {
    for (const permissions of ['user', 'moderator'] as const) {
      const caller = await callerForNewUser(t, event, { permissions });
      expect((await caller.get('/team-types')).statusCode).toBe(403);
      expect((await caller.get('/team-types/all')).statusCode).toBe(403);
      const add = await caller.post('/team-types', { name: 'Sneaky' });
      expect(add.statusCode).toBe(403);
    }
    expect((await typesOf(event)).map((r) => r.name)).not.toContain('Sneaky');
  });

  it("cannot reach another event's team types: it answers like a missing event", async () => {
    await expectOtherEventLikeMissing(admin, '/team-types', otherEvent);
  });

  it("does not find another event's team type by id", async () => {
    const otherAdmin = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
    const theirs = (await otherAdmin.post('/team-types', { name: 'Theirs' })).json();
    await expectOtherEventsRecordLikeMissing(admin, '/team-types', theirs.id, { name: 'Mine' });
    expect((await typesOf(otherEvent)).map((r) => r.name)).toEqual(['Theirs']);
  });

  it('adds a team type with its teams and lists the types by name with their team ids', async () => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const [a, b] = [await team(ev), await team(ev)];
    const added = await evAdmin.post('/team-types', { name: 'sponsors', teamIds: [a, b] });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'sponsors' });
    expect([...added.json().teamIds].sort()).toEqual([a, b].sort());
    await evAdmin.post('/team-types', { name: 'Exhibitors' });
    const list = await evAdmin.get('/team-types/all');
    expect(list.json().teamTypes.map((x: { name: string }) => x.name)).toEqual([
      'Exhibitors',
      'sponsors',
    ]);
    expect(await typeOfTeam(ev, a)).toBe(added.json().id);
  });

  it('pages, sorts and searches the team types by name (the list convention)', async () => {
    const ev = await t.buildEvent();
    const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
    const teamIds = [await team(ev), await team(ev)];
    for (const name of ['Hall 10', 'hall 2', 'Caterers']) {
      await evAdmin.post('/team-types', { name, teamIds: name === 'Caterers' ? teamIds : [] });
    }
    const list = listReader(evAdmin, '/team-types');
    const names = (body: { items: { name: string }[] }) => body.items.map((x) => x.name);

    const first = await list('pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(names(first.body)).toEqual(['Caterers', 'hall 2']);
    expect(names((await list('pageSize=2&page=2')).body)).toEqual(['Hall 10']);
    expect((await list('page=9')).body).toMatchObject({ items: [], total: 3, page: 9 });
    expect(names((await list('sort=-teams&pageSize=1')).body)).toEqual(['Caterers']);
    expect(names((await list('q=HALL')).body)).toEqual(['hall 2', 'Hall 10']);
    await expectQueriesRefused(list, ['sort=teamIds', 'filter=name:x', 'pageSize=500']);
  });

  it("refuses a team already in another type ('(Already In A Group)') and writes nothing", async () => {
    const taken = await team();
    const free = await team();
    const first = (await admin.post('/team-types', { name: 'First', teamIds: [taken] })).json();
    const response = await admin.post('/team-types', { name: 'Second', teamIds: [free, taken] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('(Already In A Group)');
    expect(response.json().error.details).toEqual([
      { path: 'teamIds.1', message: expect.stringContaining('(Already In A Group)') },
    ]);
    expect((await typesOf(event)).map((r) => r.name)).not.toContain('Second');
    expect(await typeOfTeam(event, free)).toBeNull();
    expect(await typeOfTeam(event, taken)).toBe(first.id);
  });

  it("refuses an unknown team, or another event's, with 'Invalid team type'", async () => {
    const theirs = await team(otherEvent);
    const response = await admin.post('/team-types', { name: 'Ghosts', teamIds: [theirs] });
    expectRefusal(response, 400, 'Invalid team type', [
      { path: 'teamIds.0', message: 'Team not found' },
    ]);
    expect((await typesOf(event)).map((r) => r.name)).not.toContain('Ghosts');
  });

  it("refuses bad input with 'Invalid team type' and the field paths, writing nothing", async () => {
    const before = (await typesOf(event)).length;
    const blank = await admin.post('/team-types', { name: ' ', extra: true });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Invalid team type');
    expect(
      blank
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['', 'name']);
    const emptyId = await admin.post('/team-types', { name: 'X', teamIds: [''] });
    expect(emptyId.json().error.details).toEqual([
      { path: 'teamIds.0', message: 'Team ID is empty' },
    ]);
    expect((await typesOf(event)).length).toBe(before);
  });

  it('renames a type and replaces its teams: teams left out leave it', async () => {
    const [a, b] = [await team(), await team()];
    const type = (await admin.post('/team-types', { name: 'Old', teamIds: [a] })).json();
    const response = await admin.patch(`/team-types/${type.id}`, { name: 'New', teamIds: [b] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New', teamIds: [b] });
    expect(await typeOfTeam(event, a)).toBeNull();
    expect((await admin.get(`/team-types/${type.id}`)).json().teamIds).toEqual([b]);
    const rename = await admin.patch(`/team-types/${type.id}`, { name: 'Newer' });
    expect(rename.json()).toMatchObject({ name: 'Newer', teamIds: [b] });
  });

  it('deletes a type: its teams are left in no type and card layouts forget it', async () => {
    const a = await team();
    const type = (await admin.post('/team-types', { name: 'Doomed', teamIds: [a] })).json();
    await t.deps.db.insert(cardLayouts).values({
      eventId: event.id,
      id: newId(),
      name: 'Layout',
      teamTypeIds: [type.id, 'keep'],
    });
    const response = await admin.delete(`/team-types/${type.id}`);
    expect(response.statusCode).toBe(204);
    expect(await typeOfTeam(event, a)).toBeNull();
    expect((await admin.get(`/team-types/${type.id}`)).statusCode).toBe(404);
    const [layout] = await t.deps.db
      .select({ teamTypeIds: cardLayouts.teamTypeIds })
      .from(cardLayouts)
      .where(eq(cardLayouts.eventId, event.id));
    expect(layout?.teamTypeIds).toEqual(['keep']);
  });
});
