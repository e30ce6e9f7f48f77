import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { buildLeaver, handOnThenRead } from '../../../../test/support/leavers.ts';
import { taskComments, taskReplies, taskStatuses } from '../../../db/schema/tasks.ts';

describe.each(testDatabases)('deleting a user hands their task records on, on %s', (kind) => {
  const t = useTestApp(kind);

  it('moves comments, replies, likes and task statuses to the chosen user, in this event only', async () => {
    const { event, otherEvent, leaver, teammate, receiver, teamId, asModerator, handOn } =
      await buildLeaver(t);
    const asLeaver = await callerFor(t, event, leaver);
    const asReceiver = await callerFor(t, event, receiver);
    const taskId = (await asModerator.post('/tasks', { title: 'Stand plan' })).json().id;
    const base = `/member/tasks/${taskId}/comments`;

    const thread = (await asLeaver.post(base, { text: 'By the leaver' })).json();
    const mine = thread.comments[0].id as string;
    const byReceiver = (await asReceiver.post(base, { text: 'By the receiver' })).json();
    const theirs = byReceiver.comments[1].id as string;
    await asLeaver.post(`${base}/${theirs}/replies`, { text: 'Leaver replies' });
    // Both like the receiver's comment: after the move the receiver is there once.
    await asLeaver.put(`${base}/${theirs}/like`, { liked: true });
    await asReceiver.put(`${base}/${theirs}/like`, { liked: true });
    await asLeaver.put(`${base}/${mine}/like`, { liked: true });
    await t.deps.db.insert(taskStatuses).values([
      {
        eventId: event.id,
        taskId,
        teamId,
        isComplete: true,
        assignedTo: [leaver.userId, receiver.userId, teammate.userId],
        createdBy: leaver.userId,
        updatedBy: leaver.userId,
      },
      {
        eventId: event.id,
        taskId: 'another-task',
        teamId,
        assignedTo: [leaver.userId],
        createdBy: teammate.userId,
        updatedBy: leaver.userId,
      },
    ]);
    // The leaver's records in another event stay theirs.
    await t.deps.db.insert(taskComments).values({
      eventId: otherEvent.id,
      id: 'elsewhere',
      taskId: 'x',
      teamId: 'y',
      text: 'Elsewhere',
      likes: [leaver.userId],
      createdBy: leaver.userId,
      updatedBy: leaver.userId,
    });

    const byId = await handOnThenRead(handOn, () => t.deps.db.select().from(taskComments));
    expect(byId.get(`${event.id}/${mine}`)).toMatchObject({
      createdBy: receiver.userId,
      updatedBy: receiver.userId,
      likes: [receiver.userId],
    });
    expect(byId.get(`${event.id}/${theirs}`)?.likes).toEqual([receiver.userId]);
    expect(byId.get(`${otherEvent.id}/elsewhere`)).toMatchObject({
      createdBy: leaver.userId,
      likes: [leaver.userId],
    });
    const replies = await t.deps.db
      .select()
      .from(taskReplies)
      .where(eq(taskReplies.eventId, event.id));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({ createdBy: receiver.userId, updatedBy: receiver.userId });
    const statuses = await t.deps.db
      .select()
      .from(taskStatuses)
      .where(and(eq(taskStatuses.eventId, event.id), eq(taskStatuses.teamId, teamId)));
    const status = new Map(statuses.map((row) => [row.taskId, row]));
    expect(status.get(taskId)).toMatchObject({
      createdBy: receiver.userId,
      updatedBy: receiver.userId,
      assignedTo: [receiver.userId, teammate.userId],
    });
    expect(status.get('another-task')).toMatchObject({
      createdBy: teammate.userId,
      updatedBy: receiver.userId,
      assignedTo: [receiver.userId],
    });
    // The moved comment reads with its new author.
    const read = (await asReceiver.get(base)).json();
    expect(read.comments.find((c: { id: string }) => c.id === mine)).toMatchObject({
      canEdit: true,
      likeCount: 1,
      isLiked: true,
    });
  });
});
