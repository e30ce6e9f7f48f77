import type { Page } from '@showdesk/domain/common/list-query';
import type { deliveryLogQuerySchema } from '@showdesk/domain/forms/webhooks';
import {
  type EventWebhook,
  type EventWebhookAttempt,
  type EventWebhookPayload,
  type EventWebhookTestResult,
  type EventWebhookWithSecret,
  eventWebhookAttemptSchema,
  eventWebhookInputSchema,
  eventWebhookLimits,
  type eventWebhookListQuerySchema,
  eventWebhookMessages,
  eventWebhookUpdateSchema,
  pingKind,
} from '@showdesk/domain/integrations/event-webhooks';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { noteAction } from '../../../db/audit-actor.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { processId } from '../../../db/liveness.ts';
import { eventWebhookDeliveries } from '../../../db/schema/audit.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { RefusedAddressError, refuseLiteralAddress } from '../../../lib/outbound-address.ts';
import { pagedRows, pageOf } from '../../../lib/paging.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { invalidInput, parseInput } from '../../../lib/validate.ts';
import { attemptDelivery } from '../../../lib/webhooks/attempt-delivery.ts';
import { eventDeliveries } from '../../../lib/webhooks/deliveries.ts';
import { newWebhookSecret } from '../../../lib/webhooks/send.ts';
import { eventWebhookChannel } from './channel.ts';
import {
  countEventWebhooks,
  type EventWebhookRow,
  eventWebhookRows,
  insertEventDelivery,
  lastDeliveries,
  pageEventWebhooks,
} from './queries.ts';
import { toEventWebhook } from './records.ts';

type Deps = Pick<AppDeps, 'db' | 'config' | 'log' | 'reporter'>;

const notFound = () => AppError.notFound(eventWebhookMessages.notFound);
const invalid = (path: string, message: string) =>
  invalidInput(eventWebhookMessages.invalid, [{ path, message }]);

/** A literal private, loopback or metadata address is refused on save (a name, when sent). */
function refuseAddress(deps: Deps, requestURL: string | undefined) {
  if (requestURL === undefined) return;
  try {
    refuseLiteralAddress(new URL(requestURL), deps.config.webhookAllowedHosts);
  } catch (error) {
    if (!(error instanceof RefusedAddressError)) throw error;
    throw invalid('requestURL', error.message);
  }
}

async function withLastDelivery(db: DbOrTx, eventId: string, row: EventWebhookRow) {
  const last = await lastDeliveries(db, eventId, [row.id]);
  return toEventWebhook(row, last.get(row.id));
}

/** A page of the event's webhooks, each with its latest delivery's status. */
export async function listEventWebhooks(
  deps: Deps,
  eventId: string,
  query: z.output<typeof eventWebhookListQuerySchema>,
): Promise<Page<EventWebhook>> {
  const { rows, total } = await pageEventWebhooks(deps.db, eventId, query);
  const last = await lastDeliveries(
    deps.db,
    eventId,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.map((row) => toEventWebhook(row, last.get(row.id))),
    total,
    query,
  );
}

/** One event webhook (never its secret). */
export async function getEventWebhook(
  deps: Deps,
  eventId: string,
  id: string,
): Promise<EventWebhook> {
  const row = await eventWebhookRows.get(deps.db, eventId, id);
  if (!row) throw notFound();
  return withLastDelivery(deps.db, eventId, row);
}

/**
 * Adds a webhook with a new signing secret, answered this once. 400 'Invalid event webhook' with
 * the paths for a bad body, a refused address or an event at its limit.
 */
export async function addEventWebhook(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<EventWebhookWithSecret> {
  const input = parseInput(eventWebhookInputSchema, body, eventWebhookMessages.invalid);
  refuseAddress(deps, input.requestURL);
  return deps.db.transaction(async (tx) => {
    if ((await countEventWebhooks(tx, ctx.eventId)) >= eventWebhookLimits.perEvent) {
      throw invalid('', eventWebhookMessages.tooMany);
    }
    const secret = newWebhookSecret();
    const row = await eventWebhookRows.insert(tx, {
      eventId: ctx.eventId,
      id: newId(),
      name: input.name,
      requestUrl: input.requestURL,
      kinds: input.kinds,
      isActive: input.isActive,
      secret,
      ...newRecordStamps(ctx.userId),
    });
    return { webhook: toEventWebhook(row, undefined), secret };
  });
}

/** Changes the keys sent: name, address, kinds, active. */
export async function editEventWebhook(
  deps: Deps,
  ctx: EventContext,
  id: string,
  body: unknown,
): Promise<EventWebhook> {
  const input = parseInput(eventWebhookUpdateSchema, body, eventWebhookMessages.invalid);
  refuseAddress(deps, input.requestURL);
  const { requestURL, ...rest } = input;
  const row = await deps.db.transaction((tx) =>
    eventWebhookRows.update(
      tx,
      ctx.eventId,
      id,
      { ...rest, ...(requestURL === undefined ? {} : { requestUrl: requestURL }) },
      ctx.userId,
    ),
  );
  if (!row) throw notFound();
  return withLastDelivery(deps.db, ctx.eventId, row);
}

/** Deletes a webhook with its deliveries and their log. */
export async function removeEventWebhook(deps: Deps, ctx: EventContext, id: string) {
  const removed = await deps.db.transaction((tx) => eventWebhookRows.remove(tx, ctx.eventId, id));
  if (!removed) throw notFound();
}

/** A new signing secret replaces the old one at once; answered this once. */
export async function rotateEventWebhookSecret(
  deps: Deps,
  ctx: EventContext,
  id: string,
): Promise<EventWebhookWithSecret> {
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (tx) => {
    const changed = await eventWebhookRows.update(tx, ctx.eventId, id, { secret }, ctx.userId);
    if (!changed) throw notFound();
    // The secret is never in the trail; that it changed is.
    await noteAction(tx, {
      eventId: ctx.eventId,
      area: 'integrations',
      kind: 'event_webhook',
      id,
      name: changed.name,
      action: 'secret rotated',
    });
    return changed;
  });
  return { webhook: await withLastDelivery(deps.db, ctx.eventId, row), secret };
}

/** The caller as the audit trail names them (a person, or the API token they called with). */
async function currentActorOf(tx: DbOrTx, eventId: string): Promise<EventWebhookPayload['actor']> {
  const result = (await tx.execute(
    sql`select actor_type as "type", actor_id as "id", actor_name as "name" from audit_actor(${eventId})`,
  )) as unknown as { rows: EventWebhookPayload['actor'][] };
  return result.rows[0] ?? { type: 'system', id: null, name: 'System' };
}

/**
 * A test send: a `ping` delivery of the webhook (active or not) written and logged, and tried
 * once at once through the same path as every delivery (signed, guarded, logged); answers what
 * the receiver said. A refused address is an answer too (`isRefused`, the guard's reason in
 * `error`): nothing is sent to it.
 */
export async function testEventWebhook(
  deps: Deps,
  ctx: EventContext,
  id: string,
): Promise<EventWebhookTestResult> {
  const deliveryId = newId();
  await deps.db.transaction(async (tx) => {
    const webhook = await eventWebhookRows.get(tx, ctx.eventId, id);
    if (!webhook) throw notFound();
    const payload: EventWebhookPayload = {
      id: deliveryId,
      type: pingKind,
      occurredAt: new Date().toISOString(),
      eventId: ctx.eventId,
      auditEntryId: null,
      actor: await currentActorOf(tx, ctx.eventId),
      record: { kind: 'event_webhook', id: webhook.id, name: webhook.name },
      action: 'ping',
      parent: null,
      team: null,
      task: null,
      changes: {},
    };
    await insertEventDelivery(tx, {
      eventId: ctx.eventId,
      id: deliveryId,
      webhookId: webhook.id,
      kind: pingKind,
      payload,
    });
    await noteAction(tx, {
      eventId: ctx.eventId,
      area: 'integrations',
      kind: 'event_webhook',
      id: webhook.id,
      name: webhook.name,
      action: 'test sent',
    });
  });
  const result = await attemptDelivery(
    deps.db,
    eventWebhookChannel,
    { eventId: ctx.eventId, id: deliveryId },
    // A test is tried once: the admin sees the answer now and can send another.
    { allowedHosts: deps.config.webhookAllowedHosts, processId, maxAttempts: 1 },
  );
  // Deleted between the two steps: its ping went with it.
  if (result.kind !== 'attempted') throw notFound();
  const { outcome } = result;
  return {
    deliveryId,
    deliveryStatus: result.status,
    statusCode: outcome.statusCode,
    statusText: outcome.statusText,
    responseText: outcome.responseExcerpt,
    error: result.error,
    durationMs: outcome.durationMs,
    isRefused: outcome.isRefused,
  };
}

/** A page of the webhook's delivery log, newest attempt first, with what each sent. */
export async function eventWebhookDeliveryLog(
  deps: Deps,
  eventId: string,
  webhookId: string,
  query: z.output<typeof deliveryLogQuerySchema>,
): Promise<Page<EventWebhookAttempt>> {
  if (!(await eventWebhookRows.get(deps.db, eventId, webhookId))) throw notFound();
  const { rows, total } = await pagedRows(query, (window) =>
    eventDeliveries.attemptLog(deps.db, eventId, webhookId, window, {
      kind: eventWebhookDeliveries.kind,
      payload: eventWebhookDeliveries.payload,
    }),
  );
  // A stored attempt that fails its schema is left out and reported (spec section 5).
  const items = rows.flatMap((row) => {
    const checked = checkStoredRecord(
      deps,
      eventWebhookAttemptSchema,
      { ...row, attemptedAt: row.attemptedAt.toISOString() },
      { entity: 'eventWebhookAttempt', eventId, id: row.id },
    );
    return checked ? [checked] : [];
  });
  return pageOf(items, total, query);
}
