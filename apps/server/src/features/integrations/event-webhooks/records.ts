import type { DeliveryStatus } from '@showdesk/domain/forms/webhooks';
import { deliveryStatuses } from '@showdesk/domain/forms/webhooks';
import {
  type EventWebhook,
  type EventWebhookKind,
  eventWebhookKinds,
} from '@showdesk/domain/integrations/event-webhooks';
import type { EventWebhookRow, LastDelivery } from './queries.ts';

const isKind = (kind: string): kind is EventWebhookKind =>
  (eventWebhookKinds as readonly string[]).includes(kind);

const isStatus = (status: string): status is DeliveryStatus =>
  (deliveryStatuses as readonly string[]).includes(status);

/** An event webhook as the API shows it: every setting but its secret. */
export function toEventWebhook(row: EventWebhookRow, last: LastDelivery | undefined): EventWebhook {
  return {
    id: row.id,
    name: row.name,
    requestURL: row.requestUrl,
    kinds: row.kinds.filter(isKind),
    isActive: row.isActive,
    lastDeliveryStatus: last && isStatus(last.status) ? last.status : null,
    lastDeliveryAt: last ? new Date(last.createdAt).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
