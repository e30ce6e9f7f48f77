import { z } from 'zod';
import { booleanFilter, listQuerySchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { requiredText, stampFields } from '../forms/records.ts';
import {
  deliveryStatuses,
  requestUrlSchema,
  webhookLimits,
  webhookTestResultSchema,
} from '../forms/webhooks.ts';

/**
 * An event's webhooks (issue 31, part 4): an admin subscribes an address to kinds of things that
 * happen in the event. Each change is an audit entry, written in the change's transaction; the
 * entry's kinds (below) become one delivery per active webhook subscribed to them, in that same
 * transaction, delivered like a form webhook's: a JSON POST signed with the webhook's secret
 * (`X-Showdesk-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`), carrying the
 * delivery's id (`X-Showdesk-Delivery`, the same on every attempt), retried with backoff and
 * logged. The server's side is features/integrations/event-webhooks.
 */

export const eventWebhookKinds = [
  'team.created',
  'team.changed',
  'member.joined',
  'member.left',
  'submission.sent',
  'submission.changed',
  'task.status_changed',
  'task.approved',
  'task.sent_back',
  'comment.posted',
] as const;
export type EventWebhookKind = (typeof eventWebhookKinds)[number];

/** A test send's kind: never subscribed to, sent only when an admin asks. */
export const pingKind = 'ping';

/** What each kind tells, in the admin's words (the checkboxes of the webhook's form). */
export const eventWebhookKindDetails: Record<
  EventWebhookKind,
  { label: string; description: string }
> = {
  'team.created': { label: 'Team created', description: 'A team or stand share is added.' },
  'team.changed': {
    label: 'Team changed',
    description: 'A team’s name, owner, type or custom fields change, or the team is deleted.',
  },
  'member.joined': {
    label: 'Member joined',
    description: 'A person is added to a team (an invited person too).',
  },
  'member.left': {
    label: 'Member left',
    description: 'A person leaves or is removed from a team.',
  },
  'submission.sent': {
    label: 'Submission sent',
    description: 'A team or a guest sends a form (a draft sent counts once it is sent).',
  },
  'submission.changed': {
    label: 'Submission changed',
    description: 'A sent submission is edited or deleted (drafts are never told).',
  },
  'task.status_changed': {
    label: 'Task status changed',
    description: 'A team’s task becomes complete, not applicable or incomplete again.',
  },
  'task.approved': {
    label: 'Task approved',
    description: 'An organiser approves a team’s completed task.',
  },
  'task.sent_back': {
    label: 'Task sent back',
    description: 'An organiser sends a team’s task back with a note (it is incomplete again).',
  },
  'comment.posted': {
    label: 'Comment posted',
    description: 'A comment or a reply is posted on a team’s task thread.',
  },
};

export const eventWebhookLimits = {
  nameChars: webhookLimits.nameChars,
  urlChars: webhookLimits.urlChars,
  perEvent: 50,
} as const;

export const eventWebhookMessages = {
  invalid: /*i18n*/ 'Invalid event webhook',
  notFound: /*i18n*/ 'Event webhook not found',
  tooMany: say(/*i18n*/ 'An event has at most {max} event webhooks', {
    max: eventWebhookLimits.perEvent,
  }),
  kinds: /*i18n*/ 'Choose at least one kind of event',
  kind: say(/*i18n*/ 'Choose among: {kinds}', { kinds: eventWebhookKinds.join(', ') }),
} as const;

/** The kinds chosen: at least one, each once, in the list's own order. */
const kindsSchema = z
  .array(z.enum(eventWebhookKinds, eventWebhookMessages.kind))
  .min(1, eventWebhookMessages.kinds)
  .max(eventWebhookKinds.length * 2, eventWebhookMessages.kind)
  .transform((kinds) => eventWebhookKinds.filter((kind) => kinds.includes(kind)));

const eventWebhookFields = {
  name: requiredText(/*i18n*/ 'Enter a name', eventWebhookLimits.nameChars),
  /** Where deliveries are POSTed: http(s); a private or loopback address is refused. */
  requestURL: requestUrlSchema,
  kinds: kindsSchema,
  isActive: z.boolean(),
};

export const eventWebhookInputSchema = z.strictObject({
  ...eventWebhookFields,
  isActive: eventWebhookFields.isActive.default(true),
});
export type EventWebhookInput = z.input<typeof eventWebhookInputSchema>;
export type EventWebhookValues = z.output<typeof eventWebhookInputSchema>;

/** A change: only the keys sent. */
export const eventWebhookUpdateSchema = z.strictObject(eventWebhookFields).partial();
export type EventWebhookUpdate = z.input<typeof eventWebhookUpdateSchema>;

/** An event webhook as the API shows it: every setting but its secret. */
export const eventWebhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  requestURL: z.string(),
  kinds: z.array(z.enum(eventWebhookKinds)),
  isActive: z.boolean(),
  /** The latest delivery's status, if any (the list's column). */
  lastDeliveryStatus: z.enum(deliveryStatuses).nullable(),
  lastDeliveryAt: z.iso.datetime().nullable(),
  ...stampFields,
});
export type EventWebhook = z.output<typeof eventWebhookSchema>;

/** The create (and rotate) answer: the signing secret, shown this once and never again. */
export const eventWebhookWithSecretSchema = z.object({
  webhook: eventWebhookSchema,
  secret: z.string(),
});
export type EventWebhookWithSecret = z.output<typeof eventWebhookWithSecretSchema>;

export const eventWebhookListQuerySchema = listQuerySchema({
  sorts: ['name', 'requestURL', 'isActive', 'createdAt'] as const,
  defaultSort: 'name',
  filters: { isActive: booleanFilter },
});

// ---------------------------------------------------------------------------------------------
// What a receiver gets

export const actorTypes = ['person', 'token', 'system'] as const;

/**
 * The JSON body of every delivery. Built in the database from the change's audit entry
 * (migration 0040) when the change commits; a test send (`type: "ping"`) has the same shape and
 * names the webhook as its record.
 */
export const eventWebhookPayloadSchema = z
  .object({
    /** The delivery's id: the same as the X-Showdesk-Delivery header, on every attempt. */
    id: z.string(),
    /** What happened: one of the kinds, or "ping" for a test send. */
    type: z.enum([...eventWebhookKinds, pingKind] as const),
    /** When the change was made (ISO 8601). */
    occurredAt: z.string(),
    eventId: z.string(),
    /** The audit entry the delivery tells of (the Activity page's entry); null for a ping. */
    auditEntryId: z.number().int().nullable(),
    /** Who made the change: a person, an API token, or the system (a job, a schedule). */
    actor: z.object({
      type: z.enum(actorTypes),
      id: z.string().nullable(),
      name: z.string(),
    }),
    /**
     * The record changed: its kind (team, team_member, submission, task_status, comment, reply,
     * event_webhook), its id (a team member's is "<teamId>:<userId>", a task status's
     * "<taskId>:<teamId>") and its name then (a team's name, a member's name, a submission's form
     * title, a task's title).
     */
    record: z.object({ kind: z.string(), id: z.string(), name: z.string() }),
    /** created, updated or deleted (archived, restored…, the audit entry's own word). */
    action: z.string(),
    /** The record it belongs to (a submission's form, a task status's task, a reply's comment). */
    parent: z.object({ kind: z.string(), id: z.string() }).nullable(),
    /** The team concerned, with its name now; null when none (a guest's submission). */
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** The task concerned (task statuses, comments and replies), with its title now. */
    task: z.object({ id: z.string(), title: z.string() }).nullable(),
    /**
     * The fields that changed, `{ column: [before, after] }` (a created record: null before; a
     * deleted one: null after), as the audit trail records them: secrets never, long texts cut
     * to 2,000 characters. e.g. `{ "is_complete": [false, true] }`,
     * `{ "approval_status": ["pending", "approved"] }`.
     */
    changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  })
  .describe(
    'The JSON body POSTed to an event webhook for each kind it subscribes to (and for a test ' +
      'send, type "ping"). Headers: Content-Type application/json; X-Showdesk-Delivery (the ' +
      'delivery id, the same on every attempt: drop repeats); X-Showdesk-Signature: ' +
      't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the signing secret>. Answer ' +
      '2xx within 10 s; anything else is retried with backoff (8 attempts over about 2 days).',
  );
export type EventWebhookPayload = z.output<typeof eventWebhookPayloadSchema>;

/** One attempt of one delivery, as the delivery log shows it (newest first). */
export const eventWebhookAttemptSchema = z.object({
  id: z.string(),
  deliveryId: z.string(),
  /** The delivery's kind (or "ping"). */
  kind: z.string(),
  attempt: z.number().int(),
  attemptedAt: z.iso.datetime(),
  /** The HTTP status, null when no answer came (refused address, timeout, connection error). */
  statusCode: z.number().int().nullable(),
  responseExcerpt: z.string(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  /** The delivery's status now (delivered, retrying, failed). */
  deliveryStatus: z.enum(deliveryStatuses),
  /** What was sent. */
  payload: eventWebhookPayloadSchema,
});
export type EventWebhookAttempt = z.output<typeof eventWebhookAttemptSchema>;

/**
 * A test send's answer: a ping delivered through the same path as every delivery (signed,
 * guarded, logged), and what the receiver answered.
 */
export const eventWebhookTestResultSchema = webhookTestResultSchema.extend({
  deliveryId: z.string(),
  /** delivered, or failed (a test is tried once; send another). */
  deliveryStatus: z.enum(deliveryStatuses),
  /** The address was refused by the outbound guard (a private or loopback address). */
  isRefused: z.boolean(),
});
export type EventWebhookTestResult = z.output<typeof eventWebhookTestResultSchema>;
