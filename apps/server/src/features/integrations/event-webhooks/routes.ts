import { pageSchema } from '@showdesk/domain/common/list-query';
import { deliveryLogQuerySchema } from '@showdesk/domain/forms/webhooks';
import {
  eventWebhookAttemptSchema,
  eventWebhookInputSchema,
  eventWebhookKinds,
  eventWebhookListQuerySchema,
  eventWebhookPayloadSchema,
  eventWebhookSchema,
  eventWebhookTestResultSchema,
  eventWebhookUpdateSchema,
  eventWebhookWithSecretSchema,
} from '@showdesk/domain/integrations/event-webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenAPIV3 } from 'openapi-types';
import { z } from 'zod';
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import {
  addEventWebhook,
  editEventWebhook,
  eventWebhookDeliveryLog,
  getEventWebhook,
  listEventWebhooks,
  removeEventWebhook,
  rotateEventWebhookSecret,
  testEventWebhook,
} from './service.ts';

/**
 * What a receiver gets, as a schema of the API document's components (`EventWebhookPayload`):
 * no route answers it, so it is listed there by name (app.ts).
 */
export const eventWebhookPayloadComponent = z.toJSONSchema(eventWebhookPayloadSchema, {
  target: 'openapi-3.0',
}) as OpenAPIV3.SchemaObject;

const path = '/event-webhooks';
const idParam = 'eventWebhookId';
const one = `${path}/:${idParam}`;
const params = recordParams(idParam);

const delivery =
  'Each change of a subscribed kind is POSTed as JSON (see the EventWebhookPayload schema) when ' +
  'its transaction commits, to every active webhook subscribed to it: ' +
  '`X-Showdesk-Delivery: <delivery id>` (the same on every attempt) and ' +
  '`X-Showdesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the ' +
  'signing secret>`. A 2xx within 10 s delivers it; anything else is retried with backoff ' +
  '(8 attempts over about two days). Private, loopback, link-local and metadata addresses are ' +
  'refused at every hop. Kinds: ' +
  `${eventWebhookKinds.join(', ')}.`;
const errors =
  "400 'Invalid event webhook' with the field paths: a name missing, requestURL not http(s) " +
  'or a refused address (unless on WEBHOOK_ALLOWED_HOSTS), no kind or an unknown one; an ' +
  "event at its limit of webhooks. 404 'Event webhook not found'.";
const secretNote =
  'The answer carries the signing secret this once (`secret`, sent with Cache-Control: ' +
  'no-store); it is never shown again.';
const noStore = { 'Cache-Control': 'no-store' };

/** An event's webhooks (issue 31, part 4), for admins. */
export const eventWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['event webhooks'], permission: 'admin' });
  const { deps } = routes;
  recordRoutes(routes, {
    path,
    idParam,
    list: {
      summary: "The event's webhooks, a page at a time, with each one's latest delivery",
      description: 'q searches names and addresses; filter isActive:true|false.',
      querystring: eventWebhookListQuerySchema,
      response: pageSchema(eventWebhookSchema),
      run: listEventWebhooks,
    },
    create: {
      summary: 'Subscribe an address to kinds of events',
      description: `${secretNote} ${delivery} ${errors}`,
      body: eventWebhookInputSchema,
      response: eventWebhookWithSecretSchema,
      replyHeaders: noStore,
      run: addEventWebhook,
    },
    get: {
      summary: 'One event webhook (never its secret)',
      response: eventWebhookSchema,
      run: getEventWebhook,
    },
    update: {
      summary: 'Change an event webhook: name, address, kinds, active (only the keys sent)',
      description: `A webhook made inactive still delivers what was written while it was active. ${errors}`,
      body: eventWebhookUpdateSchema,
      response: eventWebhookSchema,
      run: editEventWebhook,
    },
    remove: {
      summary: 'Delete an event webhook, its deliveries and their log',
      run: removeEventWebhook,
    },
  });

  routes.post(
    `${one}/rotate-secret`,
    {
      summary: 'Replace the signing secret',
      description: `Requests are signed with the new secret at once. ${secretNote}`,
      params,
      response: eventWebhookWithSecretSchema,
      replyHeaders: noStore,
    },
    (request) =>
      rotateEventWebhookSecret(deps, request.eventContext, request.params.eventWebhookId),
  );

  routes.post(
    `${one}/test`,
    {
      summary: 'Send a ping to the webhook now and answer its outcome',
      description:
        'A delivery of type "ping" (the EventWebhookPayload shape, the webhook as its record) ' +
        'sent through the same path as every delivery: signed, guarded, logged. Tried once ' +
        '(active or not): deliveryStatus delivered or failed. No answer (refused connection, ' +
        'timeout): statusCode null and the reason in error; a refused address: isRefused, ' +
        "nothing sent. 404 'Event webhook not found'.",
      params,
      response: eventWebhookTestResultSchema,
    },
    (request) => testEventWebhook(deps, request.eventContext, request.params.eventWebhookId),
  );

  routes.get(
    `${one}/deliveries`,
    {
      summary: "The webhook's delivery log: every attempt, newest first, with what it sent",
      params,
      querystring: deliveryLogQuerySchema,
      response: pageSchema(eventWebhookAttemptSchema),
    },
    (request) =>
      eventWebhookDeliveryLog(
        deps,
        request.eventContext.eventId,
        request.params.eventWebhookId,
        request.query,
      ),
  );
};
