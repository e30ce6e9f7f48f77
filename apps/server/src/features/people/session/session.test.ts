import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor, callerFor, readSession } from '../../../../test/support/caller.ts';
import { callerForNewUser, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';

describe.each(testDatabases)('session and event on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;

  beforeAll(async () => {
    event = await t.buildEvent({ slug: 'first-event', name: 'First Event' });
    otherEvent = await t.buildEvent({ slug: 'second-event', name: 'Second Event' });
  });

  describe('GET /api/v1/public/event', () => {
    it('finds the event from the host name, ignoring case and port', async () => {
      const response = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'SECOND-EVENT.showdesk.test:3000' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().event).toEqual({
        id: otherEvent.id,
        slug: 'second-event',
        name: 'Second Event',
        timeZone: 'Europe/London',
        closedAt: null,
      });
      expect(response.json().terminology.dashboard).toBe('Dashboard');
      expect(response.json().branding.navBgColor).toBe('#029e66');
    });

    it('falls back to the default event for an unknown host', async () => {
      const response = await t.app.inject({
        url: '/api/v1/public/event',
        headers: { host: 'localhost:3000' },
      });
      expect(response.json().event.id).toBe(event.id);
    });
  });

  describe('GET /api/v1/session', () => {
    it('requires authentication', async () => {
      const response = await t.app.inject({
        url: '/api/v1/session',
        headers: { host: event.hostnames[0]! },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('User is not authenticated');
    });

    it('returns the user, member, team and event with default terminology, branding and core pages', async () => {
      const owner = await t.buildUser(event.id, { firstName: 'Olive' });
      const member = await t.buildUser(event.id);
      const teamId = await t.buildTeam(event.id, owner.userId, [member.userId]);
      const cookie = await t.login(event, member);
      const response = await readSession(t, event, cookie);
      expect(response.statusCode).toBe(200);
      const session = response.json();
      expect(session.user).toMatchObject({
        id: member.userId,
        email: member.email,
        eventIds: [event.id],
      });
      expect(session.member).toMatchObject({
        permissions: 'user',
        hasLoggedIn: true,
        isOnboarded: false,
      });
      expect(session.team).toMatchObject({ id: teamId, ownerId: owner.userId });
      expect(session.team.userIds.sort()).toEqual([owner.userId, member.userId].sort());
      expect(session.teamRole).toBe('member');
      expect(session.event.id).toBe(event.id);
      // Its zone, for the times the web shows and takes on the event's clock.
      expect(session.event.timeZone).toBe('Europe/London');
      expect(session.terminology.tasks).toBe('Tasks');
      expect(session.corePages.find((p: { id: string }) => p.id === 'timeTable').isPublished).toBe(
        false,
      );
    });

    it("gives a parent team's owner their stand shares, and no team to a user without one", async () => {
      const owner = await t.buildUser(event.id);
      const parentId = await t.buildTeam(event.id, owner.userId);
      const childOwner = await t.buildUser(event.id);
      const childId = await t.buildTeam(event.id, childOwner.userId);
      await updateTeam(t, event.id, childId, { parentTeamId: parentId, standShareRole: 'child' });
      const session = async (user: { email: string; password: string }) =>
        (
          await t.app.inject({
            url: '/api/v1/session',
            headers: { host: event.hostnames[0]!, cookie: await t.login(event, user) },
          })
        ).json();

      const parent = await session(owner);
      expect(parent.teamRole).toBe('owner');
      expect(parent.team).toMatchObject({ id: parentId, childTeamIds: [childId] });
      const child = await session(childOwner);
      expect(child.team).toMatchObject({
        id: childId,
        parentTeamId: parentId,
        standShareRole: 'child',
        childTeamIds: [],
        userIds: [childOwner.userId],
      });
      const loner = await t.buildUser(event.id);
      const alone = await session(loner);
      expect(alone.team).toBeNull();
      expect(alone.teamRole).toBeNull();
    });

    it('shows a change to the member at once, however often the session was read before', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const read = async () => (await readSession(t, event, cookie)).json();
      expect((await read()).member.permissions).toBe('user');
      expect((await read()).member.permissions).toBe('user');
      await t.deps.db
        .update(members)
        .set({ permissions: 'moderator' })
        .where(and(eq(members.eventId, event.id), eq(members.userId, user.userId)));
      expect((await read()).member.permissions).toBe('moderator');
    });

    it("refuses a logged-in user on an event they don't belong to", async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const response = await readSession(t, otherEvent, cookie);
      expect(response.statusCode).toBe(403);
    });

    it('answers an event id the caller does not belong to exactly like a missing one', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const ask = (eventId: string) =>
        t.app.inject({
          url: `/api/v1/session?eventId=${eventId}`,
          headers: { host: event.hostnames[0]!, cookie },
        });
      const stranger = await ask(otherEvent.id);
      const missing = await ask('no-such-event');
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual(missing.json());
      expect((await ask(event.id)).statusCode).toBe(200);
    });
  });

  describe('PATCH /api/v1/events/:eventId/me', () => {
    it('updates the caller name, trimmed, and validates it', async () => {
      const member = await callerForNewUser(t, event);
      const bad = await member.patch('/me', { firstName: ' ', surname: 'X' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('Enter a first name');
      const extra = await member.patch('/me', { firstName: 'A', surname: 'B', email: 'x@y.z' });
      expect(extra.statusCode).toBe(400);
      const ok = await member.patch('/me', { firstName: '  Sam ', surname: 'Smith' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().user).toMatchObject({ firstName: 'Sam', surname: 'Smith' });
    });

    const profileOf = async (userId: string) => {
      const [row] = await t.deps.db
        .select({
          firstName: userProfiles.firstName,
          surname: userProfiles.surname,
          locale: userProfiles.locale,
        })
        .from(userProfiles)
        .where(eq(userProfiles.id, userId));
      return row;
    };

    it("sets the caller's language, which the session shows; null goes back to the browser's", async () => {
      const user = await t.buildUser(event.id, { firstName: 'Lena', surname: 'Lang' });
      const api = await apiCallerFor(t, event, user);
      const me = `/api/v1/events/${event.id}/me`;
      const sessionLocale = async () => (await api.get('/api/v1/session')).json().user.locale;
      expect(await sessionLocale()).toBeNull();

      const set = await api.patch(me, { locale: 'de' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().user).toMatchObject({ locale: 'de', firstName: 'Lena', surname: 'Lang' });
      expect(await sessionLocale()).toBe('de');
      expect(await profileOf(user.userId)).toEqual({
        firstName: 'Lena',
        surname: 'Lang',
        locale: 'de',
      });

      const cleared = await api.patch(me, { locale: null });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect(cleared.json().user.locale).toBeNull();
      expect(await sessionLocale()).toBeNull();
      expect((await profileOf(user.userId))?.locale).toBeNull();

      const both = await api.patch(me, { firstName: 'Lene', surname: 'Lang', locale: 'fr' });
      expect(both.statusCode, both.body).toBe(200);
      expect(both.json().user).toMatchObject({ firstName: 'Lene', locale: 'fr' });
    });

    it('changes only the language, leaving the names another event knows them by', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Profile', surname: 'Name' });
      await t.addMembership(otherEvent.id, user.userId);
      const typed = and(eq(members.eventId, otherEvent.id), eq(members.userId, user.userId));
      await t.deps.db
        .update(members)
        .set({ firstName: 'Typed', surname: 'There', namesFromProfile: false })
        .where(typed);
      const there = await callerFor(t, otherEvent, user);
      const response = await there.patch('/me', { locale: 'fr' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user).toMatchObject({
        firstName: 'Typed',
        surname: 'There',
        locale: 'fr',
      });
      const [member] = await t.deps.db
        .select({ firstName: members.firstName, namesFromProfile: members.namesFromProfile })
        .from(members)
        .where(typed);
      expect(member).toEqual({ firstName: 'Typed', namesFromProfile: false });
      expect(await profileOf(user.userId)).toMatchObject({ firstName: 'Profile', locale: 'fr' });
    });

    it('refuses a language the app does not offer, and writes nothing', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Kept', surname: 'Same' });
      const member = await callerFor(t, event, user);
      for (const body of [
        { locale: 'xx' },
        { firstName: 'Changed', surname: 'Name', locale: 'xx' },
        { locale: 'DE' },
      ]) {
        const refused = await member.patch('/me', body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().error.message).toBe('Choose one of the languages offered');
      }
      expect(await profileOf(user.userId)).toEqual({
        firstName: 'Kept',
        surname: 'Same',
        locale: null,
      });
    });

    it('still wants both names unless the language is all it changes', async () => {
      const member = await callerForNewUser(t, event);
      const empty = await member.patch('/me', {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.message).toBe('Enter a first name');
      const half = await member.patch('/me', { firstName: 'Only', locale: 'de' });
      expect(half.statusCode).toBe(400);
      expect(half.json().error.message).toBe('Enter a surname');
    });
  });

  describe('GET /api/v1/my-events', () => {
    it("lists the caller's events with each event's address", async () => {
      const user = await t.buildUser(event.id);
      await t.addMembership(otherEvent.id, user.userId);
      const cookie = await t.login(event, user);
      const response = await t.app.inject({
        url: '/api/v1/my-events',
        headers: { host: event.hostnames[0]!, cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().events).toEqual([
        expect.objectContaining({
          id: event.id,
          eventName: 'First Event',
          appUrl: 'http://first-event.showdesk.test',
        }),
        expect.objectContaining({
          id: otherEvent.id,
          eventName: 'Second Event',
          appUrl: 'http://second-event.showdesk.test',
        }),
      ]);
    });
  });
});
