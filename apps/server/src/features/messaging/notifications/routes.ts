import {
  createNotificationInputSchema,
  memberNotificationListSchema,
  memberNotificationSchema,
  notificationListQuerySchema,
  notificationOptionsSchema,
  notificationPageSchema,
  notificationSchema,
  unreadCountSchema,
  updateNotificationInputSchema,
} from '@showdesk/domain/messaging/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import {
  getMemberNotification,
  listMemberNotifications,
  markAllRead,
  setRead,
  unreadCount,
} from './member.ts';
import {
  addNotification,
  editNotification,
  getNotification,
  getNotificationOptions,
  listNotifications,
  removeNotification,
} from './service.ts';

const tags = ['notifications'];
const params = recordParams('notificationId');
/** Marking notifications read is the member's own reading state: a closed event takes it. */
const readingState = { permission: 'user', allowedWhileClosed: true } as const;

const rules =
  "Errors: 400 'Invalid notifications' with the paths (title required; linkUrl '' or " +
  '/content/{id}, /forms/{id}, /tasks/{id} of this event; teamId and teamTypeIds the ' +
  "event's, not both; scheduledAt in the future for delivery 'schedule'). delivery: draft " +
  '(save only), now (pushed, or sent with one adminNotification email per recipient), ' +
  'schedule (sent by a job at scheduledAt).';

/** Admin notifications (spec section 3, Notification): the admins' records. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins manage admin notifications (spec section 6).
  recordRoutes(eventRoutes(app, { tags, permission: 'admin' }), {
    path: '/notifications',
    idParam: 'notificationId',
    list: {
      summary: 'One page of the admin notifications, by updatedAt',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the title; sort ' +
        'updatedAt (default), title, scheduledAt, sentAt; filter status:<status>.',
      querystring: notificationListQuerySchema,
      response: notificationPageSchema,
      run: listNotifications,
    },
    options: {
      summary: 'What a notification may link to (content, forms, tasks) and go to (types, teams)',
      response: notificationOptionsSchema,
      run: getNotificationOptions,
    },
    create: {
      summary: 'Add a notification: a draft, scheduled, or sent now',
      description: rules,
      body: createNotificationInputSchema,
      response: notificationSchema,
      run: addNotification,
    },
    get: { summary: 'A notification', response: notificationSchema, run: getNotification },
    update: {
      summary: 'Change a notification, reschedule it, take it back to draft or send it now',
      description: `${rules} Once pushed or sent, only title, description and linkUrl change (409 otherwise).`,
      body: updateNotificationInputSchema,
      response: notificationSchema,
      run: editNotification,
    },
    remove: {
      summary: "Delete a notification (and its place in members' read lists)",
      run: removeNotification,
    },
  });

  /** Every member reads their own. */
  const member = eventRoutes(app, { tags, permission: 'user' });
  member.get(
    '/member/notifications',
    {
      summary: "The caller's notifications: unread first, then newest",
      description:
        'Pushed and sent notifications only; admins see all, others those for everyone, ' +
        'for their team type or for their team.',
      params: eventParams,
      response: memberNotificationListSchema,
    },
    async (request) => listMemberNotifications(app.deps, request.eventContext),
  );

  member.get(
    '/member/notifications/unread-count',
    {
      summary: "How many of the caller's notifications are unread",
      params: eventParams,
      response: unreadCountSchema,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unreadCount(app.deps, request.eventContext);
    },
  );

  member.post(
    '/member/notifications/read-all',
    {
      summary: 'Mark every notification the caller sees as read',
      config: readingState,
      params: eventParams,
      response: unreadCountSchema,
    },
    async (request) => markAllRead(app.deps, request.eventContext),
  );

  member.get(
    '/member/notifications/:notificationId',
    {
      summary: "One of the caller's notifications (404 for one they may not see)",
      params,
      response: memberNotificationSchema,
    },
    async (request) =>
      getMemberNotification(app.deps, request.eventContext, request.params.notificationId),
  );

  for (const [method, isRead] of [
    ['put', true],
    ['delete', false],
  ] as const)
    member[method](
      '/member/notifications/:notificationId/read',
      {
        summary: isRead
          ? "Mark a notification read (adds it to the user's notificationIds)"
          : "Mark a notification unread (takes it out of the user's notificationIds)",
        config: readingState,
        params,
        response: unreadCountSchema,
      },
      async (request) =>
        setRead(app.deps, request.eventContext, request.params.notificationId, isRead),
    );
};
