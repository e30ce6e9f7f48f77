import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { countTeams, teamBodies } from '../../../../test/support/team-bodies.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('stand shares and team deletion on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Caller;
  let admin: Caller;
  const newTeam = teamBodies();
  const teamCount = (ev: EventRow) => countTeams(t, ev);

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
    admin = await callerForNewUser(t, event, { permissions: 'admin' });
  });

  it('rejects a user below moderator, writing nothing', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    const user = await callerForNewUser(t, event);
    const before = await teamCount(event);
    expect((await user.post(`/teams/${teamId}/stand-shares`, newTeam())).statusCode).toBe(403);
    expect((await user.delete(`/teams/${teamId}`)).statusCode).toBe(403);
    expect(await teamCount(event)).toBe(before);
  });

  it("cannot add a stand share to another event's team", async () => {
    const stranger = await t.buildUser(otherEvent.id);
    const theirs = await t.buildTeam(otherEvent.id, stranger.userId);
    const viaOther = await moderator.post(`/teams/${theirs}/stand-shares`, newTeam(), otherEvent);
    expect(viaOther.json().error.message).toBe('Event ID not found');
    const response = await moderator.post(`/teams/${theirs}/stand-shares`, newTeam());
    const missing = await moderator.post(`/teams/${newId()}/stand-shares`, newTeam());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    expect(await teamCount(otherEvent)).toBe(1);
  });

  describe('stand shares', () => {
    it('adds a child team: the parent becomes a parent and lists it', async () => {
      const parent = (await moderator.post('/teams', newTeam({ name: 'Parent Co' }))).json();
      const response = await moderator.post(
        `/teams/${parent.id}/stand-shares`,
        newTeam({ name: 'Child Co' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Child Co',
        standShareRole: 'child',
        parentTeamId: parent.id,
        memberCount: 1,
      });
      const after = (await moderator.get(`/teams/${parent.id}`)).json();
      expect(after).toMatchObject({ standShareRole: 'parent', childTeamIds: [response.json().id] });
    });

    it('refuses a stand share of a stand share, and an unknown parent', async () => {
      const parent = (await moderator.post('/teams', newTeam())).json();
      const child = (await moderator.post(`/teams/${parent.id}/stand-shares`, newTeam())).json();
      const before = await teamCount(event);
      const nested = await moderator.post(`/teams/${child.id}/stand-shares`, newTeam());
      expect(nested.statusCode).toBe(409);
      expect(nested.json().error.message).toBe("A stand share can't have stand shares of its own");
      const orphan = await moderator.post(`/teams/${newId()}/stand-shares`, newTeam());
      expect(orphan.statusCode).toBe(404);
      expect(await teamCount(event)).toBe(before);
    });
  });

  describe('DELETE /teams/:teamId', () => {
    it("refuses a team with stand shares: 'Can't delete a team with stand shares still in it'", async () => {
      const parent = (await moderator.post('/teams', newTeam())).json();
      const child = (await moderator.post(`/teams/${parent.id}/stand-shares`, newTeam())).json();
      const refused = await moderator.delete(`/teams/${parent.id}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(
        "Can't delete a team with stand shares still in it",
      );
      expect((await moderator.delete(`/teams/${child.id}`)).statusCode).toBe(204);
      expect((await moderator.get(`/teams/${parent.id}`)).json()).toMatchObject({
        standShareRole: null,
        childTeamIds: [],
      });
      expect((await moderator.delete(`/teams/${parent.id}`)).statusCode).toBe(204);
      expect((await moderator.get(`/teams/${parent.id}`)).statusCode).toBe(404);
      const owner = await moderator.get(`/users/${parent.ownerId}`);
      expect(owner.statusCode).toBe(200);
    });

    it('lets an admin do what a moderator can', async () => {
      const team = (await admin.post('/teams', newTeam())).json();
      expect((await admin.delete(`/teams/${team.id}`)).statusCode).toBe(204);
    });
  });
});
