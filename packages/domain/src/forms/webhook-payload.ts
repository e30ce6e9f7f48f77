import { addressParts, nameParts } from './field-settings.ts';
import { isLayoutFieldType } from './field-types.ts';
import type { FieldDefinition } from './fields.ts';
import type { FieldIssue } from './records.ts';
import {
  type ClientSource,
  clientSources,
  type PayloadField,
  webhookLimits,
  webhookMessages,
} from './webhooks.ts';

/**
 * What a webhook sends (spec section 3, Webhook): its payload fields name a form field, a custom
 * field of the event or a client value; here they are checked against the form and the event,
 * and turned into the payload of one submission (or of sample values, for the test call).
 */

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
