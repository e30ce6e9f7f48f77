import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../test/caller.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { EventRow } from '../events/queries.ts';

interface LoggedEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

const chaser = '/invitations/welcome-chaser';

describe.each(testDatabases)(
  'POST /api/v1/events/:eventId/invitations/welcome-chaser on %s',
  (kind) => {
    let t: TestApp;
    let event: EventRow;
    let otherEvent: EventRow;
    let admin: Caller;
    let moderator: Caller;
    let counter = 0;

    const emailsTo = async (to: string): Promise<LoggedEmail[]> => {
      const log = await admin.get('/emails?limit=500');
      return (log.json().emails as LoggedEmail[]).filter((e) => e.to === to);
    };
    const linkIn = (text: string) => {
      const match = text.match(/https?:\/\/\S+\/auth\/set-password\?\S+/);
      if (!match) throw new Error(`no set-password link in:\n${text}`);
      return new URL(match[0]);
    };
    /** A team whose owner is invited (an account with no password, never logged in). */
    const inviteOwner = async (firstName = 'Ina') => {
      const email = `invited-${counter++}-${Date.now()}@example.com`;
      const team = await admin.post('/teams', {
        name: `Team ${email}`,
        ownerEmail: email,
        ownerFirstName: firstName,
        ownerSurname: 'Invited',
      });
      expect(team.statusCode).toBe(201);
      return { userId: team.json().ownerId as string, email };
    };

    beforeAll(async () => {
      t = await createTestApp(kind, { mailbox: true });
      event = await t.buildEvent({ name: 'Harbour Expo' });
      otherEvent = await t.buildEvent();
      admin = await callerFor(t, event, await t.buildUser(event.id, { permissions: 'admin' }));
      moderator = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'moderator' }),
      );
      await admin.patch('/settings/welcomeEmail', {
        paragraph1: 'Stand build starts on Monday.',
        showParagraph1: true,
      });
    });
    afterAll(() => t.close());

    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      const response = await anonymous.post(chaser, {});
      expect(response.statusCode).toBe(401);
    });

    it('rejects a user below moderator', async () => {
      const user = await callerFor(t, event, await t.buildUser(event.id));
      const response = await user.post(chaser, {});
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    });

    it("cannot reach another event's members: it answers like a missing event", async () => {
      const stranger = await callerFor(
        t,
        otherEvent,
        await t.buildUser(otherEvent.id, { permissions: 'admin' }),
      );
      const other = await stranger.post(chaser, {}, event);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Event ID not found');
    });

    it('lets a moderator and an admin send reminders', async () => {
      const first = await inviteOwner();
      const second = await inviteOwner();
      const byModerator = await moderator.post(chaser, { userIds: [first.userId] });
      expect(byModerator.statusCode).toBe(200);
      expect(byModerator.json()).toEqual({ successfulIds: [first.userId], failedEmails: [] });
      const byAdmin = await admin.post(chaser, { userIds: [second.userId] });
      expect(byAdmin.json()).toEqual({ successfulIds: [second.userId], failedEmails: [] });
    });

    it('reminds a never-logged-in member with a fresh set-password link that sets their first password', async () => {
      const invited = await inviteOwner('Nia');
      const response = await admin.post(chaser, { userIds: [invited.userId] });
      expect(response.json()).toEqual({ successfulIds: [invited.userId], failedEmails: [] });

      const emails = await emailsTo(invited.email);
      expect(emails.map((e) => e.template).sort()).toEqual(['welcome', 'welcomeChaser']);
      const reminder = emails.find((e) => e.template === 'welcomeChaser')!;
      expect(reminder.subject).toBe('Reminder: your invitation to Harbour Expo');
      expect(reminder.text).toContain('Hi Nia,');
      expect(reminder.text).toContain(
        "You were invited to Harbour Expo, but you haven't logged in yet.",
      );
      expect(reminder.text).toContain('Stand build starts on Monday.');
      expect(reminder.text).not.toContain('token');
      const sent = t.mailbox;
      const [welcomeMail, reminderMail] = [
        await sent.waitFor(invited.email, (m) => m.subject.startsWith('Welcome')),
        await sent.waitFor(invited.email, (m) => m.subject.startsWith('Reminder')),
      ];
      const link = linkIn(reminderMail.text);
      const welcomeLink = linkIn(welcomeMail.text);
      expect(link.searchParams.get('token')).not.toBe(welcomeLink.searchParams.get('token'));
      expect(link.host).toBe(event.hostnames[0]);
      expect(link.searchParams.get('mode')).toBe('setPassword');

      const set = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/set-password',
        headers: { host: event.hostnames[0]! },
        payload: { token: link.searchParams.get('token'), newPassword: 'harbour-first-pass' },
      });
      expect(set.statusCode).toBe(200);
      await expect(
        t.login(event, { email: invited.email, password: 'harbour-first-pass' }),
      ).resolves.toContain('session_token');
    });

    it('sends the login page, not a link, to a member whose account already has a password', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Pam' });
      const response = await admin.post(chaser, { userIds: [user.userId] });
      expect(response.json()).toEqual({ successfulIds: [user.userId], failedEmails: [] });
      const [reminder] = await emailsTo(user.email);
      expect(reminder).toMatchObject({ template: 'welcomeChaser' });
      expect(reminder!.text).toContain(`Log in: http://${event.hostnames[0]}/auth/login`);
      expect(reminder!.text).not.toContain('set-password');
    });

    it('reports members who have logged in and ids outside the event in failedEmails, and sends the rest', async () => {
      const loggedIn = await t.buildUser(event.id);
      await t.login(event, loggedIn);
      const elsewhere = await t.buildUser(otherEvent.id);
      const invited = await inviteOwner();
      const response = await admin.post(chaser, {
        userIds: [
          loggedIn.userId,
          elsewhere.userId,
          invited.userId,
          'no-such-user',
          invited.userId,
        ],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().successfulIds).toEqual([invited.userId]);
      expect(response.json().failedEmails.sort()).toEqual(
        [elsewhere.userId, 'no-such-user', loggedIn.email].sort(),
      );
      expect(await emailsTo(loggedIn.email)).toHaveLength(0);
      expect(await emailsTo(elsewhere.email)).toHaveLength(0);
      // Named twice, reminded once.
      expect(
        (await emailsTo(invited.email)).filter((e) => e.template === 'welcomeChaser'),
      ).toHaveLength(1);
    });

    it('reminds every member who has never logged in when no userIds are given', async () => {
      const ev = await t.buildEvent();
      const evAdmin = await callerFor(t, ev, await t.buildUser(ev.id, { permissions: 'admin' }));
      const pending = [await t.buildUser(ev.id), await t.buildUser(ev.id)];
      const active = await t.buildUser(ev.id);
      await t.login(ev, active);

      const response = await evAdmin.post(chaser, {});
      expect(response.statusCode).toBe(200);
      expect(response.json().successfulIds.sort()).toEqual(pending.map((u) => u.userId).sort());
      expect(response.json().failedEmails).toEqual([]);
      const log = (await evAdmin.get('/emails')).json().emails as LoggedEmail[];
      expect(log.map((e) => e.to).sort()).toEqual(pending.map((u) => u.email).sort());
    });

    it('accepts a request with no body', async () => {
      const ev = await t.buildEvent();
      const evAdmin = await t.buildUser(ev.id, { permissions: 'admin' });
      const pending = await t.buildUser(ev.id);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/events/${ev.id}${chaser}`,
        headers: { host: ev.hostnames[0]!, cookie: await t.login(ev, evAdmin) },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ successfulIds: [pending.userId], failedEmails: [] });
    });

    it.each([
      [{ userIds: [] }, 'userIds', 'Choose at least one user'],
      [{ userIds: [''] }, 'userIds.0', 'User ID is empty'],
      [{ userIds: 'abc' }, 'userIds', 'Invalid input: expected array, received string'],
      [
        { userIds: Array.from({ length: 5001 }, (_, i) => `u${i}`) },
        'userIds',
        'Choose at most 5,000 users at a time',
      ],
      [{ everyone: true }, '', 'Unrecognized key: "everyone"'],
    ])('refuses a bad body %# with a 400 and writes nothing', async (body, path, message) => {
      const before = (await admin.get('/emails?limit=500')).json().emails.length;
      const response = await admin.post(chaser, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Invalid user',
        details: [{ path, message }],
      });
      expect((await admin.get('/emails?limit=500')).json().emails).toHaveLength(before);
    });
  },
);
