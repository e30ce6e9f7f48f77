import { submissionMeetsRules } from '@showdesk/domain/forms/logic';
import {
  buildPayload,
  type ClientValues,
  type PayloadValue,
} from '@showdesk/domain/forms/webhook-payload';
import { payloadFieldSchema } from '@showdesk/domain/forms/webhooks';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { newId } from '../../../lib/ids.ts';
import type { DeliveryJob, WebhookChannel } from '../../../lib/webhooks/attempt-delivery.ts';
import { formDeliveries } from '../../../lib/webhooks/deliveries.ts';
import { webhookRequest } from '../../../lib/webhooks/send.ts';
import type { FormBundle } from '../bundle.ts';
import type { SubmissionRow } from '../submissions/queries.ts';
import {
  getClientRecord,
  getTeamRecord,
  getWebhookById,
  insertDeliveries,
  listActiveWebhooks,
  type WebhookRow,
} from './queries.ts';
import { storedRules } from './records.ts';

export const deliverWebhookQueue = 'deliver-webhook';

export type DeliverWebhookJob = DeliveryJob;

/**
 * How the sender (jobs/deliver-webhook.ts) delivers a form's webhook deliveries: the payload
 * kept as [key, value] pairs in the organiser's order, in the webhook's method, format and
 * header, signed.
 */
export const formWebhookChannel: WebhookChannel = {
  name: 'webhook',
  queue: deliverWebhookQueue,
  deliveries: formDeliveries,
  async request(db, delivery) {
    const webhook = await getWebhookById(db, delivery.eventId, delivery.webhookId);
    if (!webhook) return null;
    const pairs = delivery.payload as Array<[string, PayloadValue]>;
    return webhookRequest(webhook, Object.fromEntries(pairs), delivery.id);
  },
};

const storedPayloadFields = z.array(payloadFieldSchema).catch([]);

/** The submitter as the payload reads them (a guest: nobody). */
async function clientOf(
  db: DbOrTx,
  eventId: string,
  row: SubmissionRow,
): Promise<{ client: ClientValues; customFields: Record<string, unknown> }> {
  if (row.isGuest) return { client: {}, customFields: {} };
  const userId = row.updatedBy ?? row.createdBy;
  const person = userId ? await getClientRecord(db, eventId, userId) : null;
  const team = row.teamId ? await getTeamRecord(db, eventId, row.teamId) : null;
  const client: ClientValues = {};
  if (userId) client.userId = userId;
  if (person) {
    client.firstName = person.firstName;
    client.surname = person.surname;
    client.fullName = `${person.firstName} ${person.surname}`.trim();
    client.email = person.email;
  }
  if (team) {
    client.teamId = team.id;
    client.teamName = team.name;
  }
  return { client, customFields: team?.customFields ?? {} };
}

/** A webhook's rules and payload mapping as stored. */
export const webhookRules = (webhook: WebhookRow) => ({
  operator: webhook.operator === 'ALL' ? ('ALL' as const) : ('ANY' as const),
  rules: storedRules.parse(webhook.rules),
});

/**
 * Called in the transaction that sends a submission (created final, or a draft sent): one
 * delivery per active webhook of the form whose rules hold, with its payload as built now, and
 * its pg-boss job through the same transaction, so a delivery exists exactly when the sent
 * submission does and is queued once. Returns how many were queued.
 */
export async function queueWebhookDeliveries(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'jobs'>,
  bundle: FormBundle,
  row: SubmissionRow,
): Promise<number> {
  if (bundle.form.webhookIds.length === 0) return 0;
  const { eventId } = row;
  const webhooks = await listActiveWebhooks(tx, eventId, bundle.form.id);
  const values = row.values as Record<string, unknown>;
  const matching = webhooks.filter((webhook) =>
    submissionMeetsRules(
      bundle.form,
      bundle.form.fields,
      bundle.fieldGroups,
      values,
      webhookRules(webhook),
    ),
  );
  if (matching.length === 0) return 0;
  const { client, customFields } = await clientOf(tx, eventId, row);
  const deliveries = matching.map((webhook) => ({
    eventId,
    id: newId(),
    webhookId: webhook.id,
    submissionId: row.id,
    payload: Object.entries(
      buildPayload(storedPayloadFields.parse(webhook.payloadFields), {
        values,
        fields: bundle.form.fields,
        customFields,
        client,
      }),
    ),
  }));
  await insertDeliveries(tx, deliveries);
  for (const delivery of deliveries) {
    await deps.jobs.sendInTransaction(tx, deliverWebhookQueue, { eventId, id: delivery.id });
  }
  return deliveries.length;
}
