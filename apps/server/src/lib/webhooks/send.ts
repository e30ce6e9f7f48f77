import { createHmac, randomBytes } from 'node:crypto';
import type { PayloadValue } from '@showdesk/domain/forms/webhook-payload';
import {
  deliveryHeader,
  formatContentTypes,
  serialisePayload,
  signatureHeader,
  signedContent,
  toFormEncoded,
} from '@showdesk/domain/forms/webhook-request';
import { responseExcerptChars, type WebhookFormat } from '@showdesk/domain/forms/webhooks';
import type { AllowedHosts } from '../outbound-address.ts';
import { type OutboundRequest, sendOutbound } from '../outbound-request.ts';

/*
 * How a webhook request is made and sent, for a form's webhooks and an event's alike: the
 * payload serialised, signed with the webhook's secret, sent through the SSRF-guarded client
 * (lib/outbound-request.ts), and its answer described for the delivery log.
 */

/** A new signing secret: 32 random bytes, base64url, with a prefix that says what it is. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the webhook's secret>`. */
export function signature(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(signedContent(timestamp, body)).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export interface WebhookTarget {
  requestUrl: string;
  requestMethod: string;
  requestFormat: string;
  headerKey: string | null;
  headerValue: string;
  secret: string;
}

/** A webhook that takes a signed JSON POST and nothing else (an event webhook). */
export const jsonPostTarget = (webhook: { requestUrl: string; secret: string }): WebhookTarget => ({
  requestUrl: webhook.requestUrl,
  requestMethod: 'POST',
  requestFormat: 'JSON',
  headerKey: null,
  headerValue: '',
  secret: webhook.secret,
});

/**
 * The request of one delivery: the payload in the webhook's format (a GET's in its query, as a
 * form would send it), the organiser's one header, the delivery id and the signature over what
 * was sent.
 */
export function webhookRequest(
  webhook: WebhookTarget,
  payload: Record<string, PayloadValue>,
  deliveryId: string,
  now = Date.now(),
): OutboundRequest {
  const timestamp = Math.floor(now / 1000);
  const format = webhook.requestFormat as WebhookFormat;
  const headers: Record<string, string> = {
    'User-Agent': 'Showdesk-Webhooks/1',
    [deliveryHeader]: deliveryId,
  };
  let url = webhook.requestUrl;
  let body: string | undefined;
  let signed: string;
  if (webhook.requestMethod === 'GET') {
    const query = toFormEncoded(payload);
    const target = new URL(url);
    target.search = target.search ? `${target.search.slice(1)}&${query}` : query;
    url = target.toString();
    signed = target.search.slice(1);
  } else {
    body = serialisePayload(payload, format);
    signed = body;
    headers['Content-Type'] = `${formatContentTypes[format]}; charset=utf-8`;
  }
  // Content-Type as the organiser set it; Authorization only with a value (calls 7.4).
  if (webhook.headerKey && webhook.headerValue) headers[webhook.headerKey] = webhook.headerValue;
  headers[signatureHeader] = signature(webhook.secret, timestamp, signed);
  return { url, method: webhook.requestMethod, headers, body };
}

export interface AttemptOutcome {
  statusCode: number | null;
  statusText: string;
  responseExcerpt: string;
  error: string | null;
  durationMs: number;
  /** The address was refused (SSRF guard): no retry will change that. */
  isRefused: boolean;
}

/** Sends one request through the guarded client and describes what came back. */
export async function attempt(
  request: OutboundRequest,
  allowedHosts: AllowedHosts,
): Promise<AttemptOutcome> {
  const started = Date.now();
  try {
    const response = await sendOutbound(request, { allowedHosts });
    return {
      statusCode: response.statusCode,
      statusText: response.statusText,
      responseExcerpt: response.text.slice(0, responseExcerptChars),
      error: null,
      durationMs: Date.now() - started,
      isRefused: false,
    };
  } catch (error) {
    return {
      statusCode: null,
      statusText: '',
      responseExcerpt: '',
      error: error instanceof Error ? error.message : String(error),
      durationMs: Date.now() - started,
      isRefused: error instanceof Error && error.name === 'RefusedAddressError',
    };
  }
}

export const isSuccess = (statusCode: number | null) =>
  statusCode !== null && statusCode >= 200 && statusCode < 300;
