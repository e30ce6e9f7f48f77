import type { ContentReader } from '@showdesk/domain/content/content';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { taskComments, taskReplies, taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teamMembers, teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { isActiveMember } from '../../people/users/queries.ts';
import { taskVisibleTo } from '../visibility.ts';

/** The author's name as the event knows them, or null once they are gone. */
const authorName = sql<
  string | null
>`nullif(trim(${members.firstName} || ' ' || ${members.surname}), '')`;

/** A comment's or a reply's own columns: its text, likes, stamps, and its author's name. */
const postColumns = (posts: typeof taskComments | typeof taskReplies) => ({
  text: posts.text,
  likes: posts.likes,
  createdAt: posts.createdAt,
  createdBy: posts.createdBy,
  updatedAt: posts.updatedAt,
  updatedBy: posts.updatedBy,
  authorName,
});

/** The join of a comment or reply to its author's membership of the event. */
const authorOf = (posts: typeof taskComments | typeof taskReplies) =>
  and(eq(members.eventId, posts.eventId), eq(members.userId, posts.createdBy));

/** A task of the event the reader sees and that is not archived (a thread can be opened on it). */
export async function findOpenTask(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  reader: ContentReader,
) {
  const [row] = await db
    .select({ id: tasks.id, title: tasks.title })
    .from(tasks)
    .where(
      and(
        eq(tasks.eventId, eventId),
        eq(tasks.id, taskId),
        eq(tasks.isArchived, false),
        taskVisibleTo(reader),
      ),
    );
  return row ?? null;
}

export async function findTeam(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({
      id: teams.id,
      name: teams.name,
      ownerId: teams.ownerId,
      teamTypeId: teams.teamTypeId,
      standShareRole: teams.standShareRole,
      isOrganiser: teams.isOrganiser,
    })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row ?? null;
}

/** A thread's comments, pinned first, then oldest first, with their authors' names. */
export async function listThreadComments(
  db: DbOrTx,
  eventId: string,
  taskId: string,
  teamId: string,
) {
  return db
    .select({
      id: taskComments.id,
      taskId: taskComments.taskId,
      teamId: taskComments.teamId,
      isPinned: taskComments.isPinned,
      ...postColumns(taskComments),
    })
    .from(taskComments)
    .leftJoin(members, authorOf(taskComments))
    .where(
      and(
        eq(taskComments.eventId, eventId),
        eq(taskComments.taskId, taskId),
        eq(taskComments.teamId, teamId),
      ),
    )
    .orderBy(desc(taskComments.isPinned), asc(taskComments.createdAt), asc(taskComments.id));
}

/** The replies of these comments, oldest first, with their authors' names. */
export async function listReplies(db: DbOrTx, eventId: string, commentIds: string[]) {
  if (commentIds.length === 0) return [];
  return db
    .select({ id: taskReplies.id, commentId: taskReplies.commentId, ...postColumns(taskReplies) })
    .from(taskReplies)
    .leftJoin(members, authorOf(taskReplies))
    .where(and(eq(taskReplies.eventId, eventId), inArray(taskReplies.commentId, commentIds)))
    .orderBy(asc(taskReplies.createdAt), asc(taskReplies.id));
}

export interface ThreadKey {
  eventId: string;
  taskId: string;
  teamId: string;
}

const commentOf = (key: ThreadKey, commentId: string): SQL =>
  and(
    eq(taskComments.eventId, key.eventId),
    eq(taskComments.id, commentId),
    eq(taskComments.taskId, key.taskId),
    eq(taskComments.teamId, key.teamId),
  )!;

/** A comment of this thread, locked until the transaction ends. */
export async function lockComment(tx: DbOrTx, key: ThreadKey, commentId: string) {
  const [row] = await tx
    .select({ id: taskComments.id, text: taskComments.text, createdBy: taskComments.createdBy })
    .from(taskComments)
    .where(commentOf(key, commentId))
    .for('update');
  return row ?? null;
}

/** A reply to a comment of this thread, locked until the transaction ends. */
export async function lockReply(tx: DbOrTx, key: ThreadKey, commentId: string, replyId: string) {
  const [row] = await tx
    .select({ id: taskReplies.id, text: taskReplies.text, createdBy: taskReplies.createdBy })
    .from(taskReplies)
    .innerJoin(
      taskComments,
      and(
        eq(taskComments.eventId, taskReplies.eventId),
        eq(taskComments.id, taskReplies.commentId),
      ),
    )
    .where(
      and(
        eq(taskReplies.eventId, key.eventId),
        eq(taskReplies.id, replyId),
        eq(taskReplies.commentId, commentId),
        commentOf(key, commentId),
      ),
    )
    .for('update', { of: taskReplies });
  return row ?? null;
}

export async function insertComment(
  tx: DbOrTx,
  row: ThreadKey & { id: string; text: string; userId: string; at?: Date },
) {
  const at = row.at ?? new Date();
  await tx.insert(taskComments).values({
    createdAt: at,
    updatedAt: at,
    eventId: row.eventId,
    id: row.id,
    taskId: row.taskId,
    teamId: row.teamId,
    text: row.text,
    createdBy: row.userId,
    updatedBy: row.userId,
  });
}

export async function updateComment(
  tx: DbOrTx,
  key: ThreadKey,
  commentId: string,
  patch: { text?: string; isPinned?: boolean; updatedBy: string },
) {
  await tx
    .update(taskComments)
    .set({ ...patch, updatedAt: new Date() })
    .where(commentOf(key, commentId));
}

/** Deletes a comment; its replies go with it (the foreign key cascades). */
export async function deleteComment(tx: DbOrTx, key: ThreadKey, commentId: string) {
  await tx.delete(taskComments).where(commentOf(key, commentId));
}

/** Adds or removes a user's like, once at most (not a change of the text: no stamps). */
const likesAfter = (column: AnyPgColumn, userId: string, liked: boolean) =>
  liked
    ? sql`array_append(array_remove(${column}, ${userId}::text), ${userId}::text)`
    : sql`array_remove(${column}, ${userId}::text)`;

export async function setCommentLike(
  tx: DbOrTx,
  key: ThreadKey,
  commentId: string,
  userId: string,
  liked: boolean,
) {
  await tx
    .update(taskComments)
    .set({ likes: likesAfter(taskComments.likes, userId, liked) })
    .where(commentOf(key, commentId));
}

export async function insertReply(
  tx: DbOrTx,
  row: { eventId: string; id: string; commentId: string; text: string; userId: string; at?: Date },
) {
  const at = row.at ?? new Date();
  await tx.insert(taskReplies).values({
    createdAt: at,
    updatedAt: at,
    eventId: row.eventId,
    id: row.id,
    commentId: row.commentId,
    text: row.text,
    createdBy: row.userId,
    updatedBy: row.userId,
  });
}

const replyOf = (eventId: string, replyId: string) =>
  and(eq(taskReplies.eventId, eventId), eq(taskReplies.id, replyId));

export async function updateReplyText(
  tx: DbOrTx,
  eventId: string,
  replyId: string,
  text: string,
  userId: string,
) {
  await tx
    .update(taskReplies)
    .set({ text, updatedBy: userId, updatedAt: new Date() })
    .where(replyOf(eventId, replyId));
}

export async function deleteReply(tx: DbOrTx, eventId: string, replyId: string) {
  await tx.delete(taskReplies).where(replyOf(eventId, replyId));
}

export async function setReplyLike(
  tx: DbOrTx,
  eventId: string,
  replyId: string,
  userId: string,
  liked: boolean,
) {
  await tx
    .update(taskReplies)
    .set({ likes: likesAfter(taskReplies.likes, userId, liked) })
    .where(replyOf(eventId, replyId));
}

/** Organisers of an event: its moderators and admins (platform admins are not mentioned). */
const isOrganiserMember = inArray(members.permissions, ['moderator', 'admin']);

/** A member's row in the thread's team, joined to `members` (none: not on the team). */
const onTheTeam = (teamId: string) =>
  and(
    eq(teamMembers.eventId, members.eventId),
    eq(teamMembers.userId, members.userId),
    eq(teamMembers.teamId, teamId),
  );

/**
 * Who a team's thread reaches, with `onTheTeam` joined: its members and the organisers (never
 * someone only invited to the event).
 */
const onTheThread = and(
  isActiveMember,
  or(sql`${teamMembers.userId} is not null`, isOrganiserMember),
);

/**
 * Who may be mentioned on a team's thread: the team's members and the event's organisers, by
 * name (no email addresses: members see this list).
 */
export async function listMentionables(db: DbOrTx, eventId: string, teamId: string) {
  return db
    .select({
      userId: members.userId,
      name: sql<string>`trim(${members.firstName} || ' ' || ${members.surname})`,
      isOrganiser: sql<boolean>`${members.permissions} in ('moderator', 'admin')`,
    })
    .from(members)
    .leftJoin(teamMembers, onTheTeam(teamId))
    .where(and(eq(members.eventId, eventId), onTheThread))
    .orderBy(sql`lower(${members.firstName})`, sql`lower(${members.surname})`, members.userId);
}

/**
 * Of these users, those a mention on the team's thread reaches (its members and the event's
 * organisers), with what their email needs.
 */
export async function mentionRecipients(
  db: DbOrTx,
  eventId: string,
  teamId: string,
  userIds: string[],
) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: members.userId,
      firstName: members.firstName,
      email: userProfiles.email,
      locale: userProfiles.locale,
      isTeamMember: sql<boolean>`${teamMembers.userId} is not null`,
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .leftJoin(teamMembers, onTheTeam(teamId))
    .where(and(eq(members.eventId, eventId), inArray(members.userId, userIds), onTheThread));
}

/** The author's name for an email's subject. */
export async function memberName(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({ name: authorName })
    .from(members)
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row?.name ?? 'Someone';
}

/**
 * Deleting a user: their comments, replies and likes, and the task statuses they made, changed
 * or are assigned to, pass to the receiver (no one twice in a list).
 */
export async function transferTaskRecords(
  tx: DbOrTx,
  eventId: string,
  fromId: string,
  toId: string,
) {
  for (const table of [taskComments, taskReplies, taskStatuses] as const) {
    await tx
      .update(table)
      .set({ createdBy: toId })
      .where(and(eq(table.eventId, eventId), eq(table.createdBy, fromId)));
    await tx
      .update(table)
      .set({ updatedBy: toId })
      .where(and(eq(table.eventId, eventId), eq(table.updatedBy, fromId)));
  }
  // Replace the id where it is, and drop the receiver's own entry first so no one is twice.
  const replaced = (column: AnyPgColumn) =>
    sql`array_replace(array_remove(${column}, ${toId}::text), ${fromId}::text, ${toId}::text)`;
  await tx
    .update(taskComments)
    .set({ likes: replaced(taskComments.likes) })
    .where(
      and(eq(taskComments.eventId, eventId), sql`${fromId}::text = any(${taskComments.likes})`),
    );
  await tx
    .update(taskReplies)
    .set({ likes: replaced(taskReplies.likes) })
    .where(and(eq(taskReplies.eventId, eventId), sql`${fromId}::text = any(${taskReplies.likes})`));
  await tx
    .update(taskStatuses)
    .set({ assignedTo: replaced(taskStatuses.assignedTo) })
    .where(
      and(
        eq(taskStatuses.eventId, eventId),
        sql`${fromId}::text = any(${taskStatuses.assignedTo})`,
      ),
    );
}
