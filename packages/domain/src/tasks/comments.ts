import { z } from 'zod';
import { say } from '../common/say.ts';

/** The longest comment or reply, in characters (plain text with mention tokens). */
export const commentTextMaxLength = 5000;

/** A comment's or reply's text: plain text (shown escaped, line breaks kept), never HTML. */
export const commentTextSchema = z
  .string()
  .trim()
  .min(1, /*i18n*/ 'Write something first')
  .max(
    commentTextMaxLength,
    say(/*i18n*/ 'At most {max} characters', { max: commentTextMaxLength }),
  );

export const commentInputSchema = z.object({ text: commentTextSchema });
export type CommentInput = z.infer<typeof commentInputSchema>;

export const pinCommentInputSchema = z.object({ isPinned: z.boolean() });
export const likeInputSchema = z.object({ liked: z.boolean() });

const entryFields = {
  id: z.string(),
  text: z.string(),
  /**
   * The author's name as this event knows them ('Former member' if they are gone, 'Erased
   * person' once erased).
   */
  authorName: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  likeCount: z.number().int(),
  /** Whether the caller likes it. */
  isLiked: z.boolean(),
  /** The caller may edit and delete it: its author, or an organiser. */
  canEdit: z.boolean(),
};

export const replySchema = z.object({ ...entryFields, commentId: z.string() });
export type Reply = z.infer<typeof replySchema>;

export const commentSchema = z.object({
  ...entryFields,
  taskId: z.string(),
  teamId: z.string(),
  isPinned: z.boolean(),
  /** Oldest first. */
  replies: z.array(replySchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** A team's thread on a task: pinned comments first, then oldest first. */
export const commentThreadSchema = z.object({
  comments: z.array(commentSchema),
  /** The caller may pin and unpin: the team's owner, or an organiser. */
  canPin: z.boolean(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

/** Someone the composer offers to @mention: a member of the team or an organiser. */
export const mentionableSchema = z.object({
  userId: z.string(),
  name: z.string(),
  isOrganiser: z.boolean(),
});
export type Mentionable = z.infer<typeof mentionableSchema>;

export const commentMessages = {
  pinNotAllowed: /*i18n*/ 'Only the team owner or an organiser can pin comments',
  emptyState:
    /*i18n*/ 'No comments yet. Ask the organisers a question or note progress for your team.',
} as const;
