import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { authSessions, authUsers } from '../../../db/schema/auth.ts';
import { newId } from '../../../lib/ids.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { getProfile } from './queries.ts';

describe.each(testDatabases)('DELETE /api/v1/events/:eventId/users/:userId on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let moderator: Caller;
  let moderatorId: string;
  const remove = (caller: Caller, userId: string, transferToUserId?: string, ev?: EventRow) =>
    caller.delete(
      `/users/${userId}${transferToUserId === undefined ? '' : `?transferToUserId=${transferToUserId}`}`,
      ev,
    );
  const isMember = async (ev: EventRow, userId: string) =>
    (await getMember(t.deps.db, ev.id, userId)) !== null;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const mod = await t.buildUser(event.id, { permissions: 'moderator' });
    moderatorId = mod.userId;
    moderator = await callerFor(t, event, mod);
  });

  it('requires authentication', async () => {
    const user = await t.buildUser(event.id);
    const anonymous = await callerFor(t, event, null);
    expect((await remove(anonymous, user.userId, moderatorId)).statusCode).toBe(401);
  });

  it('rejects a user below moderator, writing nothing', async () => {
    const target = await t.buildUser(event.id);
    const user = await callerForNewUser(t, event);
    expect((await remove(user, target.userId, moderatorId)).statusCode).toBe(403);
    expect(await isMember(event, target.userId)).toBe(true);
  });

  it("cannot reach another event's user: it answers like a missing one", async () => {
    const stranger = await t.buildUser(otherEvent.id);
    const viaOther = await remove(moderator, stranger.userId, moderatorId, otherEvent);
    expect(viaOther.statusCode).toBe(404);
    expect(viaOther.json().error.message).toBe('Event ID not found');
    const response = await remove(moderator, stranger.userId, moderatorId);
    const missing = await remove(moderator, newId(), moderatorId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(missing.json());
    expect(await isMember(otherEvent, stranger.userId)).toBe(true);
  });

  it("refuses to delete yourself: 'Can't self delete'", async () => {
    const other = await t.buildUser(event.id);
    const response = await remove(moderator, moderatorId, other.userId);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe("Can't self delete");
    expect(await isMember(event, moderatorId)).toBe(true);
  });

  it('needs another member of the event to receive their records', async () => {
    const target = await t.buildUser(event.id);
    const stranger = await t.buildUser(otherEvent.id);
    const none = await remove(moderator, target.userId);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('User ID is empty');
    expect((await remove(moderator, target.userId, '')).json().error.message).toBe(
      'User ID is empty',
    );
    const self = await remove(moderator, target.userId, target.userId);
    expect(self.json().error).toMatchObject({
      message: 'Invalid user',
      details: [
        { path: 'transferToUserId', message: 'Choose another user to receive their records' },
      ],
    });
    const outsider = await remove(moderator, target.userId, stranger.userId);
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.message).toBe('Invalid user');
    expect(await isMember(event, target.userId)).toBe(true);
  });

  it('never lets a moderator delete an admin', async () => {
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    expect((await remove(moderator, admin.userId, moderatorId)).statusCode).toBe(403);
    expect(await isMember(event, admin.userId)).toBe(true);
  });

  it('hands team ownership to a member of the team, then deletes login and profile', async () => {
    const owner = await t.buildUser(event.id);
    const mate = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId, [mate.userId]);
    const ownerSession = await callerFor(t, event, owner);
    const response = await remove(moderator, owner.userId, mate.userId);
    expect(response.statusCode).toBe(204);
    const team = (await moderator.get(`/teams/${teamId}`)).json();
    expect(team).toMatchObject({ ownerId: mate.userId, userIds: [mate.userId], memberCount: 1 });
    expect(await getProfile(t.deps.db, owner.userId)).toBeNull();
    const auth = await t.deps.db.select().from(authUsers).where(eq(authUsers.id, owner.userId));
    expect(auth).toEqual([]);
    const sessions = await t.deps.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, owner.userId));
    expect(sessions).toEqual([]);
    expect((await ownerSession.get('/my-team')).statusCode).toBe(401);
  });

  it('makes a receiver in no team the owner and a member of the team', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    const receiver = await t.buildUser(event.id);
    expect((await remove(moderator, owner.userId, receiver.userId)).statusCode).toBe(204);
    const team = (await moderator.get(`/teams/${teamId}`)).json();
    expect(team).toMatchObject({ ownerId: receiver.userId, userIds: [receiver.userId] });
  });

  it('refuses a receiver in another team, writing nothing', async () => {
    const owner = await t.buildUser(event.id);
    const teamId = await t.buildTeam(event.id, owner.userId);
    const busy = await t.buildUser(event.id);
    await t.buildTeam(event.id, busy.userId);
    const response = await remove(moderator, owner.userId, busy.userId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('Invalid team owner');
    expect(await isMember(event, owner.userId)).toBe(true);
    expect((await moderator.get(`/teams/${teamId}`)).json().ownerId).toBe(owner.userId);
  });

  it('keeps the login of someone who belongs to another event', async () => {
    const both = await t.buildUser(event.id);
    await t.addMembership(otherEvent.id, both.userId);
    expect((await remove(moderator, both.userId, moderatorId)).statusCode).toBe(204);
    expect(await isMember(event, both.userId)).toBe(false);
    expect(await isMember(otherEvent, both.userId)).toBe(true);
    expect(await getProfile(t.deps.db, both.userId)).not.toBeNull();
    await expect(t.login(otherEvent, both)).resolves.toContain('session_token');
    await expect(t.login(event, both)).rejects.toThrow('401');
  });
});
