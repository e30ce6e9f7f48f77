import { errorCodes, messages } from '@showdesk/domain/common/errors';
import type { Download } from '@showdesk/domain/content/downloads';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok, readSession } from '../../../../test/support/caller.ts';
import { addTask, buildCast } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { guestFormsAt } from '../../../../test/support/guest-forms.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { sendMultipart } from '../../../../test/support/multipart.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { pdfDocument } from '../../../../test/support/sample-files.ts';
import { insertSimpleForm } from '../../../../test/support/test-forms.ts';
import { events } from '../../../db/schema/events.ts';
import { issueGuestToken } from '../../forms/guest/token.ts';
import { runScheduledNotification } from '../../messaging/notifications/deliver.ts';
import type { EventRow } from './queries.ts';

type Answer = { statusCode: number; body: string; json(): unknown };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one refusal every write of a member or guest gets while the event is closed. */
const expectClosed = (response: Answer) => {
  expect(response.statusCode, response.body).toBe(409);
  expect((response.json() as { error: unknown }).error).toEqual({
    code: errorCodes.eventClosed,
    message: messages.eventClosed,
    details: null,
  });
};

describe.each(testDatabases)('closing a show on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asStranger: Caller;
  let memberCookie: string;
  let taskId: string;
  let formId: string;
  let guestFormId: string;
  let download: Download;
  let submissionId: string;

  const valid = { name: 'Acme', needsPower: 'No' };
  const submissionsUrl = () => `/member/forms/${formId}/submissions`;
  const close = () => ok<{ closedAt: string | null }>(asAdmin.post('/close'));
  const reopen = () => ok<{ closedAt: string | null }>(asAdmin.post('/reopen'));
  const closedAtRow = async () =>
    (await t.deps.db.select().from(events).where(eq(events.id, event.id)))[0]!.closedAt;

  beforeAll(async () => {
    const cast = await buildCast(t, { members: [{}] });
    ({ event, asAdmin, asModerator, asOwner, asStranger } = cast);
    const member = cast.members[0]!;
    asMember = await callerFor(t, event, member);
    memberCookie = await t.login(event, member);
    taskId = await addTask(asAdmin, { title: 'Risk assessment' });
    formId = await insertSimpleForm(t.deps.db, event.id);
    guestFormId = await insertSimpleForm(t.deps.db, event.id, { isPublic: true });
    const added = await sendMultipart(
      t,
      {
        url: `/api/v1/events/${event.id}/downloads`,
        headers: { host: event.hostnames[0]!, cookie: await t.login(event, cast.admin) },
        fields: { name: 'Exhibitor manual' },
      },
      { fileName: 'manual.pdf', data: pdfDocument },
    );
    expect(added.statusCode, added.body).toBe(201);
    download = added.json() as Download;
    const sent = await ok<{ submission: { id: string } }>(
      asMember.post(submissionsUrl(), { values: valid }),
      201,
    );
    submissionId = sent.submission.id;
  });

  it('only an admin closes and reopens it; the session and the public event say so', async () => {
    expect((await asOwner.post('/close')).statusCode).toBe(403);
    expect((await asModerator.post('/close')).statusCode).toBe(403);
    // Another event's admin: the event answers like a missing one.
    expect((await asStranger.post('/close', undefined, event)).statusCode).toBe(404);
    expect(await closedAtRow()).toBeNull();

    const closed = await close();
    expect(closed.closedAt).not.toBeNull();
    expect((await closedAtRow())?.toISOString()).toBe(closed.closedAt);
    // Closing again keeps the first closing time.
    expect((await close()).closedAt).toBe(closed.closedAt);
    const session = await readSession(t, event, memberCookie);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().event.closedAt).toBe(closed.closedAt);
    const publicEvent = await t.app.inject({
      url: '/api/v1/public/event',
      headers: { host: event.hostnames[0]! },
    });
    expect(publicEvent.json().event.closedAt).toBe(closed.closedAt);
    // The platform's events list marks it too.
    const root = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
    const platformEvent = await t.app.inject({
      url: `/api/v1/platform/events/${event.id}`,
      headers: { host: event.hostnames[0]!, cookie: await t.login(event, root) },
    });
    expect(platformEvent.statusCode, platformEvent.body).toBe(200);
    expect(platformEvent.json().closedAt).toBe(closed.closedAt);

    expect((await asMember.post('/reopen')).statusCode).toBe(403);
    expect((await reopen()).closedAt).toBeNull();
    expect(await closedAtRow()).toBeNull();
    expect((await readSession(t, event, memberCookie)).json().event.closedAt).toBeNull();
  });

  describe('while closed', () => {
    beforeAll(async () => {
      await close();
    });

    it("refuses a member's task status change and comment, and an owner's team edits", async () => {
      expectClosed(await asMember.put(`/member/tasks/${taskId}/progress`, { state: 'complete' }));
      expectClosed(await asOwner.put(`/member/tasks/${taskId}/progress`, { state: 'complete' }));
      expectClosed(await asMember.post(`/member/tasks/${taskId}/comments`, { text: 'Done?' }));
      // Refused before the body is read: an empty body gets the same answer.
      expectClosed(await asOwner.post('/my-team/members', {}));
      expectClosed(await asMember.patch('/me', { firstName: 'New' }));
      // Their own reading state is kept: marking notifications read is not a change to the show.
      const read = await asMember.post('/member/notifications/read-all', {});
      expect(read.statusCode, read.body).toBe(200);
      const comments = await asMember.get(`/member/tasks/${taskId}/comments`);
      expect(comments.statusCode, comments.body).toBe(200);
      expect(comments.json().comments).toEqual([]);
    });

    it('refuses form submissions and drafts, new or changed', async () => {
      expectClosed(await asMember.post(submissionsUrl(), { values: valid }));
      expectClosed(await asMember.post(submissionsUrl(), { values: {}, isDraft: true }));
      expectClosed(
        await asMember.put(`${submissionsUrl()}/${submissionId}`, {
          values: valid,
          isDraft: false,
        }),
      );
      expectClosed(await asMember.delete(`${submissionsUrl()}/${submissionId}`));
    });

    it("refuses a guest's form submission (start and send)", async () => {
      const guest = guestFormsAt(t, event, '203.0.113.7');
      expectClosed(await guest.call('POST', `${guestFormId}/start`));
      // A submission started before the show closed cannot be sent either.
      await reopen();
      const started = await guest.call('POST', `${guestFormId}/start`);
      expect(started.statusCode, started.body).toBe(200);
      const { submissionId: guestSubmissionId } = started.json() as { submissionId: string };
      const ticket = { eventId: event.id, formId: guestFormId, submissionId: guestSubmissionId };
      const token = await issueGuestToken(t.deps.db, ticket, Date.now() - 60_000);
      await close();
      const body = { submissionId: guestSubmissionId, token, values: valid, website: '' };
      expectClosed(await guest.call('POST', `${guestFormId}/submissions`, body));
      // Reading the form is still fine.
      expect((await guest.call('GET', guestFormId)).statusCode).toBe(200);
    });

    it('lets a member read content, download a file and list their own submissions', async () => {
      expect((await asMember.get('/member/content')).statusCode).toBe(200);
      const downloads = await asMember.get('/member/downloads');
      expect(downloads.statusCode, downloads.body).toBe(200);
      expect(downloads.json().downloads.map((d: Download) => d.name)).toContain('Exhibitor manual');
      const file = await t.app.inject({
        url: download.data,
        headers: { host: event.hostnames[0]!, cookie: memberCookie },
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(pdfDocument)).toBe(true);
      const own = await asMember.get(submissionsUrl());
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json().submissions.map((s: { id: string }) => s.id)).toContain(submissionId);
      expect((await asMember.get(`${submissionsUrl()}/${submissionId}`)).statusCode).toBe(200);
      expect((await asMember.get(`/member/tasks/${taskId}`)).statusCode).toBe(200);
    });

    it("keeps the member's own account: logging out is not the event's", async () => {
      const member = await t.buildUser(event.id);
      const headers = { host: event.hostnames[0]!, cookie: await t.login(event, member) };
      const out = await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers });
      expect(out.statusCode, out.body).toBeLessThan(300);
    });

    it('lets moderators and admins keep writing', async () => {
      await ok(asModerator.post('/tasks', { title: 'Breakdown checklist' }), 201);
      await ok(asAdmin.patch(`/tasks/${taskId}`, { title: 'Risk assessment (final)' }));
      await ok(
        asModerator.post(`/tasks/${taskId}/teams/${await ownTeamId()}/comments`, {
          text: 'Thanks, all done',
        }),
        201,
      );
    });
  });

  it('reopening restores members’ and guests’ writes', async () => {
    await reopen();
    await ok(asMember.post(`/member/tasks/${taskId}/comments`, { text: 'Back again' }), 201);
    await ok(asMember.put(`/member/tasks/${taskId}/progress`, { state: 'complete' }));
    await ok(asMember.post(submissionsUrl(), { values: valid }), 201);
    const guest = guestFormsAt(t, event, '203.0.113.8');
    const sent = await guest.send(guestFormId, valid);
    expect(sent.statusCode, sent.body).toBe(201);
  });

  describe('scheduled notifications', () => {
    type Note = { id: string; status: string; sentAt: string | null };
    const statusOf = async (id: string) =>
      (await ok<Note>(asAdmin.get(`/notifications/${id}`))) as Note;
    const emailsOf = (subject: string) =>
      outboxRows(t, { eventId: event.id, template: 'adminNotification', subject });
    const waitForStatus = async (id: string, status: string) => {
      for (let i = 0; i < 60; i++) {
        const current = await statusOf(id);
        if (current.status === status) return current;
        await wait(250);
      }
      throw new Error(`notification ${id} never became ${status}`);
    };

    it('are held while the event is closed and sent once it is reopened', async () => {
      const scheduledAt = new Date(Date.now() + 1500).toISOString();
      const note = await ok<Note>(
        asAdmin.post('/notifications', {
          title: 'Build-up starts',
          sendEmail: true,
          delivery: 'schedule',
          scheduledAt,
        }),
        201,
      );
      await close();
      // Past its time, with the job queue running: nothing goes.
      await wait(3000);
      // Its job, run again by hand, holds it too.
      await runScheduledNotification(t.deps, {
        eventId: event.id,
        notificationId: note.id,
        scheduledAt,
      });
      expect((await statusOf(note.id)).status).toBe('scheduled');
      expect(await emailsOf('Build-up starts')).toHaveLength(0);
      expect(await titlesOfMember()).not.toContain('Build-up starts');

      await reopen();
      const sent = await waitForStatus(note.id, 'sent');
      expect(sent.sentAt).not.toBeNull();
      expect((await emailsOf('Build-up starts')).length).toBeGreaterThan(0);
      expect(await titlesOfMember()).toContain('Build-up starts');
    });
  });

  const titlesOfMember = async () => {
    const response = await asMember.get('/member/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: { title: string }[] }).items.map((i) => i.title);
  };
  const ownTeamId = async () => {
    const session = await readSession(t, event, memberCookie);
    return session.json().team.id as string;
  };
});
