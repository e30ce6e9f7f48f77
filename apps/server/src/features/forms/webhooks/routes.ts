import { pageSchema } from '@showdesk/domain/common/list-query';
import {
  deliveryAttemptSchema,
  deliveryLogQuerySchema,
  webhookInputSchema,
  webhookSchema,
  webhookTestResultSchema,
  webhookUpdateSchema,
  webhookWithSecretSchema,
} from '@showdesk/domain/forms/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addWebhook,
  deliveryLog,
  editWebhook,
  getWebhook,
  listWebhooks,
  removeWebhook,
  rotateWebhookSecret,
  testWebhook,
} from './service.ts';

const tags = ['webhooks'];
const formParams = z.object({ eventId: z.string(), formId: z.string() });
const params = formParams.extend({ webhookId: z.string() });
/** Admins manage webhooks (spec section 6); moderators get 403. */
const config = { permission: 'admin' as const };
const errors =
  "400 'Invalid webhook' with the field paths: requestURL not http(s) or a refused address " +
  '(loopback, private, link-local, CGNAT, multicast, metadata; unless on WEBHOOK_ALLOWED_HOSTS), ' +
  'headerKey not Content-Type or Authorization, rules or payloadFields naming a field that is ' +
  "not on the form, an unknown custom field or client value. 404 'Form not found' or " +
  "'Webhook not found'.";
const secretNote =
  'The answer carries the signing secret this once (`secret`); it is never shown again. Each ' +
  'request is signed: `X-Showdesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of ' +
  '"<t>.<body>">` (a GET: the query string instead of the body).';

/** A form's webhooks (spec section 3, Webhook; calls 7.1, 7.4), for admins. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/forms/:formId/webhooks',
    {
      config,
      schema: {
        tags,
        summary: "A form's webhooks in order, with each one's latest delivery status",
        params: formParams,
        response: { 200: z.array(webhookSchema) },
      },
    },
    async (request) => listWebhooks(deps, request.eventContext, request.params.formId),
  );

  app.post(
    '/forms/:formId/webhooks',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a webhook at the end of the form’s list',
        description: `${errors} ${secretNote}`,
        params: formParams,
        body: webhookInputSchema,
        response: { 201: webhookWithSecretSchema },
      },
    },
    async (request, reply) => {
      const created = await addWebhook(
        deps,
        request.eventContext,
        request.params.formId,
        request.body,
      );
      return reply.code(201).header('Cache-Control', 'no-store').send(created);
    },
  );

  app.get(
    '/forms/:formId/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        summary: 'One webhook (never its secret)',
        params,
        response: { 200: webhookSchema },
      },
    },
    async (request) => {
      const { formId, webhookId } = request.params;
      return getWebhook(deps, request.eventContext, formId, webhookId);
    },
  );

  app.patch(
    '/forms/:formId/webhooks/:webhookId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Change a webhook (only the keys sent)',
        description: errors,
        params,
        body: webhookUpdateSchema,
        response: { 200: webhookSchema },
      },
    },
    async (request) => {
      const { formId, webhookId } = request.params;
      return editWebhook(deps, request.eventContext, formId, webhookId, request.body);
    },
  );

  app.delete(
    '/forms/:formId/webhooks/:webhookId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a webhook, its deliveries and their log',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { formId, webhookId } = request.params;
      await removeWebhook(deps, request.eventContext, formId, webhookId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/forms/:formId/webhooks/:webhookId/rotate-secret',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the signing secret',
        description: secretNote,
        params,
        response: { 200: webhookWithSecretSchema },
      },
    },
    async (request, reply) => {
      const { formId, webhookId } = request.params;
      const rotated = await rotateWebhookSecret(deps, request.eventContext, formId, webhookId);
      return reply.header('Cache-Control', 'no-store').send(rotated);
    },
  );

  app.post(
    '/forms/:formId/webhooks/:webhookId/test',
    {
      config,
      schema: {
        tags,
        summary: 'Send a sample to the webhook (calls 7.4) and answer its response',
        description:
          'A sample of the form’s fields, sent as a delivery would be (format, header, ' +
          "signature). A refused address: 400 'Invalid webhook' at requestURL. No answer " +
          '(connection refused, timeout): 200 with `error` and no statusCode.',
        params,
        response: { 200: webhookTestResultSchema },
      },
    },
    async (request) => {
      const { formId, webhookId } = request.params;
      return testWebhook(deps, request.eventContext, formId, webhookId);
    },
  );

  app.get(
    '/forms/:formId/webhooks/:webhookId/deliveries',
    {
      config,
      schema: {
        tags,
        summary: "The webhook's delivery log: every attempt, newest first",
        params,
        querystring: deliveryLogQuerySchema,
        response: { 200: pageSchema(deliveryAttemptSchema) },
      },
    },
    async (request) => {
      const { formId, webhookId } = request.params;
      return deliveryLog(deps, request.eventContext, formId, webhookId, request.query);
    },
  );
};
