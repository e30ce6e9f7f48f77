import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, ok } from '../../../../test/support/caller.ts';
import { addTeamType, callersFor, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { members } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { runScheduledNotification } from './deliver.ts';

type NotificationBody = {
  id: string;
  title: string;
  description: string;
  status: string;
  scheduledAt: string | null;
  sentAt: string | null;
  providerResponse: string;
  linkUrl: string;
};
type Details = { path: string; message: string }[];
type MemberList = { items: { id: string; title: string; isRead: boolean }[]; unreadCount: number };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases)('admin notifications on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let asAdmin: Caller;
  let asModerator: Caller;
  let asBuilder: Caller;
  let asBuilderMate: Caller;
  let asCaterer: Caller;
  let asLoner: Caller;
  let asGuest: Caller;
  let asStranger: Caller;
  let buildersType: string;
  let caterersType: string;
  let builderTeam: string;
  let pageId: string;
  let otherPageId: string;
  let otherTeamId: string;

  const details = (response: { json(): unknown }) =>
    (response.json() as { error: { details: Details } }).error.details;
  const created = (body: Record<string, unknown>) =>
    ok<NotificationBody>(asAdmin.post('/notifications', body), 201);
  const countRows = async () =>
    (await t.deps.db.select().from(notifications).where(eq(notifications.eventId, event.id)))
      .length;
  const emailsOf = (subject: string) =>
    outboxRows(t, { eventId: event.id, template: 'adminNotification', subject });
  const titlesOf = async (caller: Caller) => {
    const response = await caller.get('/member/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as MemberList).items.map((item) => item.title);
  };
  const unread = async (caller: Caller) =>
    (await caller.get('/member/notifications/unread-count')).json().unreadCount as number;
  const statusOf = async (id: string) =>
    (await asAdmin.get(`/notifications/${id}`)).json() as NotificationBody;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const moderator = await t.buildUser(event.id, { permissions: 'moderator' });
    const builder = await t.buildUser(event.id, { firstName: 'Bea' });
    const builderMate = await t.buildUser(event.id);
    const caterer = await t.buildUser(event.id);
    const loner = await t.buildUser(event.id);
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    builderTeam = await t.buildTeam(event.id, builder.userId, [builderMate.userId]);
    const catererTeam = await t.buildTeam(event.id, caterer.userId);
    await t.buildTeam(event.id, loner.userId);
    [asAdmin, asModerator, asBuilder, asBuilderMate, asCaterer, asLoner, asGuest] =
      await callersFor(t, event, [admin, moderator, builder, builderMate, caterer, loner, null]);
    asStranger = await callerFor(t, otherEvent, stranger);
    buildersType = await addTeamType(asAdmin, 'Stand builders');
    caterersType = await addTeamType(asAdmin, 'Caterers');
    await updateTeam(t, event.id, builderTeam, { teamTypeId: buildersType });
    await updateTeam(t, event.id, catererTeam, { teamTypeId: caterersType });
    pageId = (await asAdmin.post('/content', { title: 'Build-up times' })).json().id;
    otherPageId = (await asStranger.post('/content', { title: 'Theirs' }, otherEvent)).json().id;
    const strangerOwner = await t.buildUser(otherEvent.id);
    otherTeamId = await t.buildTeam(otherEvent.id, strangerOwner.userId);
  });

  describe('access', () => {
    it('requires authentication', async () => {
      expect((await asGuest.get('/notifications')).statusCode).toBe(401);
      expect((await asGuest.post('/notifications', { title: 'X' })).statusCode).toBe(401);
      expect((await asGuest.get('/member/notifications')).statusCode).toBe(401);
      expect((await asGuest.get('/member/notifications/unread-count')).statusCode).toBe(401);
    });

    it('rejects users and moderators (admins manage admin notifications), writing nothing', async () => {
      const note = await created({ title: 'Admins only' });
      const before = await countRows();
      for (const caller of [asBuilder, asModerator]) {
        expect((await caller.get('/notifications')).statusCode).toBe(403);
        expect((await caller.get('/notifications/options')).statusCode).toBe(403);
        expect((await caller.post('/notifications', { title: 'Sneaky' })).statusCode).toBe(403);
        expect((await caller.get(`/notifications/${note.id}`)).statusCode).toBe(403);
        expect(
          (await caller.patch(`/notifications/${note.id}`, { title: 'Hijacked' })).statusCode,
        ).toBe(403);
        expect((await caller.delete(`/notifications/${note.id}`)).statusCode).toBe(403);
      }
      expect(await countRows()).toBe(before);
      expect((await statusOf(note.id)).title).toBe('Admins only');
    });

    it("cannot reach another event's notifications (404 as for a missing event)", async () => {
      const note = await created({ title: 'Home news' });
      const before = await countRows();
      expect((await asStranger.get('/notifications', event)).statusCode).toBe(404);
      expect((await asStranger.get(`/notifications/${note.id}`, event)).statusCode).toBe(404);
      expect(
        (await asStranger.patch(`/notifications/${note.id}`, { title: 'X' }, event)).statusCode,
      ).toBe(404);
      expect((await asStranger.delete(`/notifications/${note.id}`, event)).statusCode).toBe(404);
      expect((await asStranger.get('/member/notifications', event)).statusCode).toBe(404);
      // Through its own event, the id names nothing.
      expect((await asStranger.get(`/notifications/${note.id}`, otherEvent)).statusCode).toBe(404);
      expect(
        (await asStranger.patch(`/notifications/${note.id}`, { title: 'X' }, otherEvent))
          .statusCode,
      ).toBe(404);
      expect(
        (await asStranger.put(`/member/notifications/${note.id}/read`, {}, otherEvent)).statusCode,
      ).toBe(404);
      expect(await countRows()).toBe(before);
    });
  });

  describe('admins', () => {
    it('saves a draft with a sanitised description; members do not see drafts', async () => {
      const note = await created({
        title: '  Draft news ',
        description: '<p>Soon</p><script>alert(1)</script>',
        linkUrl: `/content/${pageId}`,
      });
      expect(note).toMatchObject({
        title: 'Draft news',
        description: '<p>Soon</p>',
        status: 'draft',
        sentAt: null,
        linkUrl: `/content/${pageId}`,
      });
      expect(await titlesOf(asBuilder)).not.toContain('Draft news');
      expect((await asBuilder.get(`/member/notifications/${note.id}`)).statusCode).toBe(404);
    });

    it("refuses a link to another event's page, an unknown id or another shape, writing nothing", async () => {
      const before = await countRows();
      for (const linkUrl of [
        `/content/${otherPageId}`,
        '/tasks/no-such-task',
        'https://evil.example',
      ]) {
        const response = await asAdmin.post('/notifications', { title: 'Bad link', linkUrl });
        expect(response.statusCode, linkUrl).toBe(400);
        expect(response.json().error.message).toBe('Invalid notifications');
        expect(details(response)[0]!.path).toBe('linkUrl');
      }
      expect(await countRows()).toBe(before);
    });

    it("refuses another event's team, unknown team types, both at once, and a schedule in the past", async () => {
      const before = await countRows();
      const cases: [Record<string, unknown>, string][] = [
        [{ teamId: otherTeamId }, 'teamId'],
        [{ teamTypeIds: ['nope'] }, 'teamTypeIds.0'],
        [{ teamId: builderTeam, teamTypeIds: [buildersType] }, 'teamId'],
        [{ delivery: 'schedule', scheduledAt: '2020-01-01T10:00:00Z' }, 'scheduledAt'],
        [{ delivery: 'schedule' }, 'scheduledAt'],
      ];
      for (const [body, path] of cases) {
        const response = await asAdmin.post('/notifications', { title: 'Bad', ...body });
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json().error.message).toBe('Invalid notifications');
        expect(details(response).map((d) => d.path)).toContain(path);
      }
      expect((await asAdmin.post('/notifications', { title: '' })).statusCode).toBe(400);
      expect(await countRows()).toBe(before);
    });

    it('lists by updatedAt, searches titles and filters by status', async () => {
      await created({ title: 'Alpha listing' });
      await created({ title: 'Beta listing', delivery: 'now' });
      const all = (await asAdmin.get('/notifications?q=listing')).json();
      expect(all.items.map((n: NotificationBody) => n.title)).toEqual([
        'Alpha listing',
        'Beta listing',
      ]);
      const pushed = (await asAdmin.get('/notifications?q=listing&filter=status:pushed')).json();
      expect(pushed.items.map((n: NotificationBody) => n.title)).toEqual(['Beta listing']);
      expect((await asAdmin.get('/notifications?filter=status:nope')).statusCode).toBe(400);
    });

    it('offers the event’s pages, forms, tasks, team types and teams to pick', async () => {
      const options = (await asAdmin.get('/notifications/options')).json();
      expect(options.content.map((c: { id: string }) => c.id)).toContain(pageId);
      expect(options.content.map((c: { id: string }) => c.id)).not.toContain(otherPageId);
      expect(options.teamTypes.map((c: { id: string }) => c.id).sort()).toEqual(
        [buildersType, caterersType].sort(),
      );
      expect(options.teams.map((c: { id: string }) => c.id)).toContain(builderTeam);
    });
  });

  describe('sending and visibility', () => {
    it('sends now to a team type with email: one email per member of its teams, sentAt and the response kept', async () => {
      const note = await created({
        title: 'Builders: badges ready',
        description: '<p>Collect at gate B</p>',
        linkUrl: `/content/${pageId}`,
        teamTypeIds: [buildersType],
        sendEmail: true,
        delivery: 'now',
      });
      expect(note.status).toBe('sent');
      expect(note.sentAt).not.toBeNull();
      expect(note.providerResponse).toBe('Emails queued for 2 people');
      const emails = await emailsOf('Builders: badges ready');
      expect(emails).toHaveLength(2);
      const bea = emails.find((email) => email.textBody.includes('Hi Bea'));
      expect(bea?.textBody).toContain('Collect at gate B');
      expect(bea?.textBody).toContain(`http://${event.hostnames[0]}/content/${pageId}`);

      expect(await titlesOf(asBuilder)).toContain('Builders: badges ready');
      expect(await titlesOf(asBuilderMate)).toContain('Builders: badges ready');
      expect(await titlesOf(asAdmin)).toContain('Builders: badges ready');
      // Another team type, a team of no type and a moderator do not see it, even by id.
      for (const caller of [asCaterer, asLoner, asModerator]) {
        expect(await titlesOf(caller)).not.toContain('Builders: badges ready');
        expect((await caller.get(`/member/notifications/${note.id}`)).statusCode).toBe(404);
        expect((await caller.put(`/member/notifications/${note.id}/read`, {})).statusCode).toBe(
          404,
        );
      }
    });

    it('pushes to one team only, and to everyone without email', async () => {
      const team = await created({
        title: 'Your stand number',
        teamId: builderTeam,
        delivery: 'now',
      });
      expect(team.status).toBe('pushed');
      expect(team.providerResponse).toBe('Pushed to members (no email)');
      expect(await emailsOf('Your stand number')).toHaveLength(0);
      expect(await titlesOf(asBuilderMate)).toContain('Your stand number');
      expect(await titlesOf(asCaterer)).not.toContain('Your stand number');
      await created({ title: 'Doors open at 9', delivery: 'now' });
      for (const caller of [asBuilder, asCaterer, asLoner, asModerator])
        expect(await titlesOf(caller)).toContain('Doors open at 9');
    });

    it('marks read and unread in the user’s notificationIds; unread first, then newest', async () => {
      const first = await created({ title: 'Read me first', teamId: builderTeam, delivery: 'now' });
      await created({ title: 'Read me second', teamId: builderTeam, delivery: 'now' });
      await asBuilder.post('/member/notifications/read-all', {});
      expect(await unread(asBuilder)).toBe(0);
      const third = await created({ title: 'Read me third', teamId: builderTeam, delivery: 'now' });
      expect(await unread(asBuilder)).toBe(1);
      // The mate has read nothing: their count is their own.
      expect(await unread(asBuilderMate)).toBeGreaterThan(1);

      const markedUnread = await asBuilder.delete(`/member/notifications/${first.id}/read`);
      expect(markedUnread.statusCode, markedUnread.body).toBe(200);
      expect(markedUnread.json().unreadCount).toBe(2);
      const list = (await asBuilder.get('/member/notifications')).json() as MemberList;
      expect(list.items.slice(0, 2).map((i) => i.title)).toEqual([
        'Read me third',
        'Read me first',
      ]);
      expect(list.items.slice(0, 2).every((i) => !i.isRead)).toBe(true);
      expect(list.unreadCount).toBe(2);

      const marked = await asBuilder.put(`/member/notifications/${third.id}/read`, {});
      expect(marked.json().unreadCount).toBe(1);
      // Twice is still once in the list.
      await asBuilder.put(`/member/notifications/${third.id}/read`, {});
      const lists = await t.deps.db
        .select({ ids: members.notificationIds })
        .from(members)
        .where(eq(members.eventId, event.id));
      expect(lists.flatMap((r) => r.ids).filter((id) => id === third.id)).toHaveLength(1);
    });

    it('keeps a sent notification’s audience and delivery (409) but lets its text change', async () => {
      const note = await created({ title: 'Sent once', delivery: 'now' });
      const again = await asAdmin.patch(`/notifications/${note.id}`, { delivery: 'now' });
      expect(again.statusCode).toBe(409);
      const retarget = await asAdmin.patch(`/notifications/${note.id}`, { teamId: builderTeam });
      expect(retarget.statusCode).toBe(409);
      const fixed = await asAdmin.patch(`/notifications/${note.id}`, {
        title: 'Sent once (fixed)',
      });
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(fixed.json()).toMatchObject({ title: 'Sent once (fixed)', status: 'pushed' });
      // Members' lists are remembered per reader at the notifications version: the change shows.
      expect(await titlesOf(asCaterer)).toContain('Sent once (fixed)');
      expect(await titlesOf(asCaterer)).not.toContain('Sent once');
    });

    it('shows a change written straight to the table at once (the version is bumped by trigger)', async () => {
      const note = await created({ title: 'Straight in', delivery: 'now' });
      expect(await titlesOf(asLoner)).toContain('Straight in');
      const before = await unread(asLoner);
      await t.deps.db
        .update(notifications)
        .set({ title: 'Straight in, changed' })
        .where(and(eq(notifications.eventId, event.id), eq(notifications.id, note.id)));
      expect(await titlesOf(asLoner)).toContain('Straight in, changed');
      await t.deps.db
        .delete(notifications)
        .where(and(eq(notifications.eventId, event.id), eq(notifications.id, note.id)));
      expect(await titlesOf(asLoner)).not.toContain('Straight in, changed');
      expect(await unread(asLoner)).toBe(before - 1);
    });

    it('deletes a notification and its place in read lists', async () => {
      const note = await created({ title: 'Delete me', delivery: 'now' });
      await asBuilder.put(`/member/notifications/${note.id}/read`, {});
      expect((await asAdmin.delete(`/notifications/${note.id}`)).statusCode).toBe(204);
      expect((await asAdmin.get(`/notifications/${note.id}`)).statusCode).toBe(404);
      const lists = await t.deps.db
        .select({ ids: members.notificationIds })
        .from(members)
        .where(eq(members.eventId, event.id));
      expect(lists.flatMap((r) => r.ids)).not.toContain(note.id);
      expect(await titlesOf(asBuilder)).not.toContain('Delete me');
      expect((await asAdmin.delete(`/notifications/${note.id}`)).statusCode).toBe(404);
    });
  });

  describe('scheduling', () => {
    const waitForStatus = async (id: string, status: string) => {
      for (let i = 0; i < 60; i++) {
        const current = await statusOf(id);
        if (current.status === status) return current;
        await wait(250);
      }
      throw new Error(`notification ${id} never became ${status}`);
    };
    const hoursFromNow = (hours: number) =>
      new Date(Date.now() + hours * 60 * 60 * 1000).toISOString();
    /** Creates a notification `title` that emails its audience at `scheduledAt`. */
    const scheduledEmail = (
      title: string,
      scheduledAt: string,
      body: Record<string, unknown> = {},
    ) => created({ title, ...body, sendEmail: true, delivery: 'schedule', scheduledAt });
    /** Runs the scheduled job of `note` for `scheduledAt`, as the job queue would. */
    const runJob = (note: { id: string }, scheduledAt: string, deps = t.deps) =>
      runScheduledNotification(deps, { eventId: event.id, notificationId: note.id, scheduledAt });

    it('the job sends a scheduled notification at its time, once, even when run again', async () => {
      const at = new Date(Date.now() + 1500).toISOString();
      const note = await scheduledEmail('Scheduled for builders', at, {
        teamTypeIds: [buildersType],
      });
      expect(note).toMatchObject({ status: 'scheduled', scheduledAt: at, sentAt: null });
      expect(await titlesOf(asBuilder)).not.toContain('Scheduled for builders');
      const sent = await waitForStatus(note.id, 'sent');
      expect(sent.sentAt).not.toBeNull();
      expect(await emailsOf('Scheduled for builders')).toHaveLength(2);
      expect(await titlesOf(asBuilder)).toContain('Scheduled for builders');

      // The same job again (a retry, another process): nothing changes.
      await Promise.all([runJob(note, at), runJob(note, at)]);
      expect(await emailsOf('Scheduled for builders')).toHaveLength(2);
      expect((await statusOf(note.id)).sentAt).toBe(sent.sentAt);
    });

    it('two runs of one job at the same moment send once', async () => {
      const at = hoursFromNow(1);
      const note = await scheduledEmail('Raced job', at, { teamTypeIds: [buildersType] });
      await Promise.all([runJob(note, at), runJob(note, at), runJob(note, at)]);
      expect((await statusOf(note.id)).status).toBe('sent');
      expect(await emailsOf('Raced job')).toHaveLength(2);
    });

    it('a reschedule or a return to draft makes the old job a no-op', async () => {
      const soon = hoursFromNow(1);
      const note = await scheduledEmail('Moved', soon);
      const later = hoursFromNow(2);
      const moved = await asAdmin.patch(`/notifications/${note.id}`, {
        delivery: 'schedule',
        scheduledAt: later,
      });
      expect(moved.json()).toMatchObject({ status: 'scheduled', scheduledAt: later });
      await runJob(note, soon);
      expect((await statusOf(note.id)).status).toBe('scheduled');

      const draft = await asAdmin.patch(`/notifications/${note.id}`, { delivery: 'draft' });
      expect(draft.json()).toMatchObject({ status: 'draft', scheduledAt: null });
      await runJob(note, later);
      expect((await statusOf(note.id)).status).toBe('draft');
      expect(await emailsOf('Moved')).toHaveLength(0);
    });

    it('a scheduled one sent now goes out at once and its job then does nothing', async () => {
      const at = hoursFromNow(1);
      const note = await created({ title: 'Now instead', delivery: 'schedule', scheduledAt: at });
      const now = await asAdmin.patch(`/notifications/${note.id}`, { delivery: 'now' });
      expect(now.json().status).toBe('pushed');
      await runJob(note, at);
      expect((await statusOf(note.id)).status).toBe('pushed');
    });

    it('a send that fails is marked failed with the reason', async () => {
      const at = hoursFromNow(1);
      const note = await scheduledEmail('Doomed', at);
      const broken = {
        ...t.deps,
        jobs: {
          ...t.deps.jobs,
          sendInTransaction: async () => {
            throw new Error('queue unavailable');
          },
        },
        reporter: { capture: () => {}, flush: async () => {} },
      };
      await runJob(note, at, broken);
      const failed = await statusOf(note.id);
      expect(failed.status).toBe('failed');
      expect(failed.providerResponse).toContain('queue unavailable');
      expect(await emailsOf('Doomed')).toHaveLength(0);
      // An admin can send it again.
      const retried = await asAdmin.patch(`/notifications/${note.id}`, { delivery: 'now' });
      expect(retried.json().status).toBe('sent');
    });
  });
});
