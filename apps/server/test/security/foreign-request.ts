import type { JsonSchema, Operation } from './openapi-operations.ts';
import type { IdKind } from './sweep-fixture.ts';

/**
 * Which record a field or parameter names, by its name. A name that looks like an id (`id`,
 * `ids`, `…Id`, `…Ids`) and is neither here nor in `notIds` fails the sweep, so an id field
 * added later gets another event's ids too once its kind is written here.
 */
const idFields: Record<string, IdKind> = {
  teamId: 'team',
  parentId: 'team',
  teamIds: 'team',
  userId: 'user',
  userIds: 'user',
  ownerId: 'user',
  transferToUserId: 'user',
  assetId: 'asset',
  contentId: 'content',
  contentIds: 'content',
  itemIds: 'content',
  pathId: 'content',
  sectionId: 'section',
  downloadId: 'download',
  customFieldId: 'customField',
  teamTypeId: 'teamType',
  teamTypeIds: 'teamType',
  allowedTeamTypeIds: 'teamType',
  showToTeamTypeIds: 'teamType',
  hideFromTeamTypeIds: 'teamType',
  layoutId: 'layout',
  importId: 'import',
  fileId: 'file',
  chaserId: 'welcomeChaser',
  formId: 'form',
  formIds: 'form',
  fieldGroupId: 'fieldGroup',
  // A lock's record (/locks/{type}/{recordId}): the sweep's type is the first, form.
  recordId: 'form',
  // A builder save's field lists and logic name fields of the form or group being saved.
  fieldIds: 'field',
  removedFieldIds: 'field',
  sourceId: 'field',
  thenFieldId: 'field',
  elseFieldId: 'field',
  nestedId: 'field',
  submissionId: 'submission',
  fieldId: 'field',
  taskId: 'task',
  taskIds: 'task',
  taskGroupId: 'taskGroup',
  groupId: 'taskGroup',
  groupIds: 'taskGroup',
  commentId: 'comment',
  replyId: 'reply',
  confirmationId: 'confirmation',
  notificationId: 'formNotification',
  emailId: 'outboxEmail',
  supplierId: 'supplier',
  supplierIds: 'supplier',
  supplierGroupId: 'supplierGroup',
  supplierGroupIds: 'supplierGroup',
  // A notification's recipient field is read in the template field it names.
  sendToFieldGroupId: 'field',
  webhookId: 'webhook',
  eventWebhookId: 'eventWebhook',
  tokenId: 'apiToken',
  reportId: 'report',
  // A task's attachments are files uploaded for it.
  attachmentIds: 'file',
};
/**
 * Id-like names that name no record of an event: a currency, an item of a field's price list,
 * a webhook payload's key, a WebAuthn credential's raw id (a passkey's answer), the events a
 * single sign-on provider (the platform's own record) is for and its client id at the provider.
 */
export const notIds = new Set([
  'currencyId',
  'itemId',
  'targetId',
  'rawId',
  'eventIds',
  'clientId',
]);
/** `ids` (a reorder or bulk body) names the records of the collection it acts on. */
const collections: Record<string, IdKind> = {
  'custom-fields': 'customField',
  sections: 'section',
  teams: 'team',
  content: 'content',
  forms: 'form',
  tasks: 'task',
  confirmations: 'confirmation',
  suppliers: 'supplier',
  'supplier-groups': 'supplierGroup',
};
/** The last path segments of a bulk action on a collection's `ids`. */
const bulkActions = new Set(['order', 'archive']);
/** Fields holding the address of a stored file (branding images): another event's file's URL. */
const fileUrlFields = new Set(['logo', 'invertedLogo', 'iconLogo', 'loginImage']);

/** Path parameters that name a fixed thing, not a record (by the collection they follow). */
const fixedPathValues: Record<string, string> = {
  'core-pages': 'timeTable',
  // A calendar feed's secret link: an unknown token (the feed is found by the token alone).
  calendar: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics',
  // An email template's :emailId is its kind, not a record.
  'email-templates': 'welcome',
  // A copy of an event (platform admins' global record, no event's): an unknown one.
  copies: 'no-such-copy',
  // A person's own login session (no event's; another person's answers as missing, tested in
  // features/people/sessions): an unknown one.
  sessions: 'no-such-session',
  // A person's own passkey (no event's; another person's answers as missing, tested in
  // features/people/auth/passkeys.test.ts): an unknown one.
  passkeys: 'no-such-passkey',
  // A single sign-on provider (the platform's, no event's) and a sign-in's start: an unknown one.
  'sso-providers': 'no-such-provider',
  sso: 'no-such-provider',
};
/** The value of a path parameter that names a fixed thing (a core page), if it is one. */
export function fixedPathValue(op: Operation, name: string): string | undefined {
  const segments = op.path.split('/');
  return fixedPathValues[segments[segments.indexOf(`{${name}}`) - 1] ?? ''];
}

export const looksLikeId = (name: string) => /^(id|ids)$|Ids?$/.test(name);

export interface ForeignRequest {
  url: string;
  /** JSON value, or multipart text fields (the sweep adds a PDF file). */
  body: unknown;
  /** Another event's ids put in the path, the query and the body. */
  swapped: { path: string[]; query: string[]; body: string[] };
  /** How many body fields name records; `only` picks one of them to carry a foreign id alone. */
  bodyIdFields: number;
}

export interface SwapContext {
  homeEventId: string;
  otherEventId: string;
  otherIds: Record<IdKind, string[]>;
}

/**
 * The request the sweep sends for an operation: the home event in the path, and another
 * event's ids in every path parameter, query parameter and body field that names a record.
 * The body is a valid example of its schema otherwise, so that what refuses it is the id.
 * With `only`, just that one body id field carries a foreign id (the others are emptied where
 * their schema allows), so one check refusing another field cannot hide a missing check.
 */
export function foreignRequest(op: Operation, ctx: SwapContext, only?: number): ForeignRequest {
  const swapped: ForeignRequest['swapped'] = { path: [], query: [], body: [] };
  let url = op.path;
  for (const p of op.parameters.filter((x) => x.in === 'path')) {
    url = url.replace(
      `{${p.name}}`,
      encodeURIComponent(pathValue(op, p.name, p.schema, ctx, swapped)),
    );
  }
  const query = new URLSearchParams();
  for (const p of op.parameters.filter((x) => x.in === 'query')) {
    if (p.name === 'eventId') {
      query.set(p.name, ctx.otherEventId);
      swapped.query.push(ctx.otherEventId);
    } else if (looksLikeId(p.name) && !notIds.has(p.name)) {
      const id = idOf(kindOf(op, p.name), ctx);
      query.set(p.name, id);
      swapped.query.push(id);
    } else if (p.required) {
      query.set(p.name, String(example(p.schema, p.name, op, ctx, { out: [], fields: 0 })));
    }
  }
  const search = query.toString();
  const gen: Generation = { out: swapped.body, fields: 0, only };
  const body = op.body ? example(op.body.schema, '', op, ctx, gen) : undefined;
  return { url: search ? `${url}?${search}` : url, body, swapped, bodyIdFields: gen.fields };
}

function pathValue(
  op: Operation,
  name: string,
  schema: JsonSchema,
  ctx: SwapContext,
  swapped: ForeignRequest['swapped'],
): string {
  if (name === 'eventId') return ctx.homeEventId;
  if (schema.enum?.length) return String(schema.enum[0]);
  if (name === 'fileName') return 'file.pdf';
  const fixed = fixedPathValue(op, name);
  if (fixed) return fixed;
  const id = idOf(kindOf(op, name), ctx);
  swapped.path.push(id);
  return id;
}

/** The kind of record a parameter or field names (throws for an id-like name it does not know). */
export function kindOf(op: Operation, name: string): IdKind {
  // A form's notifications and the admin notifications share the parameter's name.
  if (name === 'notificationId' && !op.path.includes('/forms/')) return 'notification';
  const known = idFields[name];
  if (known) return known;
  if (name === 'ids') {
    const segments = op.path.split('/');
    const action = segments.findLastIndex((segment) => bulkActions.has(segment));
    const collection = segments[action - 1] ?? '';
    const kind = collections[collection];
    if (kind) return kind;
  }
  throw new Error(
    `${op.method} ${op.path}: "${name}" looks like an id of an unknown kind; add it to idFields in security/foreign-request.ts`,
  );
}

const idOf = (kind: IdKind, ctx: SwapContext) => ctx.otherIds[kind][0]!;

/**
 * How a body is being made: the ids put in so far (`out`), how many id fields were met, and,
 * for a variant that tests one field alone, which one gets another event's id (the others are
 * emptied where the schema allows: an empty list, a null).
 */
interface Generation {
  out: string[];
  fields: number;
  only?: number;
}

/** Whether the id field met now gets another event's id (always, unless a variant picks one). */
function takesForeignId(gen: Generation): boolean {
  const index = gen.fields++;
  return gen.only === undefined || gen.only === index;
}

function foreignId(kind: IdKind, ctx: SwapContext, gen: Generation) {
  const id = idOf(kind, ctx);
  gen.out.push(id);
  return id;
}

/** A value of the schema; fields naming records get another event's ids. */
function example(
  schema: JsonSchema,
  key: string,
  op: Operation,
  ctx: SwapContext,
  gen: Generation,
): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return bestVariant(variants, key, op, ctx, gen);
  if (schema.allOf?.length) return example(schema.allOf[0]!, key, op, ctx, gen);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (type === 'object' || schema.properties) return exampleObject(schema, op, ctx, gen);
  const isIdField = Boolean(key) && looksLikeId(key) && !notIds.has(key) && key !== 'id';
  if (type === 'array') {
    const count = Math.max(schema.minItems ?? 1, 1);
    if (isIdField) {
      const kind = kindOf(op, key);
      if (!takesForeignId(gen) && !schema.minItems) return [];
      return Array.from({ length: count }, () => foreignId(kind, ctx, gen));
    }
    return Array.from({ length: count }, () => example(schema.items ?? {}, key, op, ctx, gen));
  }
  if (type === 'boolean') return false;
  if (type === 'integer' || type === 'number') return numberIn(schema);
  if (fileUrlFields.has(key)) {
    const fileId = foreignId('file', ctx, gen);
    return `/api/v1/events/${ctx.otherEventId}/files/${fileId}`;
  }
  if (isIdField) {
    const kind = kindOf(op, key);
    if (!takesForeignId(gen) && schema.nullable) return null;
    return foreignId(kind, ctx, gen);
  }
  return stringFor(schema);
}

function bestVariant(
  variants: JsonSchema[],
  key: string,
  op: Operation,
  ctx: SwapContext,
  gen: Generation,
) {
  // The variant carrying the most ids of the other event (a section's image or resources).
  const tries = variants
    .filter((v) => v.type !== 'null')
    .map((v) => {
      const trial: Generation = { out: [], fields: gen.fields, only: gen.only };
      return { value: example(v, key, op, ctx, trial), trial };
    });
  const best = tries.reduce((a, b) => (b.trial.out.length > a.trial.out.length ? b : a), tries[0]!);
  gen.out.push(...best.trial.out);
  gen.fields = best.trial.fields;
  return best.value;
}

function exampleObject(schema: JsonSchema, op: Operation, ctx: SwapContext, gen: Generation) {
  if (
    schema.additionalProperties &&
    typeof schema.additionalProperties === 'object' &&
    !schema.properties
  ) {
    // A record keyed by custom field ids (a team's values).
    if (!takesForeignId(gen)) return {};
    const id = foreignId('customField', ctx, gen);
    return { [id]: example(schema.additionalProperties, '', op, ctx, gen) };
  }
  const value: Record<string, unknown> = {};
  const props = schema.properties ?? {};
  for (const [name, prop] of Object.entries(props)) value[name] = example(prop, name, op, ctx, gen);
  const typeEnum = props.type?.enum ?? (props.type?.const !== undefined ? [props.type.const] : []);
  // What a typed item points at depends on its type: make it point at a content page, or
  // (an image section) at an asset, of the other event.
  if ((props.pathId || props.id) && typeEnum.includes('content')) {
    value.type = 'content';
    if (!props.pathId) value.id = foreignId('content', ctx, gen);
  }
  if (typeEnum.length === 1 && typeEnum[0] === 'image' && props.data?.type === 'string') {
    value.data = foreignId('asset', ctx, gen);
  }
  return value;
}

function numberIn(schema: JsonSchema): number {
  const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
  const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
  return Math.min(Math.max(min, 1), max);
}

function stringFor(schema: JsonSchema): string {
  switch (schema.format) {
    case 'email':
      return 'sweep-person@example.com';
    case 'date':
      return '2026-11-23';
    case 'date-time':
      return '2026-11-23T10:00:00.000Z';
    case 'uri':
    case 'url':
      return 'https://example.com/sweep';
    case 'binary':
      return '';
  }
  if (schema.pattern?.startsWith('^#')) return '#029e66';
  const base = 'Sweep';
  const min = schema.minLength ?? 1;
  const text = base.length >= min ? base : base.padEnd(min, 'x');
  return schema.maxLength !== undefined ? text.slice(0, Math.max(schema.maxLength, 0)) : text;
}
