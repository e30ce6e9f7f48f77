import type { PayloadValue } from '@showdesk/domain/forms/webhook-payload';
import type { WebhookChannel } from '../../../lib/webhooks/attempt-delivery.ts';
import { eventDeliveries } from '../../../lib/webhooks/deliveries.ts';
import { jsonPostTarget, webhookRequest } from '../../../lib/webhooks/send.ts';
import { eventWebhookRows } from './queries.ts';

export const deliverEventWebhookQueue = 'deliver-event-webhook';

/**
 * How the sender (jobs/deliver-webhook.ts) delivers an event's webhook deliveries: the payload
 * the trigger built (domain eventWebhookPayloadSchema) as a JSON POST, signed with the webhook's
 * secret, through the same guarded client, retries and log as a form's webhooks. A webhook made
 * inactive after a delivery was written still gets it (it was subscribed when it happened).
 */
export const eventWebhookChannel: WebhookChannel = {
  name: 'event webhook',
  queue: deliverEventWebhookQueue,
  deliveries: eventDeliveries,
  async request(db, delivery) {
    const webhook = await eventWebhookRows.get(db, delivery.eventId, delivery.webhookId);
    if (!webhook) return null;
    const payload = delivery.payload as Record<string, PayloadValue>;
    return webhookRequest(jsonPostTarget(webhook), payload, delivery.id);
  },
};
