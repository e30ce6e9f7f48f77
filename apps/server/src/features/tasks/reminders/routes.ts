import {
  taskReminderPreviewSchema,
  taskReminderSendSchema,
} from '@showdesk/domain/tasks/reminders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { previewTaskReminders, sendTaskRemindersNow } from './service.ts';

const params = recordParams('taskId');
const who =
  'The teams are the exhibitor teams (organiser teams left out) that see the unarchived task ' +
  'and have neither completed it (approved or waiting for approval) nor marked it n/a; the ' +
  'recipients of each team follow the emails setting sendTaskRemindersTo (team-leader: the ' +
  "owner; all-users: every member; admin: the event's admins).";

/** "Send reminders now" for one task. */
export const taskReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  // Organisers chase teams from the task's record page (moderator+, like the task routes).
  const routes = eventRoutes(app, { tags: ['tasks'], permission: 'moderator' });
  const { deps } = routes;

  routes.get(
    '/tasks/:taskId/reminders',
    {
      summary: "Who a task's reminders would go to now: teams, emails, and if sent today",
      description: `${who} 404 'Task not found'.`,
      params,
      response: taskReminderPreviewSchema,
    },
    (request) => previewTaskReminders(deps, request.eventContext, request.params.taskId),
  );

  routes.post(
    '/tasks/:taskId/reminders',
    {
      summary: "Send a task's reminders now: one email per recipient of each team",
      description:
        `${who} Sent whether or not the daily reminders are on. Once per task per day: ` +
        `409 "This task's reminders were already sent today" for a second send. 404 'Task not found'.`,
      params,
      response: taskReminderSendSchema,
    },
    (request) => sendTaskRemindersNow(deps, request.eventContext, request.params.taskId),
  );
};
