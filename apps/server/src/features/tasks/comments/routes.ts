import type { Permission } from '@showdesk/domain/people/permissions';
import {
  commentInputSchema,
  commentTextMaxLength,
  commentThreadSchema,
  likeInputSchema,
  mentionableSchema,
  pinCommentInputSchema,
} from '@showdesk/domain/tasks/comments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import {
  addComment,
  addReply,
  editComment,
  editReply,
  getMentionables,
  getThread,
  likeComment,
  likeReply,
  pinComment,
  removeComment,
  removeReply,
  type ThreadRef,
} from './service.ts';

const tags = ['task comments'];
const taskParams = z.object({ eventId: z.string(), taskId: z.string() });

/** The two ways to a thread: a member's own team's, and any team's for organisers. */
const audiences = [
  {
    base: '/member/tasks/:taskId/comments',
    who: "the caller's team",
    params: taskParams,
    permission: 'user' as Permission,
    ref: (p: { taskId: string }): ThreadRef => ({ taskId: p.taskId }),
  },
  {
    base: '/tasks/:taskId/teams/:teamId/comments',
    who: 'the team in the path (organisers)',
    params: taskParams.extend({ teamId: z.string() }),
    permission: 'moderator' as Permission,
    ref: (p: { taskId: string; teamId?: string }): ThreadRef => ({
      taskId: p.taskId,
      teamId: p.teamId,
    }),
  },
] as const;

const threadRules =
  "A task the team cannot see (spec section 6) or an archived one answers 404 'Task not found', " +
  "a team not of the event 404 'Team not found', and nothing is written. Each write answers " +
  'the thread as it is afterwards.';
const textRules = `Text: plain text, 1 to ${commentTextMaxLength} characters after trimming; @mentions are tokens \`@[Name](user:<userId>)\`. Each team member or organiser a text newly mentions (not the author) gets the commentNotification email, queued with the write.`;
const editRules =
  "Only its author or an organiser may change or delete it (403 'Only its author or an " +
  "organiser can change this comment').";

/**
 * A team's comment thread on a task (spec section 3, Comment and reply; calls 7.1): the same
 * operations for members (their own team's thread, under /member) and organisers (any team's).
 */
export const taskCommentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  for (const audience of audiences) {
    const { base, params } = audience;
    const routes = eventRoutes(app, { tags, permission: audience.permission });
    const commentParams = params.extend({ commentId: z.string() });
    const replyParams = commentParams.extend({ replyId: z.string() });
    const ref = (request: FastifyRequest) =>
      audience.ref(request.params as { taskId: string; teamId?: string });
    const describe = (text: string) => `On ${audience.who}'s thread. ${text} ${threadRules}`;

    routes.get(
      base,
      {
        summary: "A team's comments on a task, pinned first then oldest first, with replies",
        description: describe('Authors by name; likes as a count and whether the caller likes it.'),
        params,
        response: commentThreadSchema,
      },
      async (request) => getThread(deps, request.eventContext, ref(request)),
    );

    routes.get(
      `${base}/mentionable`,
      {
        summary: 'Who can be @mentioned: the team members and the event organisers, by name',
        description: describe('Names only (no email addresses).'),
        params,
        response: z.array(mentionableSchema),
      },
      async (request) => getMentionables(deps, request.eventContext, ref(request)),
    );

    routes.post(
      base,
      {
        summary: 'Add a comment',
        description: describe(`${textRules} Errors: 400 'Invalid comment' with the path.`),
        params,
        body: commentInputSchema,
        response: commentThreadSchema,
        status: 201,
        checkedByService: true,
      },
      async (request) => addComment(deps, request.eventContext, ref(request), request.body),
    );

    routes.put(
      `${base}/:commentId`,
      {
        summary: "Change a comment's text",
        description: describe(
          `${textRules} Only newly mentioned people are mailed. ${editRules} Errors: 400 'Invalid comment'.`,
        ),
        params: commentParams,
        body: commentInputSchema,
        response: commentThreadSchema,
        checkedByService: true,
      },
      async (request) =>
        editComment(
          deps,
          request.eventContext,
          ref(request),
          request.params.commentId,
          request.body,
        ),
    );

    routes.delete(
      `${base}/:commentId`,
      {
        summary: 'Delete a comment and its replies',
        description: describe(editRules),
        params: commentParams,
        status: 204,
      },
      async (request) =>
        removeComment(deps, request.eventContext, ref(request), request.params.commentId),
    );

    routes.put(
      `${base}/:commentId/pin`,
      {
        summary: 'Pin or unpin a comment',
        description: describe(
          "The team's owner or an organiser only (403 'Only the team owner or an organiser can pin comments').",
        ),
        params: commentParams,
        body: pinCommentInputSchema,
        response: commentThreadSchema,
      },
      async (request) =>
        pinComment(
          deps,
          request.eventContext,
          ref(request),
          request.params.commentId,
          request.body.isPinned,
        ),
    );

    routes.put(
      `${base}/:commentId/like`,
      {
        summary: 'Like or unlike a comment (once per person)',
        description: describe('Anyone who reads the thread.'),
        params: commentParams,
        body: likeInputSchema,
        response: commentThreadSchema,
      },
      async (request) =>
        likeComment(
          deps,
          request.eventContext,
          ref(request),
          request.params.commentId,
          request.body.liked,
        ),
    );

    routes.post(
      `${base}/:commentId/replies`,
      {
        summary: 'Reply to a comment',
        description: describe(`${textRules} Errors: 400 'Invalid reply' with the path.`),
        params: commentParams,
        body: commentInputSchema,
        response: commentThreadSchema,
        status: 201,
        checkedByService: true,
      },
      async (request) =>
        addReply(deps, request.eventContext, ref(request), request.params.commentId, request.body),
    );

    routes.put(
      `${base}/:commentId/replies/:replyId`,
      {
        summary: "Change a reply's text",
        description: describe(
          `${textRules} Only newly mentioned people are mailed. ${editRules} Errors: 400 'Invalid reply'.`,
        ),
        params: replyParams,
        body: commentInputSchema,
        response: commentThreadSchema,
        checkedByService: true,
      },
      async (request) =>
        editReply(deps, request.eventContext, ref(request), request.params, request.body),
    );

    routes.delete(
      `${base}/:commentId/replies/:replyId`,
      {
        summary: 'Delete a reply',
        description: describe(editRules),
        params: replyParams,
        status: 204,
      },
      async (request) => removeReply(deps, request.eventContext, ref(request), request.params),
    );

    routes.put(
      `${base}/:commentId/replies/:replyId/like`,
      {
        summary: 'Like or unlike a reply (once per person)',
        description: describe('Anyone who reads the thread.'),
        params: replyParams,
        body: likeInputSchema,
        response: commentThreadSchema,
      },
      async (request) =>
        likeReply(deps, request.eventContext, ref(request), request.params, request.body.liked),
    );
  }
};
