import {
  formNotificationInputSchema,
  formNotificationSchema,
  formNotificationUpdateSchema,
} from '@showdesk/domain/forms/form-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addFormNotification,
  editFormNotification,
  getFormNotification,
  listFormNotifications,
  removeFormNotification,
} from './service.ts';

const tags = ['form notifications'];
const formParams = z.object({ eventId: z.string(), formId: z.string() });
const params = formParams.extend({ notificationId: z.string() });
/** Moderators manage form notifications (spec section 6). */
const config = { permission: 'moderator' as const };
const errors =
  "400 'Invalid form notification data' with the field paths: fixed addresses that are not " +
  "addresses ('sendTo'), a recipient field that is not an email field of this form or of the " +
  "group a template field places ('sendTo', 'sendToFieldGroupId', 'sendToLoopIndex'), no " +
  "subject line when the form's title is not used ('subjectLine'), a default outside its " +
  "audience, rules on fields not on the form ('rules.<i>.sourceId'); 404 'Form not found' or " +
  "'Notification not found'. The message is rich text, sanitised. One organisers' default " +
  "(isAdminDefault, fixed addresses) and one submitter's default (isUserDefault) per form.";

/**
 * A form's notifications (spec section 3, Form notification): the emails a sent submission
 * causes, queued in its transaction (send.ts).
 */
export const formNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/forms/:formId/notifications',
    {
      config,
      schema: {
        tags,
        summary: "A form's notifications in order",
        description:
          'When a submission is sent, every active notification whose rules hold is emailed ' +
          '(no rules: every submission); for the organisers (fixed addresses) and for the ' +
          "submitter's side, when none of theirs was, their active default is.",
        params: formParams,
        response: { 200: z.array(formNotificationSchema) },
      },
    },
    async (request) => listFormNotifications(deps, request.eventContext, request.params.formId),
  );

  app.post(
    '/forms/:formId/notifications',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a notification at the end of the form’s list',
        description: errors,
        params: formParams,
        body: formNotificationInputSchema,
        response: { 201: formNotificationSchema },
      },
    },
    async (request, reply) => {
      const { formId } = request.params;
      const created = await addFormNotification(deps, request.eventContext, formId, request.body);
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/forms/:formId/notifications/:notificationId',
    {
      config,
      schema: {
        tags,
        summary: 'One notification',
        params,
        response: { 200: formNotificationSchema },
      },
    },
    async (request) => {
      const { formId, notificationId } = request.params;
      return getFormNotification(deps, request.eventContext, formId, notificationId);
    },
  );

  app.patch(
    '/forms/:formId/notifications/:notificationId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a notification (only the keys sent)',
        description: errors,
        params,
        body: formNotificationUpdateSchema,
        response: { 200: formNotificationSchema },
      },
    },
    async (request) => {
      const { formId, notificationId } = request.params;
      return editFormNotification(deps, request.eventContext, formId, notificationId, request.body);
    },
  );

  app.delete(
    '/forms/:formId/notifications/:notificationId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a notification and its place in the form’s list',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { formId, notificationId } = request.params;
      await removeFormNotification(deps, request.eventContext, formId, notificationId);
      return reply.code(204).send(null);
    },
  );
};
