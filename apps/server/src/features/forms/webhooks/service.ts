import type { Page } from '@showdesk/domain/common/list-query';
import { formMessages } from '@showdesk/domain/forms/messages';
import {
  buildPayload,
  type ClientValues,
  checkPayloadFields,
  sampleValues,
} from '@showdesk/domain/forms/webhook-payload';
import {
  type DeliveryAttempt,
  type deliveryLogQuerySchema,
  type Webhook,
  type WebhookTestResult,
  type WebhookValues,
  type WebhookWithSecret,
  webhookInputSchema,
  webhookLimits,
  webhookMessages,
  webhookUpdateSchema,
} from '@showdesk/domain/forms/webhooks';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { webhookDeliveries } from '../../../db/schema/webhooks.ts';
import { newId } from '../../../lib/ids.ts';
import { RefusedAddressError, refuseLiteralAddress } from '../../../lib/outbound-address.ts';
import { pagedRows, pageOf } from '../../../lib/paging.ts';
import { type FieldIssue, invalidInput } from '../../../lib/validate.ts';
import { formDeliveries } from '../../../lib/webhooks/deliveries.ts';
import { attempt, newWebhookSecret, webhookRequest } from '../../../lib/webhooks/send.ts';
import { listCustomFields } from '../../people/custom-fields/queries.ts';
import type { FormBundle } from '../bundle.ts';
import { editStamp, formRuleRecords, ruleIssues } from '../rule-records.ts';
import { requireFormBundle } from '../service.ts';
import {
  deleteWebhook,
  getClientRecord,
  getTeamRecord,
  getWebhookRow,
  insertWebhook,
  listWebhookRows,
  updateWebhook,
  type WebhookRow,
} from './queries.ts';
import { toWebhook } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'config'>;

const invalidWebhook = (issues: FieldIssue[]) => invalidInput(formMessages.invalidWebhook, issues);

const webhooks = formRuleRecords(
  { list: listWebhookRows, get: getWebhookRow, remove: deleteWebhook },
  toWebhook,
  { ids: 'webhookIds', limits: webhookLimits, messages: webhookMessages },
  formMessages.invalidWebhook,
);

/**
 * What the settings name must exist and where they point must be allowed: the URL not a refused
 * literal address (a name is resolved and checked when sending), the rules and payload fields
 * on this form's fields, the custom fields the event's. 'Invalid webhook' with the paths.
 */
async function refuseBadSettings(
  deps: Deps,
  eventId: string,
  bundle: FormBundle,
  input: Partial<WebhookValues>,
) {
  const issues: FieldIssue[] = [];
  if (input.requestURL !== undefined) {
    try {
      refuseLiteralAddress(new URL(input.requestURL), deps.config.webhookAllowedHosts);
    } catch (error) {
      if (!(error instanceof RefusedAddressError)) throw error;
      issues.push({ path: 'requestURL', message: error.message });
    }
  }
  issues.push(...ruleIssues(bundle, input.rules));
  if (input.payloadFields) {
    const customFieldIds = new Set((await listCustomFields(deps.db, eventId)).map((f) => f.id));
    issues.push(
      ...checkPayloadFields(input.payloadFields, { fields: bundle.form.fields, customFieldIds }),
    );
  }
  if (issues.length) throw invalidWebhook(issues);
}

const columnsOf = (input: Partial<WebhookValues>): Partial<WebhookRow> => {
  const { requestURL, ...rest } = input;
  return { ...rest, ...(requestURL === undefined ? {} : { requestUrl: requestURL }) };
};

/** A form's webhooks in order, each with its latest delivery's status (admins). */
export const listWebhooks = webhooks.list;

export const getWebhook = webhooks.get;

/** Adds a webhook with a new signing secret, answered this once. */
export async function addWebhook(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  body: unknown,
): Promise<WebhookWithSecret> {
  const { input, bundle } = await webhooks.input(deps, ctx, formId, {
    schema: webhookInputSchema,
    value: body,
    message: formMessages.invalidWebhook,
  });
  await refuseBadSettings(deps, ctx.eventId, bundle, input);
  return webhooks.add(deps, ctx, formId, async (tx, stamp) => {
    const secret = newWebhookSecret();
    const row = await insertWebhook(tx, {
      ...columnsOf(input),
      requestUrl: input.requestURL,
      name: input.name,
      secret,
      ...stamp,
    });
    return {
      webhook: toWebhook({ row, lastDeliveryStatus: null, lastDeliveryAt: null }),
      secret,
    };
  });
}

export async function editWebhook(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  webhookId: string,
  body: unknown,
): Promise<Webhook> {
  const { input, bundle } = await webhooks.input(deps, ctx, formId, {
    schema: webhookUpdateSchema,
    value: body,
    message: formMessages.invalidWebhook,
  });
  await refuseBadSettings(deps, ctx.eventId, bundle, input);
  await webhooks.change(deps, ctx, formId, async (tx) => {
    const row = await updateWebhook(tx, ctx.eventId, formId, webhookId, {
      ...columnsOf(input),
      ...editStamp(ctx),
    });
    if (!row) throw webhooks.notFound();
  });
  return getWebhook(deps, ctx, formId, webhookId);
}

/** A new signing secret replaces the old one at once; answered this once. */
export async function rotateWebhookSecret(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  webhookId: string,
): Promise<WebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await updateWebhook(deps.db, ctx.eventId, formId, webhookId, {
    secret,
    ...editStamp(ctx),
  });
  if (!row) throw webhooks.notFound();
  return { webhook: await getWebhook(deps, ctx, formId, webhookId), secret };
}

/** Deletes a webhook with its deliveries and their log. */
export const removeWebhook = webhooks.remove;

/**
 * The test call (calls 7.4): a sample submission of the form's fields, the caller as the client
 * and sample custom field values, sent as a real delivery would be (format, header, signature)
 * through the same guarded client; answers the response's status and text. A refused address
 * is a 400 'Invalid webhook' at requestURL; no answer (down, timeout) is told in `error`.
 */
export async function testWebhook(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  webhookId: string,
): Promise<WebhookTestResult> {
  const found = await getWebhookRow(deps.db, ctx.eventId, formId, webhookId);
  if (!found) throw webhooks.notFound();
  const bundle = await requireFormBundle(deps, ctx.eventId, formId);
  const webhook = toWebhook(found);
  const person = await getClientRecord(deps.db, ctx.eventId, ctx.userId);
  const team = ctx.team ? await getTeamRecord(deps.db, ctx.eventId, ctx.team.id) : null;
  const client: ClientValues = {
    userId: ctx.userId,
    firstName: person?.firstName ?? 'Sam',
    surname: person?.surname ?? 'Sample',
    fullName: person ? `${person.firstName} ${person.surname}`.trim() : 'Sam Sample',
    email: person?.email ?? 'sample@example.com',
    teamId: team?.id ?? 'sample-team',
    teamName: team?.name ?? 'Sample team',
  };
  const customFields = Object.fromEntries(
    (await listCustomFields(deps.db, ctx.eventId)).map((field) => [
      field.id,
      `Sample ${field.label}`,
    ]),
  );
  const payload = buildPayload(webhook.payloadFields, {
    values: sampleValues(bundle.form.fields),
    fields: bundle.form.fields,
    customFields,
    client,
  });
  const request = webhookRequest(found.row, payload, `test-${newId()}`);
  const outcome = await attempt(request, deps.config.webhookAllowedHosts);
  if (outcome.isRefused) throw invalidWebhook([{ path: 'requestURL', message: outcome.error! }]);
  return {
    statusCode: outcome.statusCode,
    statusText: outcome.statusText,
    responseText: outcome.responseExcerpt,
    error: outcome.error,
    durationMs: outcome.durationMs,
  };
}

/** A page of the webhook's delivery log, newest attempt first. */
export async function deliveryLog(
  deps: Deps,
  ctx: EventContext,
  formId: string,
  webhookId: string,
  query: z.output<typeof deliveryLogQuerySchema>,
): Promise<Page<DeliveryAttempt>> {
  if (!(await getWebhookRow(deps.db, ctx.eventId, formId, webhookId))) throw webhooks.notFound();
  const { rows, total } = await pagedRows(query, (window) =>
    formDeliveries.attemptLog(deps.db, ctx.eventId, webhookId, window, {
      submissionId: webhookDeliveries.submissionId,
    }),
  );
  const items = rows.map((row) => ({
    ...row,
    attemptedAt: row.attemptedAt.toISOString(),
    deliveryStatus: row.deliveryStatus as DeliveryAttempt['deliveryStatus'],
  }));
  return pageOf(items, total, query);
}
