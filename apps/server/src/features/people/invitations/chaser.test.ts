import type { WelcomeChaser } from '@showdesk/domain/people/invitations';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectSetsFirstPassword, linkIn } from '../../../../test/support/account-links.ts';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { insertChaser } from './chaser-queries.ts';

interface LoggedEmail {
  to: string;
  template: string;
  subject: string;
  text: string;
}

const chaser = '/invitations/welcome-chaser';

/** Starts a send (202 at once), then follows it until it has finished; answers its result. */
async function chase(caller: Caller, body?: unknown) {
  const started = await caller.post(chaser, body);
  expect(started.statusCode).toBe(202);
  return follow(caller, (started.json() as WelcomeChaser).id);
}
async function follow(caller: Caller, id: string) {
  for (let tries = 0; tries < 200; tries++) {
    const state = (await caller.get(`${chaser}/${id}`)).json() as WelcomeChaser;
    if (state.status === 'finished') {
      return { successfulIds: state.successfulIds, failedEmails: state.failedEmails, state };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`welcome send ${id} did not finish`);
}
const resultOf = ({
  successfulIds,
  failedEmails,
}: {
  successfulIds: string[];
  failedEmails: string[];
}) => ({
  successfulIds,
  failedEmails,
});

describe.each(testDatabases)(
  'POST /api/v1/events/:eventId/invitations/welcome-chaser on %s',
  (kind) => {
    const t = useTestApp(kind, { mailbox: true });
    let event: EventRow;
    let otherEvent: EventRow;
    let admin: Caller;
    let moderator: Caller;
    let counter = 0;

    const emailsTo = async (to: string): Promise<LoggedEmail[]> => {
      const log = await admin.get('/emails?limit=500');
      return (log.json().emails as LoggedEmail[]).filter((e) => e.to === to);
    };
    /** A team whose owner is invited (an account with no password, never logged in). */
    const inviteOwner = async (firstName = 'Ina') => {
      const email = `invited-${counter++}-${Date.now()}@example.com`;
      const team = await admin.post(
        '/teams',
        teamOwnedBy(`Team ${email}`, email, [firstName, 'Invited']),
      );
      expect(team.statusCode).toBe(201);
      return { userId: team.json().ownerId as string, email };
    };

    beforeAll(async () => {
      event = await t.buildEvent({ name: 'Harbour Expo' });
      otherEvent = await t.buildEvent();
      admin = await callerForNewUser(t, event, { permissions: 'admin' });
      moderator = await callerForNewUser(t, event, { permissions: 'moderator' });
      await admin.patch('/settings/welcomeEmail', {
        paragraph1: 'Stand build starts on Monday.',
        showParagraph1: true,
      });
    });

    it('requires authentication', async () => {
      const anonymous = await callerFor(t, event, null);
      const response = await anonymous.post(chaser, {});
      expect(response.statusCode).toBe(401);
    });

    it('rejects a user below moderator', async () => {
      const user = await callerForNewUser(t, event);
      const response = await user.post(chaser, {});
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    });

    it("cannot reach another event's members: it answers like a missing event", async () => {
      const stranger = await callerForNewUser(t, otherEvent, { permissions: 'admin' });
      const other = await stranger.post(chaser, {}, event);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Event ID not found');
    });

    it('lets a moderator and an admin send reminders', async () => {
      const first = await inviteOwner();
      const second = await inviteOwner();
      const byModerator = await chase(moderator, { userIds: [first.userId] });
      expect(resultOf(byModerator)).toEqual({ successfulIds: [first.userId], failedEmails: [] });
      const byAdmin = await chase(admin, { userIds: [second.userId] });
      expect(resultOf(byAdmin)).toEqual({ successfulIds: [second.userId], failedEmails: [] });
    });

    it('reminds a never-logged-in member with a fresh set-password link that sets their first password', async () => {
      const invited = await inviteOwner('Nia');
      const response = await chase(admin, { userIds: [invited.userId] });
      expect(resultOf(response)).toEqual({ successfulIds: [invited.userId], failedEmails: [] });

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

      await expectSetsFirstPassword(t, event, link.searchParams.get('token'), {
        email: invited.email,
        password: 'harbour-first-pass',
      });
    });

    it('sends the login page, not a link, to a member whose account already has a password', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Pam' });
      const response = await chase(admin, { userIds: [user.userId] });
      expect(resultOf(response)).toEqual({ successfulIds: [user.userId], failedEmails: [] });
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
      const body = {
        userIds: [
          loggedIn.userId,
          elsewhere.userId,
          invited.userId,
          'no-such-user',
          invited.userId,
        ],
      };
      // Those left out are known at once, before the job has run.
      const started = await admin.post(chaser, body);
      expect(started.statusCode).toBe(202);
      expect(started.json()).toMatchObject({ total: 4, skipped: 3, successfulIds: [] });
      expect(started.json().failedEmails.sort()).toEqual(
        [elsewhere.userId, 'no-such-user', loggedIn.email].sort(),
      );
      // The send keeps the number of ids outside the event, never the ids (another event's).
      const response = await follow(admin, started.json().id);
      expect(response.successfulIds).toEqual([invited.userId]);
      expect(response.failedEmails).toEqual([loggedIn.email]);
      expect(response.state).toMatchObject({ total: 4, sent: 1, skipped: 3, failed: 0 });
      expect(await emailsTo(loggedIn.email)).toHaveLength(0);
      expect(await emailsTo(elsewhere.email)).toHaveLength(0);
      // Named twice, reminded once.
      expect(
        (await emailsTo(invited.email)).filter((e) => e.template === 'welcomeChaser'),
      ).toHaveLength(1);
    });

    it("reports a mailbox that refuses its reminder as 'Failed to send N emails' with a line for it, not retried, and delivers the rest", async () => {
      const people = [await inviteOwner(), await inviteOwner(), await inviteOwner()];
      const refused = people[1]!;
      t.mailbox.refuse(refused.email);
      const { state } = await chase(admin, { userIds: people.map((p) => p.userId) });
      expect(state.successfulIds).toHaveLength(3);
      let delivered = state;
      for (let tries = 0; tries < 200 && delivered.delivery.pending > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        delivered = (await admin.get(`${chaser}/${state.id}`)).json() as WelcomeChaser;
      }
      expect(delivered.delivery).toEqual({ pending: 0, delivered: 2, failed: 1 });
      // Its place in the send: the recipients in address order.
      const index = [...people.map((p) => p.email)].sort().indexOf(refused.email) + 1;
      expect(delivered.failures).toEqual([
        expect.objectContaining({ index, email: refused.email, code: '550' }),
      ]);
      const [heading, line, ...rest] = (delivered.report ?? '').split('\n');
      expect(heading).toBe('Failed to send 1 email');
      expect(line).toMatch(new RegExp(`^Email ${index}: 550 - .*Mailbox unavailable`));
      expect(rest).toEqual([]);
      // Refused for good: tried once, not again; the others arrived.
      const log = (await admin.get('/emails?limit=500')).json().emails as Array<{
        to: string;
        status: string;
        attempts: number;
      }>;
      expect(log.find((e) => e.to === refused.email)).toMatchObject({
        status: 'rejected',
        attempts: 1,
      });
      for (const person of [people[0]!, people[2]!]) await t.mailbox.waitFor(person.email);
    });

    it('reminds every member who has never logged in when no userIds are given', async () => {
      const ev = await t.buildEvent();
      const evAdmin = await callerForNewUser(t, ev, { permissions: 'admin' });
      const pending = [await t.buildUser(ev.id), await t.buildUser(ev.id)];
      const active = await t.buildUser(ev.id);
      await t.login(ev, active);

      const response = await chase(evAdmin, {});
      expect(response.successfulIds.sort()).toEqual(pending.map((u) => u.userId).sort());
      expect(response.failedEmails).toEqual([]);
      expect(response.state).toMatchObject({ total: 2, sent: 2, skipped: 0, failed: 0 });
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
      expect(response.statusCode).toBe(202);
      expect(response.json()).toMatchObject({ total: 1, failedEmails: [] });
      const done = await follow(await callerFor(t, ev, evAdmin), response.json().id);
      expect(done.successfulIds).toEqual([pending.userId]);
    });

    it('tells the progress of a send still running, and finds it again after a reload', async () => {
      const ev = await t.buildEvent();
      const evModerator = await callerForNewUser(t, ev, { permissions: 'moderator' });
      expect((await evModerator.get(`${chaser}/current`)).json()).toEqual({ chaser: null });
      // A send whose job has not run yet (written without one): what a reload in the middle sees.
      const members = [await t.buildUser(ev.id), await t.buildUser(ev.id)];
      const id = `chaser-${Date.now()}`;
      await insertChaser(t.deps.db, {
        eventId: ev.id,
        id,
        createdBy: members[0]!.userId,
        recipients: [
          { userId: members[0]!.userId, email: members[0]!.email, status: 'pending' },
          { userId: members[1]!.userId, email: members[1]!.email, status: 'skipped' },
        ],
        notMembers: 1,
      });
      const current = (await evModerator.get(`${chaser}/current`)).json().chaser as WelcomeChaser;
      expect(current).toMatchObject({
        id,
        status: 'queued',
        total: 3,
        sent: 0,
        skipped: 2,
        failed: 0,
        successfulIds: [],
        failedEmails: [members[1]!.email],
        finishedAt: null,
      });
      expect((await evModerator.get(`${chaser}/${id}`)).json()).toEqual(current);
      // Another event's organisers cannot follow it, and an unknown id is not found.
      const other = await admin.get(`${chaser}/${id}`);
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('Welcome reminder send not found');
      expect((await admin.get(`${chaser}/current`)).json().chaser?.id).not.toBe(id);
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
