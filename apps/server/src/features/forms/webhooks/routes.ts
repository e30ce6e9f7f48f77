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
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { formRuleRecordRoutes } from '../rule-record-routes.ts';
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
/** A shown secret is never kept by a cache. */
const noStore = { 'Cache-Control': 'no-store' };

/** A form's webhooks (spec section 3, Webhook; calls 7.1, 7.4), for admins. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Admins manage webhooks (spec section 6); moderators get 403.
  const routes = eventRoutes(app, { tags: ['webhooks'], permission: 'admin' });
  const { deps } = routes;
  const { one, params } = formRuleRecordRoutes(routes, {
    kind: 'webhooks',
    idParam: 'webhookId',
    record: webhookSchema,
    list: {
      summary: "A form's webhooks in order, with each one's latest delivery status",
      run: listWebhooks,
    },
    create: {
      summary: 'Add a webhook at the end of the form’s list',
      description: `${errors} ${secretNote}`,
      body: webhookInputSchema,
      response: webhookWithSecretSchema,
      replyHeaders: noStore,
      run: addWebhook,
    },
    get: { summary: 'One webhook (never its secret)', run: getWebhook },
    update: {
      summary: 'Change a webhook (only the keys sent)',
      description: errors,
      body: webhookUpdateSchema,
      run: editWebhook,
    },
    remove: { summary: 'Delete a webhook, its deliveries and their log', run: removeWebhook },
  });

  routes.post(
    `${one}/rotate-secret`,
    {
      summary: 'Replace the signing secret',
      description: secretNote,
      params,
      response: webhookWithSecretSchema,
      replyHeaders: noStore,
    },
    (request) => {
      const { formId, webhookId } = request.params;
      return rotateWebhookSecret(deps, request.eventContext, formId, webhookId);
    },
  );

  routes.post(
    `${one}/test`,
    {
      summary: 'Send a sample to the webhook (calls 7.4) and answer its response',
      description:
        'A sample of the form’s fields, sent as a delivery would be (format, header, ' +
        "signature). A refused address: 400 'Invalid webhook' at requestURL. No answer " +
        '(connection refused, timeout): 200 with `error` and no statusCode.',
      params,
      response: webhookTestResultSchema,
    },
    (request) => {
      const { formId, webhookId } = request.params;
      return testWebhook(deps, request.eventContext, formId, webhookId);
    },
  );

  routes.get(
    `${one}/deliveries`,
    {
      summary: "The webhook's delivery log: every attempt, newest first",
      params,
      querystring: deliveryLogQuerySchema,
      response: pageSchema(deliveryAttemptSchema),
    },
    (request) => {
      const { formId, webhookId } = request.params;
      return deliveryLog(deps, request.eventContext, formId, webhookId, request.query);
    },
  );
};
