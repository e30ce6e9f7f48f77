import { z } from 'zod';
import { listQuerySchema } from '../list-query.ts';
import { text } from '../text.ts';
import { formLimits } from './constants.ts';
import { addressParts, nameParts } from './field-settings.ts';
import { isLayoutFieldType } from './field-types.ts';
import type { FieldDefinition } from './fields.ts';
import { defaultLogicOperator, logicOperators, logicRuleSchema } from './logic-map.ts';
import { type FieldIssue, requiredText, stampFields, trimmedText } from './records.ts';

/**
 * A form's webhooks (spec section 3, Webhook; calls 7.1 and 7.4): when a submission is sent, each
 * active webhook whose rules hold receives a payload built from the submission, the team's custom
 * fields and the submitter ("client"), mapped by its payloadFields, serialised as JSON, XML or
 * FORM. The server delivers it (features/webhooks): signed, retried, logged.
 */

export const webhookMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type WebhookMethod = (typeof webhookMethods)[number];
export const webhookFormats = ['JSON', 'XML', 'FORM'] as const;
export type WebhookFormat = (typeof webhookFormats)[number];
/** The one header an organiser may set (spec section 3). */
export const webhookHeaderKeys = ['Content-Type', 'Authorization'] as const;
export type WebhookHeaderKey = (typeof webhookHeaderKeys)[number];
export const payloadCategories = ['field', 'customField', 'client'] as const;
export type PayloadCategory = (typeof payloadCategories)[number];
/** What a payload field of category client may read of the submitter (spec section 3). */
export const clientSources = [
  'userId',
  'firstName',
  'surname',
  'fullName',
  'email',
  'teamId',
  'teamName',
] as const;
export type ClientSource = (typeof clientSources)[number];

export const clientSourceLabels: Record<ClientSource, string> = {
  userId: 'User ID',
  firstName: 'First name',
  surname: 'Surname',
  fullName: 'Full name',
  email: 'Email',
  teamId: 'Team ID',
  teamName: 'Team name',
};

export const webhookLimits = {
  nameChars: 200,
  urlChars: 2000,
  headerValueChars: 2000,
  payloadFields: 100,
  targetIdChars: 100,
  perForm: 20,
} as const;

export const webhookMessages = {
  notFound: 'Webhook not found',
  tooMany: `A form has at most ${webhookLimits.perForm} webhooks`,
  url: 'Enter a web address starting with http:// or https://',
  targetId: 'Use a name that starts with a letter or _, then letters, digits, _, - or .',
  duplicateTarget: 'Each payload key may be used once',
  notOnForm: 'This field is not on the form',
  noValue: 'This field holds no value',
  notAPart: 'Choose a part of this address or name',
  noNesting: 'Only address and name fields have parts',
  unknownCustomField: 'This custom field does not exist',
  unknownClientSource: 'Choose one of the client values',
  clientNoNesting: 'Client values have no parts',
  headerValueControl: 'A header value may not contain control characters such as line breaks',
  headerValueLatin1: 'A header value may hold only Latin-1 characters (no emoji or other scripts)',
} as const;

/** The signature header every request carries (see `signedContent`). */
export const signatureHeader = 'X-Showdesk-Signature';
/** The delivery's id, the same on every attempt: receivers can drop a repeat. */
export const deliveryHeader = 'X-Showdesk-Delivery';

/**
 * A key of the payload: also an XML element name and a form field name, so it starts with a
 * letter or _ and holds letters, digits, _, - and . only (never "xml…", reserved in XML).
 */
const targetIdSchema = text(webhookMessages.targetId)
  .trim()
  .min(1, webhookMessages.targetId)
  .max(webhookLimits.targetIdChars, `Use at most ${webhookLimits.targetIdChars} characters`)
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/, webhookMessages.targetId)
  .refine((id) => !/^xml/i.test(id) && id !== '__proto__', webhookMessages.targetId);

export const payloadFieldSchema = z.strictObject({
  category: z.enum(payloadCategories, 'Choose field, custom field or client'),
  /** The key the value gets in the payload. */
  targetId: targetIdSchema,
  /** A field of the form, a custom field of the event, or a client source. */
  sourceId: text('Choose a source').trim().min(1, 'Choose a source').max(100),
  /** The source field's type as the organiser picked it (informative; the form decides). */
  sourceType: trimmedText(50).nullable().default(null),
  /** A part of an address or full name field (addressLine1, city, firstName, …). */
  nestedKey: trimmedText(50).nullable().default(null),
});
export type PayloadField = z.output<typeof payloadFieldSchema>;
export type PayloadFieldInput = z.input<typeof payloadFieldSchema>;

/** http(s) URL syntax only; where it points is the server's check (lib/outbound). */
const requestUrlSchema = text(webhookMessages.url)
  .trim()
  .max(webhookLimits.urlChars, `Use at most ${webhookLimits.urlChars} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
    } catch {
      return false;
    }
  }, webhookMessages.url);

/**
 * The organiser's header value as HTTP can carry it, checked before it is trimmed: no control
 * character but tab (a CR or LF would end the header and start another one of the sender's
 * choosing; NUL, other C0 controls and DEL are refused by HTTP itself) and nothing beyond
 * Latin-1, which Node refuses to send. Refused on save, never first at send.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const headerControl = /[\u0000-\u0008\u000a-\u001f\u007f]/;
const headerValueSchema = text()
  .refine((value) => !headerControl.test(value), webhookMessages.headerValueControl)
  .refine((value) => !/[\u0100-\uffff]/.test(value), webhookMessages.headerValueLatin1)
  .trim()
  .max(webhookLimits.headerValueChars, `Use at most ${webhookLimits.headerValueChars} characters`);

/** The settings, without defaults (an update changes only the keys it sends). */
const webhookFields = {
  name: requiredText('a name', webhookLimits.nameChars),
  isActive: z.boolean(),
  operator: z.enum(logicOperators, 'Choose ANY or ALL'),
  rules: z
    .array(logicRuleSchema)
    .max(formLimits.rulesPerEntry, `Add at most ${formLimits.rulesPerEntry} rules`),
  requestURL: requestUrlSchema,
  requestMethod: z.enum(webhookMethods, 'Choose GET, POST, PUT or DELETE'),
  requestFormat: z.enum(webhookFormats, 'Choose JSON, XML or FORM'),
  headerKey: z.enum(webhookHeaderKeys, 'Choose Content-Type or Authorization').nullable(),
  headerValue: headerValueSchema,
  payloadFields: z
    .array(payloadFieldSchema)
    .max(webhookLimits.payloadFields, `Add at most ${webhookLimits.payloadFields} payload fields`),
};

export const webhookInputSchema = z.strictObject({
  ...webhookFields,
  isActive: webhookFields.isActive.default(true),
  operator: webhookFields.operator.default(defaultLogicOperator),
  rules: webhookFields.rules.default([]),
  requestMethod: webhookFields.requestMethod.default('POST'),
  requestFormat: webhookFields.requestFormat.default('JSON'),
  headerKey: webhookFields.headerKey.default(null),
  headerValue: webhookFields.headerValue.default(''),
  payloadFields: webhookFields.payloadFields.default([]),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;
export type WebhookValues = z.output<typeof webhookInputSchema>;

/** A change: only the keys sent (no defaults filled in). */
export const webhookUpdateSchema = z.strictObject(webhookFields).partial();
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const deliveryStatuses = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  parentType: z.literal('form'),
  /** The form's id. */
  parentId: z.string(),
  isActive: z.boolean(),
  operator: z.enum(logicOperators),
  rules: z.array(logicRuleSchema),
  requestURL: z.string(),
  requestMethod: z.enum(webhookMethods),
  requestFormat: z.enum(webhookFormats),
  headerKey: z.enum(webhookHeaderKeys).nullable(),
  /**
   * The header's value; empty for Authorization, whose value is a credential and never leaves
   * the server again (`hasHeaderValue` says one is set; a change that leaves out headerValue
   * keeps it).
   */
  headerValue: z.string(),
  hasHeaderValue: z.boolean(),
  payloadFields: z.array(payloadFieldSchema),
  /** The latest delivery's status, if any (the list's column). */
  lastDeliveryStatus: z.enum(deliveryStatuses).nullable(),
  lastDeliveryAt: z.iso.datetime().nullable(),
  ...stampFields,
});
export type Webhook = z.output<typeof webhookSchema>;

/** The create (and rotate) answer: the signing secret, shown this once and never again. */
export const webhookWithSecretSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookWithSecret = z.output<typeof webhookWithSecretSchema>;

/** One attempt of one delivery, as the delivery log shows it (newest first). */
export const deliveryAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  submissionId: z.string().nullable(),
  attempt: z.number().int(),
  attemptedAt: z.iso.datetime(),
  /** The HTTP status, null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  /** The start of the answer's text (at most `responseExcerptChars`). */
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** The delivery's status now (delivered, retrying, failed). */
  deliveryStatus: z.enum(deliveryStatuses),
});
export type DeliveryAttempt = z.output<typeof deliveryAttemptSchema>;

/** The test call's answer (calls 7.4): the response status and text. */
export const webhookTestResultSchema = z.object({
  statusCode: z.number().int().nullable(),
  statusText: z.string(),
  responseText: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
});
export type WebhookTestResult = z.output<typeof webhookTestResultSchema>;

export const responseExcerptChars = 2000;

// ---------------------------------------------------------------------------------------------
// Checks against the form and the event

/** What the payload fields may name: the form's fields and the event's custom field ids. */
export interface PayloadSources {
  fields: readonly FieldDefinition[];
  customFieldIds: ReadonlySet<string>;
}

/**
 * The payload fields' sources exist: a field of this form that holds a value (a part only of an
 * address or a name), a custom field of the event, a client source; each key used once. Issues
 * at `payloadFields.<index>.<key>`.
 */
export function checkPayloadFields(
  payloadFields: readonly PayloadField[],
  sources: PayloadSources,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const byId = new Map(sources.fields.map((field) => [field.id, field]));
  const seen = new Set<string>();
  for (const [index, entry] of payloadFields.entries()) {
    const issue = (key: string, message: string) =>
      issues.push({ path: `payloadFields.${index}.${key}`, message });
    if (seen.has(entry.targetId)) issue('targetId', webhookMessages.duplicateTarget);
    seen.add(entry.targetId);
    if (entry.category === 'customField') {
      if (!sources.customFieldIds.has(entry.sourceId))
        issue('sourceId', webhookMessages.unknownCustomField);
      if (entry.nestedKey !== null) issue('nestedKey', webhookMessages.clientNoNesting);
      continue;
    }
    if (entry.category === 'client') {
      if (!(clientSources as readonly string[]).includes(entry.sourceId))
        issue('sourceId', webhookMessages.unknownClientSource);
      if (entry.nestedKey !== null) issue('nestedKey', webhookMessages.clientNoNesting);
      continue;
    }
    const field = byId.get(entry.sourceId);
    if (!field) {
      issue('sourceId', webhookMessages.notOnForm);
      continue;
    }
    if (isLayoutFieldType(field.type)) {
      issue('sourceId', webhookMessages.noValue);
      continue;
    }
    if (entry.nestedKey === null) continue;
    if (field.type === 'address' || field.type === 'fullName') {
      const parts: readonly string[] = field.type === 'address' ? addressParts : nameParts;
      if (!parts.includes(entry.nestedKey)) issue('nestedKey', webhookMessages.notAPart);
    } else issue('nestedKey', webhookMessages.noNesting);
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// The payload

/** The submitter as a payload reads them; empty for a guest. */
export type ClientValues = Partial<Record<ClientSource, string>>;

export interface PayloadContext {
  /** The submission's values by field id. */
  values: Readonly<Record<string, unknown>>;
  /**
   * The form's fields: with no payload fields mapped, each value is keyed by its field's
   * readable name (`readablePayloadKeys`) instead of its id.
   */
  fields?: readonly Pick<FieldDefinition, 'id' | 'label' | 'reportLabel'>[];
  /** The team's custom field values by custom field id (empty for a guest). */
  customFields: Readonly<Record<string, unknown>>;
  client: ClientValues;
}

export type PayloadValue =
  | string
  | number
  | boolean
  | null
  | PayloadValue[]
  | { [key: string]: PayloadValue };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored value as plain data (no undefined, no functions; dates as text). */
function plain(value: unknown): PayloadValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map(plain);
  if (isRecord(value)) {
    const out: Record<string, PayloadValue> = {};
    for (const [key, inner] of Object.entries(value)) {
      if (inner !== undefined && key !== '__proto__') out[key] = plain(inner);
    }
    return out;
  }
  return String(value);
}

/**
 * The default payload's key of each field: its report label or label in snake case ("Stand
 * name" → stand_name), a valid payload key (a letter or _ first; never "xml…"), unique within
 * the form (stand_name_2). A field whose name leaves nothing keeps its id.
 */
export function readablePayloadKeys(
  fields: readonly Pick<FieldDefinition, 'id' | 'label' | 'reportLabel'>[],
): Map<string, string> {
  const keys = new Map<string, string>();
  const taken = new Set<string>();
  for (const field of fields) {
    let key = (field.reportLabel || field.label)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, webhookLimits.targetIdChars - 4);
    if (key === '') key = field.id;
    if (/^[0-9]/.test(key) || /^xml/.test(key)) key = `f_${key}`;
    let unique = key;
    for (let n = 2; taken.has(unique); n += 1) unique = `${key}_${n}`;
    taken.add(unique);
    keys.set(field.id, unique);
  }
  return keys;
}

/**
 * The payload of one submission: one key per payload field (its targetId), in their order, with
 * the value it maps: a field's value (or one part of an address or name: `nestedKey`), a custom
 * field's value of the team, or a client value. What is missing is null. No payload fields: every
 * value of the submission, keyed by its field's readable name when the fields are given.
 */
export function buildPayload(
  payloadFields: readonly PayloadField[],
  context: PayloadContext,
): Record<string, PayloadValue> {
  const payload: Record<string, PayloadValue> = {};
  if (payloadFields.length === 0) {
    const keys = readablePayloadKeys(context.fields ?? []);
    for (const [id, value] of Object.entries(context.values)) {
      payload[keys.get(id) ?? id] = plain(value);
    }
    return payload;
  }
  for (const entry of payloadFields) {
    let value: unknown;
    if (entry.category === 'client') value = context.client[entry.sourceId as ClientSource];
    else if (entry.category === 'customField') value = context.customFields[entry.sourceId];
    else {
      value = context.values[entry.sourceId];
      if (entry.nestedKey !== null) value = isRecord(value) ? value[entry.nestedKey] : undefined;
    }
    payload[entry.targetId] = plain(value);
  }
  return payload;
}

/** A plausible value of each field type, for the test call (spec 7.4). */
function sampleValue(field: FieldDefinition): unknown {
  switch (field.type) {
    case 'email':
      return 'sample@example.com';
    case 'number':
      return 42;
    case 'tel':
      return '+44 20 7946 0000';
    case 'url':
      return 'https://example.com';
    case 'date':
      return '2027-01-31';
    case 'checkbox':
      return ['Sample'];
    case 'disclaimer':
      return true;
    case 'address':
      return {
        addressLine1: '1 Sample Street',
        addressLine2: 'Unit 2',
        city: 'Sampleton',
        county: 'Sample County',
        country: 'United Kingdom',
        postcode: 'SA1 1AA',
      };
    case 'fullName':
      return {
        prefix: 'Dr',
        firstName: 'Sam',
        middleName: 'Q',
        surname: 'Sample',
        postNominals: 'PhD',
      };
    case 'itemList':
      return [];
    case 'repeater':
      return [];
    case 'upload':
      return [];
    case 'grandTotal':
      return 0;
    case 'template':
      return { loopCount: 0, templateValues: [] };
    default:
      return `Sample ${'label' in field && typeof field.label === 'string' ? field.label : field.id}`;
  }
}

/** Sample submission values for a form's fields (the test call). */
export function sampleValues(fields: readonly FieldDefinition[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (!isLayoutFieldType(field.type)) values[field.id] = sampleValue(field);
  }
  return values;
}

// ---------------------------------------------------------------------------------------------
// Serialising

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

/** The delivery log's query: pages, newest attempt first (the one sort). */
export const deliveryLogQuerySchema = listQuerySchema({
  sorts: ['attemptedAt'] as const,
  defaultSort: '-attemptedAt',
});
