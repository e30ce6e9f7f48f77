import {
  formNotificationInputSchema,
  formNotificationSchema,
  formNotificationUpdateSchema,
} from '@showdesk/domain/forms/form-notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { formRuleRecordRoutes } from '../rule-record-routes.ts';
import {
  addFormNotification,
  editFormNotification,
  getFormNotification,
  listFormNotifications,
  removeFormNotification,
} from './service.ts';

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
  // Moderators manage form notifications (spec section 6).
  formRuleRecordRoutes(
    eventRoutes(app, { tags: ['form notifications'], permission: 'moderator' }),
    {
      kind: 'notifications',
      idParam: 'notificationId',
      record: formNotificationSchema,
      list: {
        summary: "A form's notifications in order",
        description:
          'When a submission is sent, every active notification whose rules hold is emailed ' +
          '(no rules: every submission); for the organisers (fixed addresses) and for the ' +
          "submitter's side, when none of theirs was, their active default is.",
        run: listFormNotifications,
      },
      create: {
        summary: 'Add a notification at the end of the form’s list',
        description: errors,
        body: formNotificationInputSchema,
        run: addFormNotification,
      },
      get: { summary: 'One notification', run: getFormNotification },
      update: {
        summary: 'Change a notification (only the keys sent)',
        description: errors,
        body: formNotificationUpdateSchema,
        run: editFormNotification,
      },
      remove: {
        summary: 'Delete a notification and its place in the form’s list',
        run: removeFormNotification,
      },
    },
  );
};
