import { archiveFormsResultSchema } from '@showdesk/domain/forms/forms';
import { taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import {
  archiveTasksInputSchema,
  createTaskInputSchema,
  taskDetailSchema,
  taskListQuerySchema,
  taskPageSchema,
  updateTaskInputSchema,
} from '@showdesk/domain/tasks/tasks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordGroupRoutes } from '../../lib/lists/record-group-routes.ts';
import { eventRoutes } from '../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../lib/routes/record-routes.ts';
import { taskGroupSpec } from './groups.ts';
import {
  addTask,
  archiveTasks,
  editTask,
  getTaskDetail,
  listTasks,
  removeTask,
} from './service.ts';

const taskRules =
  "Errors: 400 'Invalid task values' with the paths ('Invalid target date' for a dueDate that " +
  'is not a YYYY-MM-DD day; a form task needs a formId of the event, an externalForm task an ' +
  'externalLink, a disclaimer task its disclaimer; team types, groups and attachments must be ' +
  "the event's, attachments files uploaded for the task; an archived group takes no task).";

/** Tasks (spec section 3, Task): the organisers' list and record. */
export const taskRoutes: FastifyPluginAsyncZod = async (app) => {
  // Moderators manage tasks and task groups (spec section 6).
  recordRoutes(eventRoutes(app, { tags: ['tasks'], permission: 'moderator' }), {
    path: '/tasks',
    idParam: 'taskId',
    list: {
      summary: 'One page of the tasks of the event, by due date (none last)',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the title; sort ' +
        'dueDate (default), title, updatedAt (prefix - for descending); filter ' +
        'isArchived:true|false (default false), type:<task type>, teamTypeId:<id> (tasks for ' +
        'that type, with those for every type), groupId:<id>.',
      querystring: taskListQuerySchema,
      response: taskPageSchema,
      run: listTasks,
    },
    create: {
      summary: 'Add a task, optionally into chosen groups (at the end of their lists)',
      description: taskRules,
      body: createTaskInputSchema,
      response: taskDetailSchema,
      run: addTask,
    },
    archive: {
      summary: 'Archive or unarchive tasks in bulk',
      description:
        "Every id must be a task of the event: 404 'Task not found' with the ids' paths " +
        'otherwise, and nothing changes.',
      body: archiveTasksInputSchema,
      response: archiveFormsResultSchema,
      run: archiveTasks,
    },
    get: {
      summary: 'A task with the groups it is in',
      response: taskDetailSchema,
      run: getTaskDetail,
    },
    update: {
      summary: "Change a task's settings, archive flag or groups",
      description: `${taskRules} groupIds: the groups it is in afterwards (joins new ones at the end).`,
      body: updateTaskInputSchema,
      response: taskDetailSchema,
      run: editTask,
    },
    remove: { summary: 'Delete a task, its place in groups and its attachments', run: removeTask },
  });
};

/** Task groups (spec section 3, Task group). */
export const taskGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  recordGroupRoutes(eventRoutes(app, { tags: ['task groups'], permission: 'moderator' }), {
    spec: taskGroupSpec,
    path: '/task-groups',
    idParam: 'taskGroupId',
    listQuery: taskGroupSchemas.listQuerySchema,
    page: taskGroupSchemas.pageSchema,
    texts: {
      list: { summary: 'One page of the task groups of the event, by title' },
      options: {
        summary: 'Every task group of the event by title (the task screens’ group picker)',
      },
      create: {
        summary: 'Add a task group',
        description:
          "Errors: 400 'Invalid group' with the paths (tasks must be the event's, each once).",
      },
      get: { summary: 'A task group' },
      update: {
        summary: "Change a task group's title, its tasks' order or its archive flag",
        description:
          "Errors: 400 'Invalid group' with the paths. Archiving empties the group's list " +
          '(spec section 4); an archived group takes no tasks until it is unarchived.',
      },
      remove: { summary: 'Delete a task group (its tasks stay)' },
    },
  });
};
