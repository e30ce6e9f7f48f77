import { z } from 'zod';
import { listQuerySchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';
import { formLimits } from './constants.ts';
import { defaultLogicOperator, logicOperators, logicRuleSchema } from './logic-map.ts';
import { requiredText, stampFields, trimmedText } from './records.ts';

/**
 * A form's webhooks (spec section 3, Webhook; calls 7.1 and 7.4): when a submission is sent, each
 * active webhook whose rules hold receives a payload built from the submission, the team's custom
 * fields and the submitter ("client"), mapped by its payloadFields, serialised as JSON, XML or
 * FORM. The server delivers it (features/webhooks): signed, retried, logged.
 *
 * This module is the record: its settings, limits, messages and the shapes the API answers with.
 * What a payload holds is `webhook-payload.ts`; how it travels (format, signature) is
 * `webhook-request.ts`.
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
  notFound: /*i18n*/ 'Webhook not found',
  tooMany: say(/*i18n*/ 'A form has at most {max} webhooks', { max: webhookLimits.perForm }),
  url: /*i18n*/ 'Enter a web address starting with http:// or https://',
  targetId: /*i18n*/ 'Use a name that starts with a letter or _, then letters, digits, _, - or .',
  duplicateTarget: /*i18n*/ 'Each payload key may be used once',
  notOnForm: /*i18n*/ 'This field is not on the form',
  noValue: /*i18n*/ 'This field holds no value',
  notAPart: /*i18n*/ 'Choose a part of this address or name',
  noNesting: /*i18n*/ 'Only address and name fields have parts',
  unknownCustomField: /*i18n*/ 'This custom field does not exist',
  unknownClientSource: /*i18n*/ 'Choose one of the client values',
  clientNoNesting: /*i18n*/ 'Client values have no parts',
  headerValueControl:
    /*i18n*/ 'A header value may not contain control characters such as line breaks',
  headerValueLatin1:
    /*i18n*/ 'A header value may hold only Latin-1 characters (no emoji or other scripts)',
} as const;

/**
 * A key of the payload: also an XML element name and a form field name, so it starts with a
 * letter or _ and holds letters, digits, _, - and . only (never "xml…", reserved in XML).
 */
const targetIdSchema = text(webhookMessages.targetId)
  .trim()
  .min(1, webhookMessages.targetId)
  .max(
    webhookLimits.targetIdChars,
    say(/*i18n*/ 'Use at most {max} characters', { max: webhookLimits.targetIdChars }),
  )
  .regex(/^[A-Za-z_][A-Za-z0-9_.-]*$/, webhookMessages.targetId)
  .refine((id) => !/^xml/i.test(id) && id !== '__proto__', webhookMessages.targetId);

export const payloadFieldSchema = z.strictObject({
  category: z.enum(payloadCategories, /*i18n*/ 'Choose field, custom field or client'),
  /** The key the value gets in the payload. */
  targetId: targetIdSchema,
  /** A field of the form, a custom field of the event, or a client source. */
  sourceId: text(/*i18n*/ 'Choose a source').trim().min(1, /*i18n*/ 'Choose a source').max(100),
  /** The source field's type as the organiser picked it (informative; the form decides). */
  sourceType: trimmedText(50).nullable().default(null),
  /** A part of an address or full name field (addressLine1, city, firstName, …). */
  nestedKey: trimmedText(50).nullable().default(null),
});
export type PayloadField = z.output<typeof payloadFieldSchema>;
export type PayloadFieldInput = z.input<typeof payloadFieldSchema>;

/**
 * http(s) URL syntax only; where it points is the server's check (lib/outbound). Event webhooks
 * (integrations/event-webhooks.ts) take their address the same way.
 */
export const requestUrlSchema = text(webhookMessages.url)
  .trim()
  .max(
    webhookLimits.urlChars,
    say(/*i18n*/ 'Use at most {max} characters', { max: webhookLimits.urlChars }),
  )
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
  .max(
    webhookLimits.headerValueChars,
    say(/*i18n*/ 'Use at most {max} characters', {
      max: webhookLimits.headerValueChars,
    }),
  );

/** The settings, without defaults (an update changes only the keys it sends). */
const webhookFields = {
  name: requiredText(/*i18n*/ 'Enter a name', webhookLimits.nameChars),
  isActive: z.boolean(),
  operator: z.enum(logicOperators, /*i18n*/ 'Choose ANY or ALL'),
  rules: z
    .array(logicRuleSchema)
    .max(
      formLimits.rulesPerEntry,
      say(/*i18n*/ 'Add at most {max} rules', { max: formLimits.rulesPerEntry }),
    ),
  requestURL: requestUrlSchema,
  requestMethod: z.enum(webhookMethods, /*i18n*/ 'Choose GET, POST, PUT or DELETE'),
  requestFormat: z.enum(webhookFormats, /*i18n*/ 'Choose JSON, XML or FORM'),
  headerKey: z.enum(webhookHeaderKeys, /*i18n*/ 'Choose Content-Type or Authorization').nullable(),
  headerValue: headerValueSchema,
  payloadFields: z.array(payloadFieldSchema).max(
    webhookLimits.payloadFields,
    say(/*i18n*/ 'Add at most {max} payload fields', {
      max: webhookLimits.payloadFields,
    }),
  ),
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

/** The delivery log's query: pages, newest attempt first (the one sort). */
export const deliveryLogQuerySchema = listQuerySchema({
  sorts: ['attemptedAt'] as const,
  defaultSort: '-attemptedAt',
});
