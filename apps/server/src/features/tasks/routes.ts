import { archiveFormsResultSchema } from '@showdesk/domain/forms/forms';
import {
  createTaskGroupInputSchema,
  taskGroupListQuerySchema,
  taskGroupPageSchema,
  taskGroupSchema,
  updateTaskGroupInputSchema,
} from '@showdesk/domain/tasks/task-groups';
import {
  archiveTasksInputSchema,
  createTaskInputSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskPageSchema,
  updateTaskInputSchema,
} from '@showdesk/domain/tasks/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as recordGroups from '../../lib/lists/record-groups.ts';
import { taskGroupSpec } from './groups.ts';
import {
  addTask,
  archiveTasks,
  editTask,
  getTaskDetail,
  listTasks,
  removeTask,
} from './service.ts';

const eventParams = z.object({ eventId: z.string() });
const taskParams = eventParams.extend({ taskId: z.string() });
const groupParams = eventParams.extend({ taskGroupId: z.string() });
/** Moderators manage tasks and task groups (spec section 6). */
const config = { permission: 'moderator' as const };

const taskRules =
  "Errors: 400 'Invalid task values' with the paths ('Invalid target date' for a dueDate that " +
  'is not a YYYY-MM-DD day; a form task needs a formId of the event, an externalForm task an ' +
  'externalLink, a disclaimer task its disclaimer; team types, groups and attachments must be ' +
  "the event's, attachments files uploaded for the task; an archived group takes no task).";

/** Tasks (spec section 3, Task): the organisers' list and record. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tasks'];
  app.get(
    '/tasks',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the tasks of the event, by due date (none last)',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the title; sort ' +
          'dueDate (default), title, updatedAt (prefix - for descending); filter ' +
          'isArchived:true|false (default false), type:<task type>, teamTypeId:<id> (tasks for ' +
          'that type, with those for every type), groupId:<id>.',
        params: eventParams,
        querystring: taskListQuerySchema,
        response: { 200: taskPageSchema },
      },
    },
    async (request) => listTasks(app.deps, request.eventContext.eventId, request.query),
  );

  app.post(
    '/tasks',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a task, optionally into chosen groups (at the end of their lists)',
        description: taskRules,
        params: eventParams,
        body: createTaskInputSchema,
        response: { 201: taskDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTask(app.deps, request.eventContext, request.body)),
  );

  app.post(
    '/tasks/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Archive or unarchive tasks in bulk',
        description:
          "Every id must be a task of the event: 404 'Task not found' with the ids' paths " +
          'otherwise, and nothing changes.',
        params: eventParams,
        body: archiveTasksInputSchema,
        response: { 200: archiveFormsResultSchema },
      },
    },
    async (request) => archiveTasks(app.deps, request.eventContext, request.body),
  );

  app.get(
    '/tasks/:taskId',
    {
      config,
      schema: {
        tags,
        summary: 'A task with the groups it is in',
        params: taskParams,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) => getTaskDetail(app.deps, request.eventContext.eventId, request.params.taskId),
  );

  app.patch(
    '/tasks/:taskId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a task's settings, archive flag or groups",
        description: `${taskRules} groupIds: the groups it is in afterwards (joins new ones at the end).`,
        params: taskParams,
        body: updateTaskInputSchema,
        response: { 200: taskDetailSchema },
      },
    },
    async (request) =>
      editTask(app.deps, request.eventContext, request.params.taskId, request.body),
  );

  app.delete(
    '/tasks/:taskId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a task, its place in groups and its attachments',
        params: taskParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeTask(app.deps, request.eventContext, request.params.taskId);
      return reply.status(204).send(null);
    },
  );
};

/** Task groups (spec section 3, Task group). */
export const taskGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['task groups'];
  app.get(
    '/task-groups',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the task groups of the event, by title',
        description:
          'The list convention. q matches the title; sort title (default), updatedAt; filter ' +
          'isArchived:true|false (default false).',
        params: eventParams,
        querystring: taskGroupListQuerySchema,
        response: { 200: taskGroupPageSchema },
      },
    },
    async (request) =>
      recordGroups.listGroupsPage(
        app.deps,
        taskGroupSpec,
        request.eventContext.eventId,
        request.query,
      ),
  );

  app.get(
    '/task-groups/options',
    {
      config,
      schema: {
        tags,
        summary: 'Every task group of the event by title (the task screens’ group picker)',
        params: eventParams,
        response: { 200: z.array(taskGroupSchema) },
      },
    },
    async (request) =>
      recordGroups.groupOptions(app.deps, taskGroupSpec, request.eventContext.eventId),
  );

  app.post(
    '/task-groups',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a task group',
        description:
          "Errors: 400 'Invalid group' with the paths (tasks must be the event's, each once).",
        params: eventParams,
        body: createTaskGroupInputSchema,
        response: { 201: taskGroupSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordGroups.addGroup(app.deps, taskGroupSpec, request.eventContext, request.body),
        ),
  );

  app.get(
    '/task-groups/:taskGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'A task group',
        params: groupParams,
        response: { 200: taskGroupSchema },
      },
    },
    async (request) =>
      recordGroups.getGroup(
        app.deps,
        taskGroupSpec,
        request.eventContext.eventId,
        request.params.taskGroupId,
      ),
  );

  app.patch(
    '/task-groups/:taskGroupId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a task group's title, its tasks' order or its archive flag",
        description:
          "Errors: 400 'Invalid group' with the paths. Archiving empties the group's list " +
          '(spec section 4); an archived group takes no tasks until it is unarchived.',
        params: groupParams,
        body: updateTaskGroupInputSchema,
        response: { 200: taskGroupSchema },
      },
    },
    async (request) =>
      recordGroups.editGroup(
        app.deps,
        taskGroupSpec,
        request.eventContext,
        request.params.taskGroupId,
        request.body,
      ),
  );

  app.delete(
    '/task-groups/:taskGroupId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a task group (its tasks stay)',
        params: groupParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await recordGroups.removeGroup(
        app.deps,
        taskGroupSpec,
        request.eventContext,
        request.params.taskGroupId,
      );
      return reply.status(204).send(null);
    },
  );
};
