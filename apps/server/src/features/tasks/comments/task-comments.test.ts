import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../test/support/caller.ts';
import { addTask, addTeamType, callersFor, updateTeam } from '../../../../test/support/cast.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { outboxRows } from '../../../../test/support/outbox.ts';
import { taskComments, taskReplies } from '../../../db/schema/tasks.ts';
import { members } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type Entry = {
  id: string;
  text: string;
  authorName: string;
  likeCount: number;
  isLiked: boolean;
  canEdit: boolean;
};
type Comment = Entry & {
  isPinned: boolean;
  teamId: string;
  replies: (Entry & { commentId: string })[];
};
type Thread = { comments: Comment[]; canPin: boolean };
type ErrorBody = { error: { message: string; details: { path: string }[] | null } };

describe.each(testDatabases)('task comments and replies on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let otherEvent: EventRow;
  let ids: { owner: string; member: string; otherOwner: string; moderator: string; author: string };
  let asAnonymous: Caller;
  let asOwner: Caller;
  let asMember: Caller;
  let asOtherOwner: Caller;
  let asModerator: Caller;
  let asAdmin: Caller;
  let asStranger: Caller;
  let teamId: string;
  let otherTeamId: string;
  let taskId: string;
  let hiddenTaskId: string;
  let archivedTaskId: string;
  let otherEventTaskId: string;

  const member = (path = '') => `/member/tasks/${taskId}/comments${path}`;
  const organiser = (path = '', team = teamId, task = taskId) =>
    `/tasks/${task}/teams/${team}/comments${path}`;
  const thread = (
    response: { statusCode: number; body: string; json(): unknown },
    status = 200,
  ) => {
    expect(response.statusCode, response.body).toBe(status);
    return response.json() as Thread;
  };
  const error = (response: { json(): unknown }) => (response.json() as ErrorBody).error;
  const commentCount = async () =>
    (await t.deps.db.select().from(taskComments).where(eq(taskComments.eventId, event.id))).length;
  const mails = async () => outboxRows(t, { eventId: event.id, template: 'commentNotification' });
  const post = async (caller: Caller, text: string, path = member()) =>
    thread(await caller.post(path, { text }), 201);
  const newest = (th: Thread) => th.comments.at(-1)!;

  beforeAll(async () => {
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
    const owner = await t.buildUser(event.id, { firstName: 'Olive', surname: 'Owner' });
    const teammate = await t.buildUser(event.id, { firstName: 'Mia', surname: 'Member' });
    const otherOwner = await t.buildUser(event.id, { firstName: 'Otto', surname: 'Other' });
    const moderator = await t.buildUser(event.id, {
      permissions: 'moderator',
      firstName: 'Mo',
      surname: 'Derator',
    });
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const stranger = await t.buildUser(otherEvent.id, { permissions: 'admin' });
    teamId = await t.buildTeam(event.id, owner.userId, [teammate.userId]);
    otherTeamId = await t.buildTeam(event.id, otherOwner.userId);
    ids = {
      owner: owner.userId,
      member: teammate.userId,
      otherOwner: otherOwner.userId,
      moderator: moderator.userId,
      author: owner.userId,
    };
    [asAnonymous, asOwner, asMember, asOtherOwner, asModerator, asAdmin] = await callersFor(
      t,
      event,
      [null, owner, teammate, otherOwner, moderator, admin],
    );
    asStranger = await callerFor(t, otherEvent, stranger);
    const caterers = await addTeamType(asAdmin, 'Caterers');
    const builders = await addTeamType(asAdmin, 'Builders');
    await updateTeam(t, event.id, teamId, { teamTypeId: caterers });
    await updateTeam(t, event.id, otherTeamId, { teamTypeId: builders });
    const task = (caller: Caller, body: Record<string, unknown>) => addTask(caller, body);
    taskId = await task(asModerator, { title: 'Risk assessment' });
    hiddenTaskId = await task(asModerator, { title: 'Builders only', teamTypeIds: [builders] });
    archivedTaskId = await task(asModerator, { title: 'Old task' });
    const archived = await asModerator.patch(`/tasks/${archivedTaskId}`, { isArchived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    otherEventTaskId = await task(asStranger, { title: 'Theirs' });
  });

  it('requires authentication', async () => {
    expect((await asAnonymous.get(member())).statusCode).toBe(401);
    expect((await asAnonymous.post(member(), { text: 'Hi' })).statusCode).toBe(401);
  });

  it("answers another event's user like a missing event, and never shows another event's task", async () => {
    expect((await asStranger.get(member())).statusCode).toBe(404);
    expect((await asStranger.get(organiser())).statusCode).toBe(404);
    const response = await asOwner.post(`/member/tasks/${otherEventTaskId}/comments`, {
      text: 'x',
    });
    expect(response.statusCode).toBe(404);
    expect(error(response).message).toBe('Task not found');
    expect(await commentCount()).toBe(0);
  });

  it('answers someone in no team on the members’ routes that they have no team', async () => {
    const response = await asModerator.get(member());
    expect(response.statusCode).toBe(404);
    expect(error(response).message).toBe('You are not in a team of this event');
    expect((await asModerator.post(member(), { text: 'Hi' })).statusCode).toBe(404);
  });

  it('rejects members on the organisers’ routes', async () => {
    expect((await asOwner.get(organiser())).statusCode).toBe(403);
    expect((await asMember.post(organiser(), { text: 'Hi' })).statusCode).toBe(403);
  });

  it('adds a comment on the team’s thread, which only that team and organisers see', async () => {
    const after = await post(asOwner, 'First line\nsecond <b>line</b>');
    expect(after.comments).toHaveLength(1);
    expect(after.comments[0]).toMatchObject({
      text: 'First line\nsecond <b>line</b>',
      authorName: 'Olive Owner',
      likeCount: 0,
      isLiked: false,
      canEdit: true,
      isPinned: false,
      teamId,
      replies: [],
    });
    expect(after.canPin).toBe(true);
    const seenByTeammate = thread(await asMember.get(member()));
    expect(seenByTeammate.comments[0]).toMatchObject({ authorName: 'Olive Owner', canEdit: false });
    expect(seenByTeammate.canPin).toBe(false);
    // Another team has its own (empty) thread on the same task.
    expect(thread(await asOtherOwner.get(member())).comments).toEqual([]);
    // Organisers read it through the team's path, and may edit anything.
    const seenByModerator = thread(await asModerator.get(organiser()));
    expect(seenByModerator.comments[0]).toMatchObject({ canEdit: true });
    expect(seenByModerator.canPin).toBe(true);
    expect(thread(await asAdmin.get(organiser('', otherTeamId))).comments).toEqual([]);
  });

  it("answers 404 'Task not found' for a task the team cannot see or an archived one, writing nothing", async () => {
    const before = await commentCount();
    for (const hidden of [hiddenTaskId, archivedTaskId]) {
      const read = await asOwner.get(`/member/tasks/${hidden}/comments`);
      expect(read.statusCode).toBe(404);
      expect(error(read).message).toBe('Task not found');
      const write = await asOwner.post(`/member/tasks/${hidden}/comments`, { text: 'Sneaky' });
      expect(write.statusCode).toBe(404);
      expect(error(write).message).toBe('Task not found');
    }
    // Organisers neither: the thread of a team exists only where that team sees the task.
    const viaTeam = await asModerator.post(organiser('', teamId, hiddenTaskId), { text: 'x' });
    expect(viaTeam.statusCode).toBe(404);
    // The builders' team sees it.
    expect((await asOtherOwner.get(`/member/tasks/${hiddenTaskId}/comments`)).statusCode).toBe(200);
    expect(await commentCount()).toBe(before);
    expect(await mails()).toEqual([]);
  });

  it("answers 404 'Team not found' for a team that is not the event's", async () => {
    const response = await asModerator.get(organiser('', 'no-such-team'));
    expect(response.statusCode).toBe(404);
    expect(error(response).message).toBe('Team not found');
  });

  it("refuses empty or too long text: 'Invalid comment' and 'Invalid reply' with the path", async () => {
    const before = await commentCount();
    for (const text of ['', '   ', 'x'.repeat(5001)]) {
      const response = await asOwner.post(member(), { text });
      expect(response.statusCode).toBe(400);
      expect(error(response)).toMatchObject({
        message: 'Invalid comment',
        details: [{ path: 'text' }],
      });
    }
    const missing = await asOwner.post(member(), {});
    expect(error(missing).message).toBe('Invalid comment');
    const commentId = thread(await asOwner.get(member())).comments[0]!.id;
    const reply = await asOwner.post(member(`/${commentId}/replies`), { text: ' ' });
    expect(reply.statusCode).toBe(400);
    expect(error(reply)).toMatchObject({ message: 'Invalid reply', details: [{ path: 'text' }] });
    expect(await commentCount()).toBe(before);
    expect(thread(await asOwner.get(member())).comments[0]!.replies).toEqual([]);
  });

  it('lets the author or an organiser edit and delete a comment, nobody else', async () => {
    const mine = newest(await post(asMember, 'Mine to change'));
    const refused = await asOwner.put(member(`/${mine.id}`), { text: 'Owner edits' });
    expect(refused.statusCode).toBe(403);
    expect(error(refused).message).toBe('Only its author or an organiser can change this comment');
    expect((await asOwner.delete(member(`/${mine.id}`))).statusCode).toBe(403);

    const edited = thread(await asMember.put(member(`/${mine.id}`), { text: 'Changed' }));
    expect(edited.comments.find((c) => c.id === mine.id)?.text).toBe('Changed');
    const byModerator = thread(
      await asModerator.put(organiser(`/${mine.id}`), { text: 'Tidied by organiser' }),
    );
    expect(byModerator.comments.find((c) => c.id === mine.id)?.text).toBe('Tidied by organiser');

    // Not this thread's comment: another team's path answers 404.
    expect((await asModerator.delete(organiser(`/${mine.id}`, otherTeamId))).statusCode).toBe(404);
    expect(
      (await asOtherOwner.delete(`/member/tasks/${taskId}/comments/${mine.id}`)).statusCode,
    ).toBe(404);
    expect((await asMember.delete(member(`/${mine.id}`))).statusCode).toBe(204);
    const again = newest(await post(asMember, 'Another'));
    expect((await asAdmin.delete(organiser(`/${again.id}`))).statusCode).toBe(204);
    const left = thread(await asOwner.get(member())).comments.map((c) => c.id);
    expect(left).not.toContain(mine.id);
    expect(left).not.toContain(again.id);
    expect((await asMember.put(member(`/${mine.id}`), { text: 'Gone' })).statusCode).toBe(404);
  });

  it('lets the team owner or an organiser pin; pinned comments come first', async () => {
    const later = newest(await post(asMember, 'Pin me'));
    const refused = await asMember.put(member(`/${later.id}/pin`), { isPinned: true });
    expect(refused.statusCode).toBe(403);
    expect(error(refused).message).toBe('Only the team owner or an organiser can pin comments');

    const pinned = thread(await asOwner.put(member(`/${later.id}/pin`), { isPinned: true }));
    expect(pinned.comments[0]).toMatchObject({ id: later.id, isPinned: true });
    const unpinned = thread(
      await asModerator.put(organiser(`/${later.id}/pin`), { isPinned: false }),
    );
    expect(unpinned.comments.at(-1)).toMatchObject({ id: later.id, isPinned: false });
  });

  it('counts one like per person, and unlikes', async () => {
    const target = newest(await post(asOwner, 'Like me'));
    await asMember.put(member(`/${target.id}/like`), { liked: true });
    const twice = thread(await asMember.put(member(`/${target.id}/like`), { liked: true }));
    expect(twice.comments.find((c) => c.id === target.id)).toMatchObject({
      likeCount: 1,
      isLiked: true,
    });
    const both = thread(await asModerator.put(organiser(`/${target.id}/like`), { liked: true }));
    expect(both.comments.find((c) => c.id === target.id)).toMatchObject({ likeCount: 2 });
    const seenByOwner = thread(await asOwner.get(member()));
    expect(seenByOwner.comments.find((c) => c.id === target.id)).toMatchObject({
      likeCount: 2,
      isLiked: false,
    });
    const undone = thread(await asMember.put(member(`/${target.id}/like`), { liked: false }));
    expect(undone.comments.find((c) => c.id === target.id)).toMatchObject({
      likeCount: 1,
      isLiked: false,
    });
    const otherTeam = await asOtherOwner.put(`/member/tasks/${taskId}/comments/${target.id}/like`, {
      liked: true,
    });
    expect(otherTeam.statusCode).toBe(404);
  });

  it('adds, edits, likes and deletes replies; deleting a comment deletes its replies', async () => {
    const parent = newest(await post(asOwner, 'Question'));
    const withReply = thread(
      await asMember.post(member(`/${parent.id}/replies`), { text: 'Answer' }),
      201,
    );
    const reply = withReply.comments.find((c) => c.id === parent.id)!.replies[0]!;
    expect(reply).toMatchObject({ text: 'Answer', authorName: 'Mia Member', commentId: parent.id });
    const path = member(`/${parent.id}/replies/${reply.id}`);
    expect((await asOwner.put(path, { text: 'Owner edits' })).statusCode).toBe(403);
    expect((await asOwner.delete(path)).statusCode).toBe(403);
    const bad = await asMember.put(path, { text: '' });
    expect(error(bad).message).toBe('Invalid reply');
    const edited = thread(await asMember.put(path, { text: 'Better answer' }));
    expect(edited.comments.find((c) => c.id === parent.id)!.replies[0]!.text).toBe('Better answer');
    const liked = thread(await asOwner.put(`${path}/like`, { liked: true }));
    expect(liked.comments.find((c) => c.id === parent.id)!.replies[0]).toMatchObject({
      likeCount: 1,
      isLiked: true,
    });
    // A reply named under another comment is not found.
    const other = newest(await post(asOwner, 'Other'));
    expect((await asMember.delete(member(`/${other.id}/replies/${reply.id}`))).statusCode).toBe(
      404,
    );

    await asOwner.post(member(`/${parent.id}/replies`), { text: 'Second' });
    expect(
      (await asModerator.delete(organiser(`/${parent.id}/replies/${reply.id}`))).statusCode,
    ).toBe(204);
    await asMember.post(member(`/${parent.id}/replies`), { text: 'Third' });
    const replies = () =>
      t.deps.db
        .select()
        .from(taskReplies)
        .where(and(eq(taskReplies.eventId, event.id), eq(taskReplies.commentId, parent.id)));
    expect(await replies()).toHaveLength(2);
    expect((await asOwner.delete(member(`/${parent.id}`))).statusCode).toBe(204);
    expect(await replies()).toEqual([]);
  });

  it('mails each newly mentioned team member or organiser once, with a link to the thread', async () => {
    const seen = new Set((await mails()).map((m) => m.id));
    /** The emails queued since the last call. */
    const fresh = async () => {
      const added = (await mails()).filter((m) => !seen.has(m.id));
      for (const m of added) seen.add(m.id);
      return added;
    };
    const token = (name: string, id: string) => `@[${name}](user:${id})`;
    const text = `Hi ${token('Mo Derator', ids.moderator)} and ${token('Mia Member', ids.member)}, not ${token('Otto', ids.otherOwner)} nor ${token('Me', ids.owner)} nor ${token('X', 'no-such-user')} ${token('Mo again', ids.moderator)}`;
    const created = newest(await post(asOwner, text));
    const sent = await fresh();
    expect(sent.map((m) => m.userId).sort()).toEqual([ids.member, ids.moderator].sort());
    for (const mail of sent) {
      expect(mail.subject).toBe('Olive Owner mentioned you on Risk assessment');
      expect(mail.textBody).toContain('@Mo Derator and @Mia Member');
    }
    const toMember = sent.find((m) => m.userId === ids.member)!;
    expect(toMember.textBody).toContain(`/tasks/${taskId}#comment-${created.id}`);
    const toModerator = sent.find((m) => m.userId === ids.moderator)!;
    expect(toModerator.textBody).toContain(
      `/admin/tasks/${taskId}/report?team=${teamId}#comment-${created.id}`,
    );

    // An edit mails only the people it adds.
    const [admin] = await t.deps.db
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(members.eventId, event.id), eq(members.permissions, 'admin')));
    const adminId = admin!.userId;
    await asOwner.put(member(`/${created.id}`), { text: `${text} ${token('Ad Min', adminId)}` });
    const afterEdit = await fresh();
    expect(afterEdit.map((m) => m.userId)).toEqual([adminId]);

    // Replies mention too.
    await asModerator.post(organiser(`/${created.id}/replies`), {
      text: `Thanks ${token('Olive', ids.owner)}`,
    });
    const afterReply = await fresh();
    expect(afterReply.map((m) => m.userId)).toEqual([ids.owner]);
    expect(afterReply[0]!.subject).toBe('Mo Derator mentioned you on Risk assessment');

    // A reply tells the comment's author even without a mention, once; the author's own reply
    // tells nobody.
    await asModerator.post(organiser(`/${created.id}/replies`), { text: 'On it.' });
    const toAuthor = await fresh();
    expect(toAuthor.map((m) => m.userId)).toEqual([ids.owner]);
    expect(toAuthor[0]!.subject).toBe('Mo Derator replied to your comment on Risk assessment');
    expect(toAuthor[0]!.textBody).toContain(`/tasks/${taskId}#comment-${created.id}`);
    await asOwner.post(member(`/${created.id}/replies`), { text: 'Thanks!' });
    expect(await fresh()).toEqual([]);
  });

  it('mails a mention in the recipient’s language, the task’s title translated', async () => {
    const settings = await asAdmin.patch('/settings/event', {
      languages: ['en-GB', 'de'],
      defaultLanguage: 'en-GB',
    });
    expect(settings.statusCode, settings.body).toBe(200);
    expect((await asMember.patch('/me', { locale: 'de' })).statusCode).toBe(200);
    try {
      const translated = await asAdmin.put(`/translations/tasks/${taskId}/de`, {
        texts: { title: 'Risikobewertung' },
      });
      expect(translated.statusCode, translated.body).toBe(200);
      const before = new Set((await mails()).map((m) => m.id));
      await post(asOwner, `Bitte ansehen, @[Mia Member](user:${ids.member})`);
      const sent = (await mails()).filter((m) => !before.has(m.id));
      expect(sent.map((m) => m.userId)).toEqual([ids.member]);
      expect(sent[0]!.subject).toBe('Olive Owner hat Sie erwähnt: Risikobewertung');
      expect(sent[0]!.textBody).toContain('Hallo Mia,');
      expect(sent[0]!.textBody).not.toContain('Risk assessment');
    } finally {
      await asMember.patch('/me', { locale: null });
      await asAdmin.put(`/translations/tasks/${taskId}/de`, { texts: {} });
      await asAdmin.patch('/settings/event', { languages: ['en-GB'], defaultLanguage: 'en-GB' });
    }
  });

  it('lists who can be mentioned: the team and the organisers, by name only', async () => {
    const response = await asMember.get(member('/mentionable'));
    expect(response.statusCode, response.body).toBe(200);
    const people = response.json() as { userId: string; name: string; isOrganiser: boolean }[];
    const byId = new Map(people.map((p) => [p.userId, p]));
    expect(byId.get(ids.owner)).toEqual({
      userId: ids.owner,
      name: 'Olive Owner',
      isOrganiser: false,
    });
    expect(byId.get(ids.member)?.name).toBe('Mia Member');
    expect(byId.get(ids.moderator)).toMatchObject({ name: 'Mo Derator', isOrganiser: true });
    expect(byId.has(ids.otherOwner)).toBe(false);
    expect(response.body).not.toContain('@example.com');
    const forOther = (await asModerator.get(organiser('/mentionable', otherTeamId))).json() as {
      userId: string;
    }[];
    expect(forOther.map((p) => p.userId)).toContain(ids.otherOwner);
    expect(forOther.map((p) => p.userId)).not.toContain(ids.owner);
  });
});
