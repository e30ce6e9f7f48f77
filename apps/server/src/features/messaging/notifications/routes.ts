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
import { z } from 'zod';
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

const eventParams = z.object({ eventId: z.string() });
const notificationParams = eventParams.extend({ notificationId: z.string() });
/** Admins manage admin notifications (spec section 6). */
const admin = { permission: 'admin' as const };
/** Every member reads their own. */
const member = { permission: 'user' as const };

const rules =
  "Errors: 400 'Invalid notifications' with the paths (title required; linkUrl '' or " +
  '/content/{id}, /forms/{id}, /tasks/{id} of this event; teamId and teamTypeIds the ' +
  "event's, not both; scheduledAt in the future for delivery 'schedule'). delivery: draft " +
  '(save only), now (pushed, or sent with one adminNotification email per recipient), ' +
  'schedule (sent by a job at scheduledAt).';

/** Admin notifications (spec section 3, Notification): the admins' records. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['notifications'];
  app.get(
    '/notifications',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One page of the admin notifications, by updatedAt',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the title; sort ' +
          'updatedAt (default), title, scheduledAt, sentAt; filter status:<status>.',
        params: eventParams,
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => listNotifications(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/notifications/options',
    {
      config: admin,
      schema: {
        tags,
        summary: 'What a notification may link to (content, forms, tasks) and go to (types, teams)',
        params: eventParams,
        response: { 200: notificationOptionsSchema },
      },
    },
    async (request) => getNotificationOptions(app.deps, request.eventContext.eventId),
  );

  app.post(
    '/notifications',
    {
      config: admin,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a notification: a draft, scheduled, or sent now',
        description: rules,
        params: eventParams,
        body: createNotificationInputSchema,
        response: { 201: notificationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addNotification(app.deps, request.eventContext, request.body)),
  );

  app.get(
    '/notifications/:notificationId',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A notification',
        params: notificationParams,
        response: { 200: notificationSchema },
      },
    },
    async (request) =>
      getNotification(app.deps, request.eventContext.eventId, request.params.notificationId),
  );

  app.patch(
    '/notifications/:notificationId',
    {
      config: admin,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a notification, reschedule it, take it back to draft or send it now',
        description: `${rules} Once pushed or sent, only title, description and linkUrl change (409 otherwise).`,
        params: notificationParams,
        body: updateNotificationInputSchema,
        response: { 200: notificationSchema },
      },
    },
    async (request) =>
      editNotification(app.deps, request.eventContext, request.params.notificationId, request.body),
  );

  app.delete(
    '/notifications/:notificationId',
    {
      config: admin,
      schema: {
        tags,
        summary: "Delete a notification (and its place in members' read lists)",
        params: notificationParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeNotification(app.deps, request.eventContext, request.params.notificationId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/member/notifications',
    {
      config: member,
      schema: {
        tags,
        summary: "The caller's notifications: unread first, then newest",
        description:
          'Pushed and sent notifications only; admins see all, others those for everyone, ' +
          'for their team type or for their team.',
        params: eventParams,
        response: { 200: memberNotificationListSchema },
      },
    },
    async (request) => listMemberNotifications(app.deps, request.eventContext),
  );

  app.get(
    '/member/notifications/unread-count',
    {
      config: member,
      schema: {
        tags,
        summary: "How many of the caller's notifications are unread",
        params: eventParams,
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return unreadCount(app.deps, request.eventContext);
    },
  );

  app.post(
    '/member/notifications/read-all',
    {
      config: member,
      schema: {
        tags,
        summary: 'Mark every notification the caller sees as read',
        params: eventParams,
        response: { 200: unreadCountSchema },
      },
    },
    async (request) => markAllRead(app.deps, request.eventContext),
  );

  app.get(
    '/member/notifications/:notificationId',
    {
      config: member,
      schema: {
        tags,
        summary: "One of the caller's notifications (404 for one they may not see)",
        params: notificationParams,
        response: { 200: memberNotificationSchema },
      },
    },
    async (request) =>
      getMemberNotification(app.deps, request.eventContext, request.params.notificationId),
  );

  for (const [method, isRead] of [
    ['put', true],
    ['delete', false],
  ] as const)
    app[method](
      '/member/notifications/:notificationId/read',
      {
        config: member,
        schema: {
          tags,
          summary: isRead
            ? "Mark a notification read (adds it to the user's notificationIds)"
            : "Mark a notification unread (takes it out of the user's notificationIds)",
          params: notificationParams,
          response: { 200: unreadCountSchema },
        },
      },
      async (request) =>
        setRead(app.deps, request.eventContext, request.params.notificationId, isRead),
    );
};
