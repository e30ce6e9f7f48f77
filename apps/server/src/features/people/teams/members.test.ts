import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, expectRefusal } from '../../../../test/support/caller.ts';
import { buildEventPair, callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamMembers } from '../../../db/schema/teams.ts';
import { newId } from '../../../lib/ids.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { saveSettingsData } from '../../platform/settings/queries.ts';

describe.each(testDatabases)('/api/v1/events/:eventId/teams/:teamId/members on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Caller;
  let counter = 0;
  const email = () => `member-${counter++}@Example.TEST`;
  const newPerson = () => ({ email: email(), firstName: 'Max', surname: 'Member' });
  const team = async (ev: EventRow = event) => {
    const owner = await t.buildUser(ev.id);
    return { id: await t.buildTeam(ev.id, owner.userId), ownerId: owner.userId };
  };
  const memberIds = async (ev: EventRow, teamId: string) =>
    (
      await t.deps.db
        .select({ userId: teamMembers.userId })
        .from(teamMembers)
        .where(and(eq(teamMembers.eventId, ev.id), eq(teamMembers.teamId, teamId)))
    ).map((r) => r.userId);
  const setLimit = (ev: EventRow, teamMemberLimit: number) =>
    saveSettingsData(
      t.deps.db,
      ev.id,
      'variables',
      { teamMemberLimit, dueSoonDays: 30, currencyId: 'GBP' },
      null,
    );

  beforeAll(async () => {
    ({ event, otherEvent } = await buildEventPair(t));
    moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
  });

  it('requires authentication', async () => {
    const { id } = await team();
    const anonymous = await callerFor(t, event, null);
    expect((await anonymous.post(`/teams/${id}/members`, newPerson())).statusCode).toBe(401);
  });

  it('rejects a user below moderator, writing nothing', async () => {
    const { id, ownerId } = await team();
    const user = await callerForNewUser(t, event);
    expect((await user.post(`/teams/${id}/members`, newPerson())).statusCode).toBe(403);
    expect((await user.get(`/teams/${id}/members/${ownerId}`)).statusCode).toBe(403);
    expect((await user.delete(`/teams/${id}/members/${ownerId}`)).statusCode).toBe(403);
    expect(await memberIds(event, id)).toEqual([ownerId]);
  });

  it("cannot reach another event's team: it answers like a missing one", async () => {
    const theirs = await team(otherEvent);
    const viaOther = await moderator.post(`/teams/${theirs.id}/members`, newPerson(), otherEvent);
    expect(viaOther.json().error.message).toBe('Event ID not found');
    const response = await moderator.post(`/teams/${theirs.id}/members`, newPerson());
    const missing = await moderator.post(`/teams/${newId()}/members`, newPerson());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    const get = await moderator.get(`/teams/${theirs.id}/members/${theirs.ownerId}`);
    expect(get.statusCode).toBe(404);
    expect(await memberIds(otherEvent, theirs.id)).toEqual([theirs.ownerId]);
  });

  it('adds a new person (email lower-cased) and an existing account from another event', async () => {
    const { id } = await team();
    const person = newPerson();
    const added = await moderator.post(`/teams/${id}/members`, person);
    expect(added.statusCode).toBe(201);
    expect(added.json().memberCount).toBe(2);
    expect(added.json().members[1]).toMatchObject({
      email: person.email.toLowerCase(),
      firstName: 'Max',
      isOwner: false,
      hasLoggedIn: false,
    });
    // An account from another event is named like anyone new to this event, and known here
    // by the names typed, not by its profile.
    const elsewhere = await t.buildUser(otherEvent.id, { firstName: 'Private' });
    const existing = await moderator.post(`/teams/${id}/members`, {
      email: elsewhere.email,
      firstName: 'Ada',
      surname: 'Typed',
    });
    expect(existing.statusCode).toBe(201);
    expect(existing.json().userIds).toContain(elsewhere.userId);
    expect(existing.body).not.toContain('Private');
  });

  it("refuses a new person without names ('Invalid user'), writing nothing", async () => {
    const { id, ownerId } = await team();
    const response = await moderator.post(`/teams/${id}/members`, { email: email() });
    expectRefusal(response, 400, 'Invalid user', [
      { path: 'firstName', message: 'Enter a first name' },
      { path: 'surname', message: 'Enter a surname' },
    ]);
    const bad = await moderator.post(`/teams/${id}/members`, { email: 'nope' });
    expect(bad.json().error.details).toEqual([
      { path: 'email', message: 'Enter a valid email address' },
    ]);
    expect(await memberIds(event, id)).toEqual([ownerId]);
  });

  it("refuses at the team member limit ('(Team Full)'), owner included", async () => {
    const ev = await t.buildEvent();
    const evModerator = await callerForNewUser(t, ev, { permissions: 'moderator' });
    await setLimit(ev, 2);
    const { id } = await team(ev);
    expect((await evModerator.post(`/teams/${id}/members`, newPerson())).statusCode).toBe(201);
    const full = await evModerator.post(`/teams/${id}/members`, newPerson());
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('This team is full (Team Full)');
    expect(full.json().error.details).toEqual({ memberCount: 2, teamMemberLimit: 2 });
    expect((await memberIds(ev, id)).length).toBe(2);
  });

  it('lets only one of two adds at the same moment take the last place', async () => {
    const ev = await t.buildEvent();
    const evModerator = await callerForNewUser(t, ev, { permissions: 'moderator' });
    await setLimit(ev, 2);
    const { id } = await team(ev);
    const results = await Promise.all([
      evModerator.post(`/teams/${id}/members`, newPerson()),
      evModerator.post(`/teams/${id}/members`, newPerson()),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await memberIds(ev, id)).length).toBe(2);
  });

  it('keeps a user in one team per event', async () => {
    const first = await team();
    const second = await team();
    const again = await moderator.post(`/teams/${first.id}/members`, { email: 'x@y.test' });
    expect(again.statusCode).toBe(400);
    const person = newPerson();
    await moderator.post(`/teams/${first.id}/members`, person);
    const same = await moderator.post(`/teams/${first.id}/members`, person);
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe('This user is already a member of this team');
    const other = await moderator.post(`/teams/${second.id}/members`, person);
    expect(other.statusCode).toBe(409);
    expect(other.json().error.message).toBe('This user is already in a team');
    expect((await memberIds(event, second.id)).length).toBe(1);
  });

  it('shows one member of a team, and not someone outside it', async () => {
    const { id, ownerId } = await team();
    const response = await moderator.get(`/teams/${id}/members/${ownerId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ownerId,
      teamId: id,
      isOwner: true,
      permissions: 'user',
      lastLoginInTime: null,
    });
    const outsider = await t.buildUser(event.id);
    const notIn = await moderator.get(`/teams/${id}/members/${outsider.userId}`);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().error.message).toBe('Team member not found');
  });

  it('removes a member (who stays in the event) but never the owner', async () => {
    const { id, ownerId } = await team();
    const added = (await moderator.post(`/teams/${id}/members`, newPerson())).json();
    const memberId = added.userIds.find((u: string) => u !== ownerId);
    expect((await moderator.delete(`/teams/${id}/members/${memberId}`)).statusCode).toBe(204);
    expect(await memberIds(event, id)).toEqual([ownerId]);
    expect((await moderator.get(`/users/${memberId}`)).statusCode).toBe(200);
    const owner = await moderator.delete(`/teams/${id}/members/${ownerId}`);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.message).toBe('Choose another owner before removing the team owner');
    const gone = await moderator.delete(`/teams/${id}/members/${memberId}`);
    expect(gone.statusCode).toBe(404);
  });
});
