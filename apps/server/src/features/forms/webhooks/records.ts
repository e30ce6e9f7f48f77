import { logicRuleSchema } from '@showdesk/domain/forms/logic-map';
import {
  type DeliveryStatus,
  deliveryStatuses,
  payloadFieldSchema,
  type Webhook,
  webhookFormats,
  webhookHeaderKeys,
  webhookMethods,
} from '@showdesk/domain/forms/webhooks';
import { z } from 'zod';
import type { WebhookListRow } from './queries.ts';

export const storedRules = z.array(logicRuleSchema).catch([]);
const storedPayloadFields = z.array(payloadFieldSchema).catch([]);
const pick = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const iso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/** A webhook as the API shows it: every setting but its secret. */
export function toWebhook({ row, lastDeliveryStatus, lastDeliveryAt }: WebhookListRow): Webhook {
  return {
    id: row.id,
    name: row.name,
    parentType: 'form',
    parentId: row.formId,
    isActive: row.isActive,
    operator: row.operator === 'ALL' ? 'ALL' : 'ANY',
    rules: storedRules.parse(row.rules),
    requestURL: row.requestUrl,
    requestMethod: pick(webhookMethods, row.requestMethod, 'POST'),
    requestFormat: pick(webhookFormats, row.requestFormat, 'JSON'),
    headerKey:
      row.headerKey === null ? null : pick(webhookHeaderKeys, row.headerKey, 'Content-Type'),
    // An Authorization value is a credential: set once, never shown again.
    headerValue: row.headerKey === 'Authorization' ? '' : row.headerValue,
    hasHeaderValue: row.headerValue !== '',
    payloadFields: storedPayloadFields.parse(row.payloadFields),
    lastDeliveryStatus:
      lastDeliveryStatus === null
        ? null
        : pick<DeliveryStatus>(deliveryStatuses, lastDeliveryStatus, 'pending'),
    lastDeliveryAt: iso(lastDeliveryAt),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
