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
import {
  getEmailTemplate,
  listEmailTemplates,
  previewEmailTemplate,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from './service.ts';

const eventParams = z.object({ eventId: z.string() });
const templateParams = eventParams.extend({
  emailId: z.string().meta({
    description: `The kind of email (spec, calls 7.5), the screen's :emailId: ${emailTemplateKinds.join(', ')}. Another is 404 'Email template not found'.`,
  }),
});

function kindOf(emailId: string): EmailTemplateKind {
  if (!isEmailTemplateKind(emailId)) throw AppError.notFound(emailTemplateMessages.notFound);
  return emailId;
}
/** Admins edit email templates (spec section 6). */
const config = { permission: 'admin' as const };
const tags = ['email templates'];
const templateRules =
  "Errors: 400 naming the part, line and column ('Body, line 3, column 5: Unknown variable " +
  '"x"\') when the subject or body does not parse, uses a variable the kind does not offer, an ' +
  'unknown filter or a refused tag (include, render, layout), or fails on the sample data; ' +
  'details: [{ path: body.subject | body.body, message, line, column }]. Nothing is saved.';

/** Email templates: one per kind of email, LiquidJS, per event. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/email-templates',
    {
      config,
      schema: {
        tags,
        summary: 'Every kind of email with its subject and whether the event changed it',
        params: eventParams,
        response: { 200: emailTemplateListSchema },
      },
    },
    async (request) => listEmailTemplates(app.deps, request.eventContext),
  );

  app.get(
    '/email-templates/:emailId',
    {
      config,
      schema: {
        tags,
        summary: 'One kind: subject, body (the event’s or the default) and its variables',
        params: templateParams,
        response: { 200: emailTemplateSchema },
      },
    },
    async (request) =>
      getEmailTemplate(app.deps, request.eventContext, kindOf(request.params.emailId)),
  );

  app.put(
    '/email-templates/:emailId',
    {
      config,
      schema: {
        tags,
        summary: "Saves the event's version of a kind of email",
        description: templateRules,
        params: templateParams,
        body: emailTemplateInputSchema,
        response: { 200: emailTemplateSchema },
      },
    },
    async (request) =>
      saveEmailTemplate(
        app.deps,
        request.eventContext,
        kindOf(request.params.emailId),
        request.body,
      ),
  );

  app.delete(
    '/email-templates/:emailId',
    {
      config,
      schema: {
        tags,
        summary: 'Reset to default: removes the event’s version (answers the default)',
        params: templateParams,
        response: { 200: emailTemplateSchema },
      },
    },
    async (request) =>
      resetEmailTemplate(app.deps, request.eventContext, kindOf(request.params.emailId)),
  );

  app.post(
    '/email-templates/:emailId/preview',
    {
      config,
      schema: {
        tags,
        summary: 'A subject and body rendered with sample data in the event’s branded layout',
        description: `Writes nothing. ${templateRules}`,
        params: templateParams,
        body: emailTemplateInputSchema,
        response: { 200: emailPreviewSchema },
      },
    },
    async (request) =>
      previewEmailTemplate(
        app.deps,
        request.eventContext,
        kindOf(request.params.emailId),
        request.body,
      ),
  );

  app.post(
    '/email-templates/:emailId/test',
    {
      config,
      schema: {
        tags,
        summary: 'Sends the subject and body, with sample data, to the caller’s own address',
        description: `Queued through the outbox (template: the kind). ${templateRules}`,
        params: templateParams,
        body: emailTemplateInputSchema,
        response: { 200: emailTestSentSchema },
      },
    },
    async (request) =>
      sendTestEmail(app.deps, request.eventContext, kindOf(request.params.emailId), request.body),
  );
};
