import { messages } from '@showdesk/domain/common/errors';
import { invitationMessages } from '@showdesk/domain/people/invitations';
import type { TeamImport } from '@showdesk/domain/people/team-import';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { askPasswordReset } from '../../../../test/support/account-links.ts';
import { type Caller, callerFor, readSession } from '../../../../test/support/caller.ts';
import { callerForNewUser } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { multipart } from '../../../../test/support/multipart.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { authVerifications } from '../../../db/schema/auth.ts';
import { emailTemplates } from '../../../db/schema/email-templates.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { defaultTemplates } from '../../messaging/email-templates/defaults.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type Person = { userId: string; email: string; password: string };

/**
 * No account joins an event unasked: an account of another event added here (as a team's
 * owner, a member, a stand share's owner, by a team owner or the import) is invited, reaches
 * nothing of the event and gets none of its emails but the invitation until it accepts.
 */
describe.each(testDatabases)('invitations of accounts from other events on %s', (kind) => {
  const t = useTestApp(kind, { mailbox: true });
  let event: EventRow;
  let otherEvent: EventRow;
  let adminUser: Person;
  let asAdmin: Caller;
  let ownerUser: Person;
  let asOwner: Caller;
  let counter = 0;

  /** An account that belongs to the other event only. */
  const outsider = () =>
    t.buildUser(otherEvent.id, { firstName: `Their${++counter}`, surname: 'Own' });
  const statusOf = async (userId: string) => {
    const [row] = await t.deps.db
      .select({ status: members.status, invitedBy: members.invitedBy })
      .from(members)
      .where(and(eq(members.eventId, event.id), eq(members.userId, userId)));
    return row ?? null;
  };
  const outboxTo = (address: string) =>
    t.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.eventId, event.id), eq(outboxEmails.toAddress, address)));
  const tokensOf = (userId: string) =>
    t.deps.db.select().from(authVerifications).where(eq(authVerifications.value, userId));
  const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await response;
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json() as { id: string };
  };
  const newTeam = (name: string, owner: { email: string }) => ({
    name,
    ownerEmail: owner.email,
    ownerFirstName: 'Typed',
    ownerSurname: `Owner ${name}`,
  });
  /** A team whose owner is a member of the event with a password (made directly). */
  /** The admin adds the person with `email` to `teamId` by name (the answer unchecked). */
  const addMember = (teamId: string, email: string, firstName: string, surname: string) =>
    asAdmin.post(`/teams/${teamId}/members`, { email, firstName, surname });
  const teamWithMember = async () => {
    const owner = await t.buildUser(event.id, {
      firstName: 'Active',
      surname: `Owner${++counter}`,
    });
    const teamId = await t.buildTeam(event.id, owner.userId);
    return { owner, teamId };
  };

  /** The audit entries a person wrote in the event: kind, action and the status change. */
  const entriesBy = async (userId: string) =>
    (
      (await t.deps.db.execute(
        sql`select record_kind, action, changes -> 'status' as status from audit_entries
            where event_id = ${event.id} and actor_type = 'person' and actor_id = ${userId}`,
      )) as unknown as { rows: Array<Record<string, unknown>> }
    ).rows;

  beforeAll(async () => {
    event = await t.buildEvent({ name: 'Harbour Expo' });
    otherEvent = await t.buildEvent({ name: 'Summit' });
    adminUser = await t.buildUser(event.id, {
      permissions: 'admin',
      firstName: 'Ada',
      surname: 'Admin',
    });
    asAdmin = await callerFor(t, event, adminUser);
    ownerUser = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    await t.buildTeam(event.id, ownerUser.userId);
    asOwner = await callerFor(t, event, ownerUser);
  }, 60_000);

  describe('every way of adding someone invites an existing account instead of adding it', () => {
    const importTeam = async (name: string, person: Person) => {
      const csv = Buffer.from(`Team,Email,First,Surname\n${name},${person.email},Imp,Orted\n`);
      const body = multipart({}, { fileName: 'teams.csv', data: csv });
      const uploaded = await asAdmin.postRaw('/team-imports', body.payload, body.headers);
      const { id } = uploaded.json() as TeamImport;
      const mapping = { name: 0, ownerEmail: 1, ownerFirstName: 2, ownerSurname: 3 };
      await ok(asAdmin.post(`/team-imports/${id}/check`, { mapping }));
      await ok(asAdmin.post(`/team-imports/${id}/run`));
      for (let i = 0; i < 200; i++) {
        const state = (await asAdmin.get(`/team-imports/${id}`)).json() as TeamImport;
        if (state.status === 'finished') {
          expect(state.counts).toMatchObject({ imported: 1, failed: 0 });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the import did not finish');
    };

    type Way = [string, string, 'admin' | 'owner', (person: Person) => Promise<unknown>];
    const ways: Way[] = [
      [
        'an organiser adding a team with them as its owner',
        'existingWelcome',
        'admin',
        (p) => ok(asAdmin.post('/teams', newTeam(`Anchor ${counter}`, p))),
      ],
      [
        'an organiser adding a stand share with them as its owner',
        'existingStandShareWelcome',
        'admin',
        async (p) => {
          const { teamId } = await teamWithMember();
          return ok(asAdmin.post(`/teams/${teamId}/stand-shares`, newTeam(`Annex ${counter}`, p)));
        },
      ],
      [
        'an organiser adding them to a team',
        'existingWelcomeTeamMember',
        'admin',
        async (p) => {
          const { teamId } = await teamWithMember();
          return ok(addMember(teamId, p.email, 'Typed', 'Member'));
        },
      ],
      [
        'a team owner adding them to their team (my team)',
        'existingWelcomeTeamMember',
        'owner',
        (p) =>
          ok(asOwner.post('/my-team/members', { email: p.email, firstName: 'T', surname: 'M' })),
      ],
      [
        'a team owner adding a stand share with them as its owner (my team)',
        'existingStandShareWelcome',
        'owner',
        (p) => ok(asOwner.post('/my-team/stand-shares', newTeam(`Share ${counter}`, p))),
      ],
      [
        'the team import naming them as an owner',
        'existingWelcome',
        'admin',
        (p) => importTeam(`Imported ${counter}`, p),
      ],
    ];

    it.each(ways)(
      '%s: invited, told once by the %s email, which carries no secret link',
      async (_, template, inviter, add) => {
        const person = await outsider();
        await add(person);
        expect(await statusOf(person.userId)).toEqual({
          status: 'invited',
          invitedBy: (inviter === 'admin' ? adminUser : ownerUser).userId,
        });
        const queued = await outboxTo(person.email);
        expect(queued.map((e) => e.template)).toEqual([template]);
        const sent = await t.mailbox.waitFor(person.email);
        expect(sent.text).toContain(`http://${event.hostnames[0]}/auth/login`);
        expect(sent.text).toContain('accept or decline this invitation');
        for (const part of [sent.text, sent.html]) {
          expect(part).not.toMatch(/token=|set-password|reset-password/);
        }
        // No set-password or reset token was made for them.
        expect(await tokensOf(person.userId)).toEqual([]);
        // The organisers see them as invited.
        const listed = await asAdmin.get(`/users/${person.userId}`);
        expect(listed.json()).toMatchObject({ isInvited: true, hasLoggedIn: false });
        const list = await asAdmin.get('/users?filter=isInvited:true&pageSize=100');
        expect(list.json().items.map((u: { id: string }) => u.id)).toContain(person.userId);
      },
    );

    it('keeps a new account a member at once with its set-password link (the spec flow)', async () => {
      const created = await ok(
        asAdmin.post('/teams', newTeam('Brand New Co', { email: 'brand.new@example.com' })),
      );
      const detail = (await asAdmin.get(`/teams/${created.id}`)).json();
      expect(detail.members[0]).toMatchObject({ email: 'brand.new@example.com', isInvited: false });
      const [member] = await t.deps.db
        .select()
        .from(members)
        .where(and(eq(members.eventId, event.id), eq(members.userId, detail.ownerId)));
      expect(member!.status).toBe('active');
      expect((await outboxTo('brand.new@example.com')).map((e) => e.template)).toEqual(['welcome']);
      const sent = await t.mailbox.waitFor('brand.new@example.com');
      expect(sent.text).toContain('/auth/set-password?mode=setPassword&token=');
    });
  });

  describe('while invited', () => {
    let invitee: Person;
    let asInvitee: Caller;
    let teamId: string;
    let activeOwner: Person;
    let asActiveOwner: Caller;

    beforeAll(async () => {
      ({ owner: activeOwner, teamId } = await teamWithMember());
      asActiveOwner = await callerFor(t, event, activeOwner);
      invitee = await outsider();
      await ok(addMember(teamId, invitee.email, 'Ivy', 'Invited'));
      asInvitee = await callerFor(t, event, invitee);
    });

    it('logs in to answer, but the session and every event route answer as for a stranger', async () => {
      const login = await t.postLogin(event, invitee);
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toMatchObject({
        code: 'invitation_pending',
        message: invitationMessages.pending,
      });
      expect(login.headers['set-cookie']).toBeDefined();
      const cookie = await t.login(event, invitee);
      const session = await readSession(t, event, cookie);
      expect(session.statusCode).toBe(403);
      expect(session.json().error.code).toBe('invitation_pending');

      // The data is there: a member of the team reads it.
      const mine = await asActiveOwner.get('/my-team');
      expect(mine.statusCode).toBe(200);
      expect(mine.json().members.map((m: { id: string }) => m.id)).toContain(invitee.userId);
      const missingEvent = { ...event, id: 'no-such-event' };
      for (const path of ['/my-team', '/member/tasks', '/member/content', '/users']) {
        const refused = await asInvitee.get(path);
        expect(refused.statusCode, path).toBe(404);
        expect(refused.json().error.message).toBe(messages.eventNotFound);
        expect(refused.body).toBe((await asInvitee.get(path, missingEvent)).body);
      }
      const renamed = await asInvitee.patch('/me', { firstName: 'Not', surname: 'Yet' });
      expect(renamed.statusCode).toBe(404);
      // Their own event they reach as before.
      const own = await t.app.inject({
        url: '/api/v1/session',
        headers: { host: otherEvent.hostnames[0]!, cookie: await t.login(otherEvent, invitee) },
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().user.eventIds).toEqual([otherEvent.id]);
    });

    it('shows the invitation to them alone: who invited them, to which team and place', async () => {
      const response = await asInvitee.get('/invitation');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        eventId: event.id,
        eventName: 'Harbour Expo',
        invitedBy: { firstName: 'Ada', surname: 'Admin' },
        team: { id: teamId, isStandShare: false },
        teamRole: 'member',
      });
      expect(response.json().invitedAt).not.toBeNull();

      const stranger = await callerForNewUser(t, otherEvent);
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.get('/invitation')).statusCode).toBe(401);
      expect((await anonymous.post('/invitation/accept')).statusCode).toBe(401);
      for (const caller of [asActiveOwner, asAdmin, stranger]) {
        for (const call of [
          caller.get('/invitation', event),
          caller.post('/invitation/accept', {}, event),
          caller.post('/invitation/decline', {}, event),
        ]) {
          const refused = await call;
          expect(refused.statusCode).toBe(404);
          expect(refused.json().error.message).toBe(invitationMessages.notFound);
        }
      }
      // Nobody else's call touched it.
      expect((await statusOf(invitee.userId))?.status).toBe('invited');
      // A missing event answers the same to the invitee.
      expect((await asInvitee.get('/invitation', { ...event, id: 'no-such-event' })).body).toBe(
        (await asActiveOwner.get('/invitation')).body,
      );
    });

    it('sends them none of the event emails: notifications, reminders, mentions, welcome reminders', async () => {
      const before = (await outboxTo(invitee.email)).length;
      // An admin notification to everyone and one to their team, by email now.
      for (const audience of [{}, { teamId }]) {
        await ok(
          asAdmin.post('/notifications', {
            title: `Gates open ${JSON.stringify(audience)}`,
            sendEmail: true,
            delivery: 'now',
            ...audience,
          }),
        );
      }
      const toOwner = await outboxTo(activeOwner.email);
      expect(toOwner.filter((e) => e.template === 'adminNotification')).toHaveLength(2);

      // Task reminders to every member of the team.
      await ok(
        asAdmin.patch('/settings/emails', {
          taskRemindersEnabled: false,
          sendTaskRemindersTo: 'all-users',
        }),
      );
      const task = await ok(asAdmin.post('/tasks', { title: 'Stand plan', dueDate: '2099-09-01' }));
      await ok(asAdmin.post(`/tasks/${task.id}/reminders`));
      expect((await outboxTo(activeOwner.email)).some((e) => e.template === 'taskReminder')).toBe(
        true,
      );

      // A mention by a teammate: they are not offered, and not mailed when named anyway.
      const mentionable = await asActiveOwner.get(`/member/tasks/${task.id}/comments/mentionable`);
      expect(mentionable.statusCode, mentionable.body).toBe(200);
      expect(mentionable.body).not.toContain(invitee.userId);
      const comment = await asActiveOwner.post(`/member/tasks/${task.id}/comments`, {
        text: `Hi @[Ivy](user:${invitee.userId}) and @[Ada](user:${adminUser.userId})`,
      });
      expect(comment.statusCode, comment.body).toBe(201);
      const adminMails = await outboxTo(adminUser.email);
      expect(adminMails.some((e) => e.template === 'commentNotification')).toBe(true);

      // Welcome reminders: named, they are skipped; unnamed, they are not among those chased.
      const named = await asAdmin.post('/invitations/welcome-chaser', {
        userIds: [invitee.userId],
      });
      expect(named.statusCode, named.body).toBe(202);
      expect(named.json().failedEmails).toEqual([invitee.email]);
      const everyone = await asAdmin.post('/invitations/welcome-chaser', {});
      expect(everyone.statusCode).toBe(202);
      for (const id of [named.json().id, everyone.json().id]) {
        for (let i = 0; i < 100; i++) {
          const state = (await asAdmin.get(`/invitations/welcome-chaser/${id}`)).json();
          if (state.status === 'finished') {
            expect(state.successfulIds).not.toContain(invitee.userId);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }

      expect(await outboxTo(invitee.email)).toHaveLength(before);
    });

    it("is not among the team's people a task can be assigned to", async () => {
      const task = await ok(asAdmin.post('/tasks', { title: 'Build-up crew' }));
      const detail = await asActiveOwner.get(`/member/tasks/${task.id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.body).toContain(activeOwner.userId);
      expect(detail.body).not.toContain(invitee.userId);
      const assigned = await asActiveOwner.put(`/member/tasks/${task.id}/assignees`, {
        userIds: [invitee.userId],
      });
      expect(assigned.statusCode).toBe(400);
      expect(assigned.json().error.message).toBe('Assign members of this team only');
    });

    it("sends a task status email and a form's copies to the member, not to the invited owner", async () => {
      const invitedOwner = await outsider();
      const team = await ok(asAdmin.post('/teams', newTeam('Quay Co', invitedOwner)));
      const asker = await t.buildUser(event.id, { firstName: 'Asa', surname: 'Asker' });
      await ok(asAdmin.post(`/teams/${team.id}/members`, { email: asker.email }));
      const asAsker = await callerFor(t, event, asker);
      const task = await ok(asAdmin.post('/tasks', { title: 'Insurance', isApprovalNeeded: true }));
      await ok(asAsker.put(`/member/tasks/${task.id}/progress`, { state: 'complete' }));
      const approved = await asAdmin.post(`/tasks/${task.id}/teams/${team.id}/approval`, {
        decision: 'approve',
        note: 'Fine.',
      });
      expect(approved.statusCode, approved.body).toBe(204);
      expect((await outboxTo(asker.email)).map((e) => e.template)).toContain('taskStatus');

      // A form whose notifications go to the sender and to the team's owner.
      const formId = await insertSimpleForm(t.deps.db, event.id, { title: 'Stand order' });
      for (const sendToType of ['user', 'teamOwner']) {
        await ok(asAdmin.post(`/forms/${formId}/notifications`, { name: sendToType, sendToType }));
      }
      const sent = await asAsker.post(`/member/forms/${formId}/submissions`, {
        values: { name: 'Quay stand', needsPower: 'No' },
        isDraft: false,
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await outboxTo(asker.email)).map((e) => e.template)).toContain('formNotification');
      expect((await outboxTo(invitedOwner.email)).map((e) => e.template)).toEqual([
        'existingWelcome',
      ]);
    });

    it('counts them toward the team member limit, and lets organisers take them out', async () => {
      const { teamId: smallTeam } = await teamWithMember();
      const person = await outsider();
      await ok(addMember(smallTeam, person.email, 'A', 'B'));
      await ok(asAdmin.patch('/settings/variables', { teamMemberLimit: 2 }));
      const full = await addMember(smallTeam, 'one.more@example.com', 'One', 'More');
      expect(full.statusCode).toBe(409);
      expect(full.json().error.message).toBe('This team is full (Team Full)');
      await ok(asAdmin.patch('/settings/variables', { teamMemberLimit: 10 }));

      const detail = (await asAdmin.get(`/teams/${smallTeam}`)).json();
      expect(detail.members.find((m: { id: string }) => m.id === person.userId)).toMatchObject({
        isInvited: true,
        hasLoggedIn: false,
      });
      const removed = await asAdmin.delete(`/teams/${smallTeam}/members/${person.userId}`);
      expect(removed.statusCode, removed.body).toBeLessThan(300);
      // Still invited (to the event, in no team now); added again, no second email.
      expect((await statusOf(person.userId))?.status).toBe('invited');
      await ok(asAdmin.post('/teams', newTeam('Second Try Co', person)));
      expect((await outboxTo(person.email)).map((e) => e.template)).toEqual([
        'existingWelcomeTeamMember',
      ]);
      const asPerson = await callerFor(t, event, person);
      expect((await asPerson.get('/invitation')).json()).toMatchObject({
        team: { name: 'Second Try Co' },
        teamRole: 'owner',
      });
      const deleted = await asAdmin.delete(
        `/users/${person.userId}?transferToUserId=${adminUser.userId}`,
      );
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect(await statusOf(person.userId)).toBeNull();
    });
  });

  describe('answering', () => {
    it('accepting makes them a member: the session, the team and the lists say so', async () => {
      const { owner, teamId } = await teamWithMember();
      const person = await outsider();
      await ok(addMember(teamId, person.email, 'Al', 'Accept'));
      const asPerson = await callerFor(t, event, person);
      const accepted = await asPerson.post('/invitation/accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json()).toMatchObject({
        user: { id: person.userId, firstName: 'Al', surname: 'Accept' },
        member: { eventId: event.id, permissions: 'user', hasLoggedIn: true },
        team: { id: teamId },
        teamRole: 'member',
      });
      expect((await statusOf(person.userId))?.status).toBe('active');
      // The audit trail names the person who accepted (audit coverage: tested here).
      expect(await entriesBy(person.userId)).toContainEqual({
        record_kind: 'user',
        action: 'updated',
        status: ['invited', 'active'],
      });
      expect((await asPerson.get('/my-team')).statusCode).toBe(200);
      expect((await asPerson.get('/invitation')).statusCode).toBe(404);
      expect((await asPerson.post('/invitation/accept')).statusCode).toBe(404);
      const asTeamOwner = await callerFor(t, event, owner);
      const team = (await asTeamOwner.get('/my-team')).json();
      expect(team.members.find((m: { id: string }) => m.id === person.userId)).toMatchObject({
        isInvited: false,
        hasLoggedIn: true,
      });
      const session = await t.app.inject({
        url: '/api/v1/session',
        headers: { host: event.hostnames[0]!, cookie: await t.login(event, person) },
      });
      expect(session.statusCode).toBe(200);
      expect(session.json().user.eventIds.sort()).toEqual([event.id, otherEvent.id].sort());
      // From now on the event's emails reach them.
      await ok(
        asAdmin.post('/notifications', {
          title: 'Welcome aboard',
          sendEmail: true,
          delivery: 'now',
          teamId,
        }),
      );
      expect((await outboxTo(person.email)).map((e) => e.template)).toContain('adminNotification');
    });

    it('declining takes them out of the event and its team; a team they were to own keeps going without an owner', async () => {
      const person = await outsider();
      const team = await ok(asAdmin.post('/teams', newTeam('Declined Co', person)));
      const asPerson = await callerFor(t, event, person);
      expect((await asPerson.get('/invitation')).json()).toMatchObject({
        team: { id: team.id, name: 'Declined Co', isStandShare: false },
        teamRole: 'owner',
      });
      const declined = await asPerson.post('/invitation/decline');
      expect(declined.statusCode, declined.body).toBe(200);
      expect(await statusOf(person.userId)).toBeNull();
      // The audit trail names the person who declined (audit coverage: tested here).
      expect(await entriesBy(person.userId)).toContainEqual({
        record_kind: 'user',
        action: 'deleted',
        status: ['invited', null],
      });
      const [row] = await t.deps.db
        .select()
        .from(teams)
        .where(and(eq(teams.eventId, event.id), eq(teams.id, team.id)));
      expect(row!.ownerId).toBeNull();
      expect(
        await t.deps.db
          .select()
          .from(teamMembers)
          .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, person.userId))),
      ).toEqual([]);
      expect((await asAdmin.get(`/teams/${team.id}`)).json()).toMatchObject({ owner: null });
      expect((await asAdmin.get(`/users/${person.userId}`)).statusCode).toBe(404);
      expect((await asPerson.get('/invitation')).statusCode).toBe(404);
      // Their account and their own event are untouched.
      await expect(t.login(otherEvent, person)).resolves.toContain('session_token');
    });

    it('lists pending invitations on /my-events', async () => {
      const person = await outsider();
      await ok(asAdmin.post('/teams', newTeam('Listed Co', person)));
      const cookie = await t.login(otherEvent, person);
      const response = await t.app.inject({
        url: '/api/v1/my-events',
        headers: { host: otherEvent.hostnames[0]!, cookie },
      });
      const events = response.json().events as { id: string; isInvited: boolean }[];
      expect(events.find((e) => e.id === event.id)).toMatchObject({ isInvited: true });
      expect(events.find((e) => e.id === otherEvent.id)).toMatchObject({ isInvited: false });
    });
  });

  describe('security emails use the event template only for its accepted members', () => {
    const ownSubject = 'Harbour Expo reset (our own wording)';

    beforeAll(async () => {
      await t.deps.db.insert(emailTemplates).values({
        eventId: event.id,
        kind: 'verifyPasswordChange',
        subject: ownSubject,
        body: defaultTemplates.verifyPasswordChange.body,
      });
    });

    const resetSubjectFor = async (person: Person) => {
      const response = await askPasswordReset(t, event, person.email);
      expect(response.statusCode).toBe(200);
      const resets = (await outboxTo(person.email)).filter(
        (e) => e.template === 'verifyPasswordChange',
      );
      expect(resets).toHaveLength(1);
      return resets[0]!.subject;
    };

    it("a reset asked on the event's host for an account only invited there uses the built-in template", async () => {
      const person = await outsider();
      await ok(asAdmin.post('/teams', newTeam('Reset Co', person)));
      const subject = await resetSubjectFor(person);
      expect(subject).not.toBe(ownSubject);
      expect(subject).toContain('Reset your');
      const sent = await t.mailbox.waitFor(person.email, (m) => m.text.includes('reset-password'));
      expect(sent.subject).not.toBe(ownSubject);
    });

    it("a reset for an accepted member uses the event's template", async () => {
      const person = await outsider();
      await ok(asAdmin.post('/teams', newTeam('Member Reset Co', person)));
      expect(
        (await (await callerFor(t, event, person)).post('/invitation/accept')).statusCode,
      ).toBe(200);
      expect(await resetSubjectFor(person)).toBe(ownSubject);
    });
  });
});
