import type { LogicOperator, LogicRule } from '@showdesk/domain/forms/logic-map';
import type {
  PayloadField,
  Webhook,
  WebhookFormat,
  WebhookHeaderKey,
  WebhookMethod,
} from '@showdesk/domain/forms/webhooks';

/** What the webhook form edits; its sections each change a part of it. */
export interface WebhookValues {
  name: string;
  isActive: boolean;
  operator: LogicOperator;
  rules: LogicRule[];
  requestURL: string;
  requestMethod: WebhookMethod;
  requestFormat: WebhookFormat;
  headerKey: WebhookHeaderKey | null;
  headerValue: string;
  payloadFields: PayloadField[];
}

export const newWebhook: WebhookValues = {
  name: '',
  isActive: true,
  operator: 'ANY',
  rules: [],
  requestURL: '',
  requestMethod: 'POST',
  requestFormat: 'JSON',
  headerKey: null,
  headerValue: '',
  payloadFields: [],
};

export const valuesOf = (w: Webhook): WebhookValues => ({
  name: w.name,
  isActive: w.isActive,
  operator: w.operator,
  rules: w.rules,
  requestURL: w.requestURL,
  requestMethod: w.requestMethod,
  requestFormat: w.requestFormat,
  headerKey: w.headerKey,
  headerValue: w.headerValue,
  payloadFields: w.payloadFields,
});
