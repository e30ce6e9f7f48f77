import {
  memberTaskDetailSchema,
  memberTaskListQuerySchema,
  memberTaskListSchema,
  taskAssigneesInputSchema,
  taskProgressInputSchema,
  taskSummaryCardSchema,
} from '@showdesk/domain/tasks/member-tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileFormSchema } from '../submissions/routes.ts';
import { registerFileAccess } from '../uploads/file-access.ts';
import { canReadTaskStatusFile } from './file-access.ts';
import { taskStatusOwnerType } from './queries.ts';
import {
  agreeToTask,
  deleteTaskFile,
  getMemberTask,
  listMemberTasks,
  memberTaskSummary,
  setMemberTaskAssignees,
  setMemberTaskProgress,
  uploadTaskFile,
} from './service.ts';

const tags = ['task progress'];
const eventParams = z.object({ eventId: z.string() });
const taskParams = eventParams.extend({ taskId: z.string() });
const fileParams = taskParams.extend({ fileId: z.string() });
/** Any member of the event; the team is the caller's (spec section 3, Task status). */
const config = { permission: 'user' as const };

const seen =
  "A task the caller's team does not see (spec section 6), an archived or an unknown one: 404 " +
  "'Task not found'. A member in no team sees no task; an organiser in no team reads every " +
  "task but changes none (403 'You are not in a team of this event').";

/** Members' tasks: their team's progress (the API contract's taskStatus calls). */
export const taskProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  registerFileAccess(taskStatusOwnerType, canReadTaskStatusFile);
  const { deps } = app;

  app.get(
    '/member/tasks',
    {
      config,
      schema: {
        tags,
        summary: "The team's tasks by task group, with their labels and progress",
        description:
          "Groups in the organisers' order (by title), tasks in each group's order; tasks in no " +
          "group last as 'Other tasks' by due date (none last). ?filter=dueSoon|overdue|complete|" +
          'notApplicable|incomplete keeps the matching tasks; progress counts every visible task.',
        params: eventParams,
        querystring: memberTaskListQuerySchema,
        response: { 200: memberTaskListSchema },
      },
    },
    async (request) => listMemberTasks(deps, request.eventContext, request.query.filter),
  );

  app.get(
    '/member/task-summary',
    {
      config,
      schema: {
        tags,
        summary: "The dashboard's task card: counts and the first overdue and due-soon tasks",
        params: eventParams,
        response: { 200: taskSummaryCardSchema },
      },
    },
    async (request) => memberTaskSummary(deps, request.eventContext),
  );

  app.get(
    '/member/tasks/:taskId',
    {
      config,
      schema: {
        tags,
        summary: "A task with what its type needs and the team's status",
        description: seen,
        params: taskParams,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) => getMemberTask(deps, request.eventContext, request.params.taskId),
  );

  app.put(
    '/member/tasks/:taskId/progress',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Mark the team's task complete, n/a or incomplete",
        description:
          `${seen} 400 'Invalid progress' for another state. Upload, disclaimer and form tasks ` +
          'complete themselves (a hand "complete" is refused with the reason); on a task that ' +
          "needs approval, complete waits as approvalStatus 'pending'.",
        params: taskParams,
        body: taskProgressInputSchema,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) =>
      setMemberTaskProgress(deps, request.eventContext, request.params.taskId, request.body),
  );

  app.put(
    '/member/tasks/:taskId/assignees',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Set who of the team works on the task',
        description: `${seen} 400 'Assign members of this team only' with the paths otherwise.`,
        params: taskParams,
        body: taskAssigneesInputSchema,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) =>
      setMemberTaskAssignees(deps, request.eventContext, request.params.taskId, request.body),
  );

  app.post(
    '/member/tasks/:taskId/agree',
    {
      config,
      schema: {
        tags,
        summary: 'Agree to a disclaimer task (completes it)',
        description: seen,
        params: taskParams,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) => agreeToTask(deps, request.eventContext, request.params.taskId),
  );

  app.post(
    '/member/tasks/:taskId/files',
    {
      config,
      schema: {
        tags,
        summary: "Upload a file for the team's upload task (completes it)",
        description:
          `${seen} multipart/form-data with one file part of at most 50 MB (413), of an ` +
          'upload type read from its content (415). Readable by the team and organisers only.',
        consumes: ['multipart/form-data'],
        params: taskParams,
        body: fileFormSchema,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) => uploadTaskFile(deps, request, request.eventContext, request.params.taskId),
  );

  app.delete(
    '/member/tasks/:taskId/files/:fileId',
    {
      config,
      schema: {
        tags,
        summary: "Remove one of the team's files of an upload task",
        description: `${seen} The last file removed, the task is incomplete again.`,
        params: fileParams,
        response: { 200: memberTaskDetailSchema },
      },
    },
    async (request) =>
      deleteTaskFile(deps, request.eventContext, request.params.taskId, request.params.fileId),
  );
};
