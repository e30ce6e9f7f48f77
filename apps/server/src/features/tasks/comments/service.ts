import { isModerator } from '@showdesk/domain/people/permissions';
import { erasedPersonId, erasedPersonName } from '@showdesk/domain/people/personal-data';
import { teamMessages } from '@showdesk/domain/people/teams';
import {
  type CommentThread,
  commentInputSchema,
  commentMessages,
  type Mentionable,
} from '@showdesk/domain/tasks/comments';
import { taskProgressMessages } from '@showdesk/domain/tasks/task-progress';
import { taskMessages } from '@showdesk/domain/tasks/tasks';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { parseInput } from '../../../lib/validate.ts';
import { readerOf } from '../../../plugins/caller-reader.ts';
import { getTeamIdOfUser } from '../../people/teams/queries.ts';
import { queueMentionEmails } from './mention-emails.ts';
import {
  deleteComment,
  deleteReply,
  findOpenTask,
  findTeam,
  insertComment,
  insertReply,
  listMentionables,
  listReplies,
  listThreadComments,
  lockComment,
  lockReply,
  setCommentLike,
  setReplyLike,
  type ThreadKey,
  updateComment,
  updateReplyText,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/**
 * Which thread a call addresses: a member's own team's (teamId undefined), or, for organisers,
 * the team named in the path. Both audiences' routes call the same functions below.
 */
export interface ThreadRef {
  taskId: string;
  teamId?: string;
}

interface OpenThread extends ThreadKey {
  taskTitle: string;
  teamOwnerId: string | null;
  callerId: string;
  /** The caller is an organiser (moderator and up): edits, deletes and pins anything. */
  isOrganiser: boolean;
}

const taskNotFound = () => AppError.notFound(taskMessages.taskNotFound);
const commentNotFound = () => AppError.notFound(taskProgressMessages.commentNotFound);
const replyNotFound = () => AppError.notFound(taskProgressMessages.replyNotFound);

/**
 * The thread of a task and team, or 404: the team must be the event's (a member's own team),
 * and the task the event's, not archived and visible to that team (spec section 6) — so a
 * thread exists only where the team could see the task.
 */
async function openThread(db: DbOrTx, ctx: EventContext, ref: ThreadRef): Promise<OpenThread> {
  let teamId = ref.teamId;
  if (teamId === undefined) {
    teamId =
      (ctx.team !== undefined
        ? ctx.team?.id
        : await getTeamIdOfUser(db, ctx.eventId, ctx.userId)) ?? undefined;
    if (teamId === undefined) throw AppError.notFound(taskProgressMessages.noTeam);
  }
  const team = await findTeam(db, ctx.eventId, teamId);
  if (!team) throw AppError.notFound(teamMessages.notFound);
  // The team's view of the tasks, whoever calls: organisers read a team's thread as it is.
  const task = await findOpenTask(db, ctx.eventId, ref.taskId, readerOf('user', team));
  if (!task) throw taskNotFound();
  return {
    eventId: ctx.eventId,
    taskId: task.id,
    teamId: team.id,
    taskTitle: task.title,
    teamOwnerId: team.ownerId,
    callerId: ctx.userId,
    isOrganiser: isModerator(ctx.permissions),
  };
}

const mayEdit = (thread: OpenThread, createdBy: string | null) =>
  thread.isOrganiser || (createdBy !== null && createdBy === thread.callerId);
const mayPin = (thread: OpenThread) =>
  thread.isOrganiser || (thread.teamOwnerId !== null && thread.teamOwnerId === thread.callerId);

async function readThread(db: DbOrTx, thread: OpenThread): Promise<CommentThread> {
  const comments = await listThreadComments(db, thread.eventId, thread.taskId, thread.teamId);
  const replies = await listReplies(
    db,
    thread.eventId,
    comments.map((c) => c.id),
  );
  const entry = (row: (typeof comments)[number] | (typeof replies)[number]) => ({
    id: row.id,
    text: row.text,
    authorName:
      row.authorName ?? (row.createdBy === erasedPersonId ? erasedPersonName : 'Former member'),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    likeCount: row.likes.length,
    isLiked: row.likes.includes(thread.callerId),
    canEdit: mayEdit(thread, row.createdBy),
  });
  return {
    canPin: mayPin(thread),
    comments: comments.map((c) => ({
      ...entry(c),
      taskId: c.taskId,
      teamId: c.teamId,
      isPinned: c.isPinned,
      replies: replies
        .filter((r) => r.commentId === c.id)
        .map((r) => ({ ...entry(r), commentId: r.commentId })),
    })),
  };
}

/** A write on a thread in one transaction, answering the thread as it is afterwards. */
async function writeThread(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  write: (tx: Tx, thread: OpenThread) => Promise<void>,
): Promise<CommentThread> {
  const thread = await deps.db.transaction(async (tx) => {
    const open = await openThread(tx, ctx, ref);
    await write(tx, open);
    return open;
  });
  return readThread(deps.db, thread);
}

const commentText = (input: unknown) =>
  parseInput(commentInputSchema, input, taskProgressMessages.invalidComment).text;
const replyText = (input: unknown) =>
  parseInput(commentInputSchema, input, taskProgressMessages.invalidReply).text;

/** A team's thread on a task: pinned comments first, then oldest first, replies nested. */
export async function getThread(deps: Deps, ctx: EventContext, ref: ThreadRef) {
  const thread = await openThread(deps.db, ctx, ref);
  return readThread(deps.db, thread);
}

/** Who the composer offers to @mention: the team's members and the event's organisers. */
export async function getMentionables(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
): Promise<Mentionable[]> {
  const thread = await openThread(deps.db, ctx, ref);
  return listMentionables(deps.db, ctx.eventId, thread.teamId);
}

/** Adds a comment and mails those it mentions, together. */
export function addComment(deps: Deps, ctx: EventContext, ref: ThreadRef, input: unknown) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    // Checked once the thread is known: a hidden task answers 404 whatever the text.
    const text = commentText(input);
    const id = newId();
    await insertComment(tx, { ...thread, id, text, userId: ctx.userId });
    await queueMentionEmails(tx, deps, thread, {
      authorId: ctx.userId,
      commentId: id,
      text,
      previousText: '',
    });
  });
}

/** The locked comment or reply, when the caller may change it (its author or an organiser). */
function editable<P extends { createdBy: string | null }>(
  thread: OpenThread,
  post: P | null | undefined,
  notFound: () => AppError,
): P {
  if (!post) throw notFound();
  if (!mayEdit(thread, post.createdBy)) {
    throw AppError.forbidden(taskProgressMessages.notYourComment);
  }
  return post;
}

async function editableComment(tx: Tx, thread: OpenThread, commentId: string) {
  return editable(thread, await lockComment(tx, thread, commentId), commentNotFound);
}

/**
 * Changes the text of a comment or a reply (`change` answers the post as it was) and mails
 * only those the new text newly mentions.
 */
function changeText(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  edit: { commentId: string; text: () => string },
  change: (tx: Tx, thread: OpenThread, text: string) => Promise<{ text: string }>,
) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    // Checked once the thread is known: a hidden task answers 404 whatever the text.
    const text = edit.text();
    const previous = await change(tx, thread, text);
    await queueMentionEmails(tx, deps, thread, {
      authorId: ctx.userId,
      commentId: edit.commentId,
      text,
      previousText: previous.text,
    });
  });
}

/** Changes a comment's text (its author or an organiser); mails only those newly mentioned. */
export function editComment(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  commentId: string,
  input: unknown,
) {
  const edit = { commentId, text: () => commentText(input) };
  return changeText(deps, ctx, ref, edit, async (tx, thread, text) => {
    const comment = await editableComment(tx, thread, commentId);
    await updateComment(tx, thread, commentId, { text, updatedBy: ctx.userId });
    return comment;
  });
}

/** Deletes a comment and its replies (its author or an organiser). */
export async function removeComment(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  commentId: string,
) {
  await writeThread(deps, ctx, ref, async (tx, thread) => {
    await editableComment(tx, thread, commentId);
    await deleteComment(tx, thread, commentId);
  });
}

/** Pins or unpins a comment: the team's owner or an organiser. */
export function pinComment(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  commentId: string,
  isPinned: boolean,
) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    if (!(await lockComment(tx, thread, commentId))) throw commentNotFound();
    if (!mayPin(thread)) throw AppError.forbidden(commentMessages.pinNotAllowed);
    await updateComment(tx, thread, commentId, { isPinned, updatedBy: ctx.userId });
  });
}

/** Likes or unlikes a comment: anyone who reads the thread, once each. */
export function likeComment(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  commentId: string,
  liked: boolean,
) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    if (!(await lockComment(tx, thread, commentId))) throw commentNotFound();
    await setCommentLike(tx, thread, commentId, ctx.userId, liked);
  });
}

/** Replies to a comment; mentions in a reply mail as a comment's do, and the comment's author is told. */
export function addReply(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  commentId: string,
  input: unknown,
) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    // Checked once the thread is known: a hidden task answers 404 whatever the text.
    const text = replyText(input);
    const comment = await lockComment(tx, thread, commentId);
    if (!comment) throw commentNotFound();
    await insertReply(tx, {
      eventId: ctx.eventId,
      id: newId(),
      commentId,
      text,
      userId: ctx.userId,
    });
    await queueMentionEmails(tx, deps, thread, {
      authorId: ctx.userId,
      commentId,
      text,
      previousText: '',
      repliedTo: comment.createdBy,
    });
  });
}

async function editableReply(tx: Tx, thread: OpenThread, commentId: string, replyId: string) {
  return editable(thread, await lockReply(tx, thread, commentId, replyId), replyNotFound);
}

/** Changes a reply's text (its author or an organiser); mails only those newly mentioned. */
export function editReply(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  ids: { commentId: string; replyId: string },
  input: unknown,
) {
  const edit = { commentId: ids.commentId, text: () => replyText(input) };
  return changeText(deps, ctx, ref, edit, async (tx, thread, text) => {
    const reply = await editableReply(tx, thread, ids.commentId, ids.replyId);
    await updateReplyText(tx, ctx.eventId, ids.replyId, text, ctx.userId);
    return reply;
  });
}

/** Deletes a reply (its author or an organiser). */
export async function removeReply(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  ids: { commentId: string; replyId: string },
) {
  await writeThread(deps, ctx, ref, async (tx, thread) => {
    await editableReply(tx, thread, ids.commentId, ids.replyId);
    await deleteReply(tx, ctx.eventId, ids.replyId);
  });
}

/** Likes or unlikes a reply. */
export function likeReply(
  deps: Deps,
  ctx: EventContext,
  ref: ThreadRef,
  ids: { commentId: string; replyId: string },
  liked: boolean,
) {
  return writeThread(deps, ctx, ref, async (tx, thread) => {
    if (!(await lockReply(tx, thread, ids.commentId, ids.replyId))) throw replyNotFound();
    await setReplyLike(tx, ctx.eventId, ids.replyId, ctx.userId, liked);
  });
}
