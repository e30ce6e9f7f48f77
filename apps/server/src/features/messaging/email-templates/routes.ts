import {
  type EmailTemplateKind,
  emailPreviewSchema,
  emailTemplateInputSchema,
  emailTemplateKinds,
  emailTemplateListSchema,
  emailTemplateMessages,
  emailTemplateSchema,
  emailTestSentSchema,
  isEmailTemplateKind,
} from '@showdesk/domain/messaging/email-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { eventParams, eventRoutes } from '../../../lib/routes/event-routes.ts';
import {
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from './service.ts';

const templateParams = eventParams.extend({
  emailId: z.string().meta({
    description: `The kind of email (spec, calls 7.5), the screen's :emailId: ${emailTemplateKinds.join(', ')}. Another is 404 'Email template not found'.`,
  }),
});

function kindOf(emailId: string): EmailTemplateKind {
  if (!isEmailTemplateKind(emailId)) throw AppError.notFound(emailTemplateMessages.notFound);
  return emailId;
}
const templateRules =
  "Errors: 400 naming the part, line and column ('Body, line 3, column 5: Unknown variable " +
  '"x"\') when the subject or body does not parse, uses a variable the kind does not offer, an ' +
  'unknown filter or a refused tag (include, render, layout), or fails on the sample data; ' +
  'details: [{ path: body.subject | body.body, message, line, column }]. Nothing is saved.';

/** Email templates: one per kind of email, LiquidJS, per event. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins edit email templates (spec section 6).
  const routes = eventRoutes(app, { tags: ['email templates'], permission: 'admin' });
  const { deps } = routes;

  routes.get(
    '/email-templates',
    {
      summary: 'Every kind of email with its subject and whether the event changed it',
      params: eventParams,
      response: emailTemplateListSchema,
    },
    (request) => listEmailTemplates(deps, request.eventContext),
  );

  routes.get(
    '/email-templates/:emailId',
    {
      summary: 'One kind: subject, body (the event’s or the default) and its variables',
      params: templateParams,
      response: emailTemplateSchema,
    },
    (request) => getEmailTemplate(deps, request.eventContext, kindOf(request.params.emailId)),
  );

  routes.put(
    '/email-templates/:emailId',
    {
      summary: "Saves the event's version of a kind of email",
      description: templateRules,
      params: templateParams,
      body: emailTemplateInputSchema,
      response: emailTemplateSchema,
    },
    (request) =>
      saveEmailTemplate(deps, request.eventContext, kindOf(request.params.emailId), request.body),
  );

  routes.delete(
    '/email-templates/:emailId',
    {
      summary: 'Reset to default: removes the event’s version (answers the default)',
      params: templateParams,
      response: emailTemplateSchema,
    },
    (request) => resetEmailTemplate(deps, request.eventContext, kindOf(request.params.emailId)),
  );

  routes.post(
    '/email-templates/:emailId/preview',
    {
      summary: 'A subject and body rendered with sample data in the event’s branded layout',
      description: `Writes nothing. ${templateRules}`,
      params: templateParams,
      body: emailTemplateInputSchema,
      response: emailPreviewSchema,
    },
    (request) =>
      previewEmailTemplate(
        deps,
        request.eventContext,
        kindOf(request.params.emailId),
        request.body,
      ),
  );

  routes.post(
    '/email-templates/:emailId/test',
    {
      summary: 'Sends the subject and body, with sample data, to the caller’s own address',
      description: `Queued through the outbox (template: the kind). ${templateRules}`,
      params: templateParams,
      body: emailTemplateInputSchema,
      response: emailTestSentSchema,
    },
    (request) =>
      sendTestEmail(deps, request.eventContext, kindOf(request.params.emailId), request.body),
  );
};
