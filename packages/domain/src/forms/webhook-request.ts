import type { PayloadValue } from './webhook-payload.ts';
import type { WebhookFormat } from './webhooks.ts';

/**
 * How a webhook's payload travels (spec section 3, Webhook; calls 7.4): written as JSON, XML or
 * FORM, and signed. The server sends it (features/webhooks/send.ts); the admin pages name the
 * headers so that receivers can check them.
 */

/** The signature header every request carries (see `signedContent`). */
export const signatureHeader = 'X-Showdesk-Signature';
/** The delivery's id, the same on every attempt: receivers can drop a repeat. */
export const deliveryHeader = 'X-Showdesk-Delivery';

export const formatContentTypes: Record<WebhookFormat, string> = {
  JSON: 'application/json',
  XML: 'application/xml',
  FORM: 'application/x-www-form-urlencoded',
};

/** Whether XML 1.0 can hold a code point (no controls but tab, newline, return; no lone surrogates). */
const xmlHolds = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000;

const xmlText = (value: string) =>
  Array.from(value)
    .filter((char) => xmlHolds(char.codePointAt(0)!))
    .join('');

/** Text as XML character data or attribute value. */
export function escapeXml(value: string): string {
  return xmlText(value)

    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const xmlName = /^[A-Za-z_][A-Za-z0-9_.-]*$/;

function xmlElement(name: string, value: PayloadValue): string {
  // A key that is no element name (a field id starting with a digit) goes in an attribute.
  const [open, close] =
    xmlName.test(name) && !/^xml/i.test(name)
      ? [`<${name}`, `</${name}>`]
      : [`<entry key="${escapeXml(name)}"`, '</entry>'];
  if (value === null) return `${open}/>`;
  if (Array.isArray(value))
    return `${open}>${value.map((item) => xmlElement('item', item)).join('')}${close}`;
  if (typeof value === 'object') {
    const inner = Object.entries(value)
      .map(([key, item]) => xmlElement(key, item))
      .join('');
    return `${open}>${inner}${close}`;
  }
  return `${open}>${escapeXml(String(value))}${close}`;
}

/** `<payload>` with one element per key; lists as `<item>`s; a null as an empty element. */
export function toXml(payload: Record<string, PayloadValue>): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xmlElement('payload', payload)}`;
}

function formPairs(prefix: string, value: PayloadValue, out: [string, string][]) {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) formPairs(`${prefix}[${index}]`, item, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) formPairs(`${prefix}[${key}]`, item, out);
  } else out.push([prefix, value === null ? '' : String(value)]);
}

/**
 * application/x-www-form-urlencoded (also a GET's query): nested values in brackets
 * (`address[city]=…`, `items[0][name]=…`).
 */
export function toFormEncoded(payload: Record<string, PayloadValue>): string {
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(payload)) formPairs(key, value, pairs);
  return new URLSearchParams(pairs).toString();
}

export function serialisePayload(
  payload: Record<string, PayloadValue>,
  format: WebhookFormat,
): string {
  if (format === 'XML') return toXml(payload);
  if (format === 'FORM') return toFormEncoded(payload);
  return JSON.stringify(payload);
}

/**
 * What the signature covers: `<t>.<body>`, where the body is the request body or, for a GET
 * (which carries the payload as its query), the query string without its '?'.
 */
export const signedContent = (timestamp: number, body: string) => `${timestamp}.${body}`;
