import { mentionToken } from '@showdesk/domain/tasks/mentions';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { taskComments, tasks } from '../../../db/schema/tasks.ts';
import { newId } from '../../../lib/ids.ts';
import {
  insertComment,
  insertReply,
  setCommentLike,
  setReplyLike,
} from '../../tasks/comments/queries.ts';

/**
 * A few comments on the demo team's risk assessment thread: a pinned note from the moderator, a
 * question from the owner mentioning them (written straight to the tables, so the demo sends no
 * email), a reply, and likes.
 */
export async function seedDemoComments(
  tx: Tx,
  eventId: string,
  teamId: string,
  ids: { moderator: string; owner: string; member: string },
): Promise<void> {
  const [task] = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), eq(tasks.title, 'Upload your risk assessment')));
  if (!task) return;
  const thread = { eventId, taskId: task.id, teamId };
  // One transaction has one clock: spread the thread over the last few days by hand.
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const note = newId();
  await insertComment(tx, {
    ...thread,
    id: note,
    at: hoursAgo(72),
    userId: ids.moderator,
    text: 'Please use the template from the exhibitor manual, section 4.\nWe approve risk assessments within two working days.',
  });
  const question = newId();
  await insertComment(tx, {
    ...thread,
    id: question,
    at: hoursAgo(26),
    userId: ids.owner,
    text: `${mentionToken('Morgan Moderator', ids.moderator)} our stand builder is writing it: can they send it to you directly?`,
  });
  const reply = newId();
  await insertReply(tx, {
    eventId,
    id: reply,
    commentId: question,
    at: hoursAgo(5),
    userId: ids.moderator,
    text: 'Yes, as long as it names your stand number. Upload it here when you have it.',
  });
  await tx
    .update(taskComments)
    .set({ isPinned: true })
    .where(and(eq(taskComments.eventId, eventId), eq(taskComments.id, note)));
  await setCommentLike(tx, thread, note, ids.owner, true);
  await setReplyLike(tx, eventId, reply, ids.owner, true);
  await setReplyLike(tx, eventId, reply, ids.member, true);
  await insertComment(tx, {
    ...thread,
    id: newId(),
    at: hoursAgo(0.5),
    userId: ids.member,
    text: 'I have asked the builder for a draft by Friday.',
  });
}
