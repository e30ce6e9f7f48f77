import {
  countSubmissionInputSchema,
  memberTaskDetailSchema,
  memberTaskListQuerySchema,
  memberTaskListSchema,
  taskAssigneesInputSchema,
  taskProgressInputSchema,
  taskSummaryCardSchema,
} from '@showdesk/domain/tasks/member-tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { uploadFormSchema } from '../../../lib/routes/upload-form.ts';
import { readerKey, sendVersioned, VersionedCache } from '../../../lib/versioned-cache.ts';
import { eventToday } from '../../platform/events/calendar.ts';
import { registerFileAccess } from '../../platform/uploads/file-access.ts';
import { canReadTaskStatusFile } from './file-access.ts';
import { getMemberTask, listMemberTasks, memberTaskSummary } from './member-tasks.ts';
import { taskListVersions, taskStatusOwnerType } from './queries.ts';
import {
  agreeToTask,
  countSentSubmission,
  setMemberTaskAssignees,
  setMemberTaskProgress,
} from './status-changes.ts';
import { deleteTaskFile, uploadTaskFile } from './task-files.ts';

const tags = ['task progress'];
const taskParams = recordParams('taskId');
const fileParams = taskParams.extend({ fileId: z.string() });

const seen =
  "A task the caller's team does not see (spec section 6), an archived or an unknown one: 404 " +
  "'Task not found'. A member in no team sees no task; an organiser in no team reads every " +
  "task but changes none (403 'You are not in a team of this event').";

/**
 * A team's task list and dashboard card, built at most once per day for each version of the
 * content, the members' names and the team's progress (lib/versioned-cache.ts): the key names
 * the team, what the reader sees and the day (labels move with the date).
 */
const teamTaskCache = new VersionedCache(1_000);
const teamTaskKey = async (db: DbOrTx, ctx: EventContext, route: string) =>
  `${route}|${ctx.team?.id ?? '-'}|${readerKey(ctx)}|${await eventToday(db, ctx.eventId)}`;

/** Members' tasks: their team's progress (the API contract's taskStatus calls). */
export const taskProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(taskStatusOwnerType, canReadTaskStatusFile);
  const { deps } = app;
  // Any member of the event; the team is the caller's (spec section 3, Task status).
  const routes = eventRoutes(app, { tags, permission: 'user' });
  /** The versions of a team's task list; none (always build) for a context made by hand. */
  const versionsOf = (ctx: EventContext) =>
    ctx.team === undefined
      ? undefined
      : taskListVersions(deps.db, ctx.eventId, ctx.team?.id ?? null);

  routes.get(
    '/member/tasks',
    {
      summary: "The team's tasks by task group, with their labels and progress",
      description:
        "Groups in the organisers' order (by title), tasks in each group's order; tasks in no " +
        "group last as 'Other tasks' by due date (none last). ?filter=dueSoon|overdue|complete|" +
        'notApplicable|incomplete keeps the matching tasks; progress counts every visible task.',
      params: eventParams,
      querystring: memberTaskListQuerySchema,
      response: memberTaskListSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { filter } = request.query;
      // Read before the build: an answer is never stamped newer than what it was built from.
      const version = await versionsOf(ctx);
      return sendVersioned(
        teamTaskCache,
        reply,
        ctx,
        await teamTaskKey(deps.db, ctx, `list|${filter ?? ''}`),
        () => listMemberTasks(deps, ctx, filter),
        version,
      );
    },
  );

  routes.get(
    '/member/task-summary',
    {
      summary: "The dashboard's task card: counts and the first overdue and due-soon tasks",
      params: eventParams,
      response: taskSummaryCardSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const version = await versionsOf(ctx);
      return sendVersioned(
        teamTaskCache,
        reply,
        ctx,
        await teamTaskKey(deps.db, ctx, 'summary'),
        () => memberTaskSummary(deps, ctx),
        version,
      );
    },
  );

  routes.get(
    '/member/tasks/:taskId',
    {
      summary: "A task with what its type needs and the team's status",
      description: seen,
      params: taskParams,
      response: memberTaskDetailSchema,
    },
    async (request) => getMemberTask(deps, request.eventContext, request.params.taskId),
  );

  routes.put(
    '/member/tasks/:taskId/progress',
    {
      summary: "Mark the team's task complete, n/a or incomplete",
      description:
        `${seen} 400 'Invalid progress' for another state. Upload, disclaimer and form tasks ` +
        'complete themselves (a hand "complete" is refused with the reason); on a task that ' +
        "needs approval, complete waits as approvalStatus 'pending'.",
      params: taskParams,
      body: taskProgressInputSchema,
      response: memberTaskDetailSchema,
      checkedByService: true,
    },
    async (request) =>
      setMemberTaskProgress(deps, request.eventContext, request.params.taskId, request.body),
  );

  routes.put(
    '/member/tasks/:taskId/assignees',
    {
      summary: 'Set who of the team works on the task',
      description: `${seen} 400 'Assign members of this team only' with the paths otherwise.`,
      params: taskParams,
      body: taskAssigneesInputSchema,
      response: memberTaskDetailSchema,
      checkedByService: true,
    },
    async (request) =>
      setMemberTaskAssignees(deps, request.eventContext, request.params.taskId, request.body),
  );

  routes.post(
    '/member/tasks/:taskId/agree',
    {
      summary: 'Agree to a disclaimer task (completes it)',
      description: seen,
      params: taskParams,
      response: memberTaskDetailSchema,
    },
    async (request) => agreeToTask(deps, request.eventContext, request.params.taskId),
  );

  routes.post(
    '/member/tasks/:taskId/submission',
    {
      summary: 'Count a form the team already sent for a form task (completes it)',
      description:
        `${seen} The submission must be one the team sent (final) of the task's form: ` +
        "404 'Submission not found' for an unknown one or another team's (or a guest's); 400 " +
        "at submissionId for one of another form or a draft; 400 'This task has no form to " +
        "count a submission for' for another type of task. The task is complete with that " +
        "submission in one transaction (waiting as approvalStatus 'pending' where the task " +
        'needs approval); deleting the submission later reopens it, as for a form sent for ' +
        "the task. 400 'Invalid taskProgress data' for another body.",
      params: taskParams,
      body: countSubmissionInputSchema,
      response: memberTaskDetailSchema,
      checkedByService: true,
    },
    async (request) =>
      countSentSubmission(deps, request.eventContext, request.params.taskId, request.body),
  );

  routes.post(
    '/member/tasks/:taskId/files',
    {
      summary: "Upload a file for the team's upload task (completes it)",
      description:
        `${seen} multipart/form-data with one file part of at most 50 MB (413), of an ` +
        'upload type read from its content (415). Readable by the team and organisers only.',
      consumes: ['multipart/form-data'],
      params: taskParams,
      body: uploadFormSchema('The file'),
      response: memberTaskDetailSchema,
    },
    async (request) => uploadTaskFile(deps, request, request.eventContext, request.params.taskId),
  );

  routes.delete(
    '/member/tasks/:taskId/files/:fileId',
    {
      summary: "Remove one of the team's files of an upload task",
      description: `${seen} The last file removed, the task is incomplete again.`,
      params: fileParams,
      response: memberTaskDetailSchema,
    },
    async (request) =>
      deleteTaskFile(deps, request.eventContext, request.params.taskId, request.params.fileId),
  );
};
