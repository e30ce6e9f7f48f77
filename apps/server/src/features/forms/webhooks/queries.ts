import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { forms } from '../../../db/schema/forms.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';
import { formWebhooks, webhookDeliveries } from '../../../db/schema/webhooks.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { formRuleRecordQueries } from '../rule-record-queries.ts';

export type WebhookRow = typeof formWebhooks.$inferSelect;
export type NewWebhookRow = typeof formWebhooks.$inferInsert;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const webhookRows = formRuleRecordQueries(formWebhooks, 'webhookIds');

/** The latest delivery of a webhook (the list's "last delivery" column). */
const lastDelivery = (column: 'status' | 'created_at') =>
  sql<string | null>`(select d.${sql.raw(column)} from ${webhookDeliveries} d
    where d.event_id = ${formWebhooks.eventId} and d.webhook_id = ${formWebhooks.id}
    order by d.created_at desc, d.id desc limit 1)`;

const listColumns = {
  row: formWebhooks,
  lastDeliveryStatus: lastDelivery('status'),
  lastDeliveryAt: lastDelivery('created_at'),
};

export type WebhookListRow = {
  row: WebhookRow;
  lastDeliveryStatus: string | null;
  lastDeliveryAt: string | Date | null;
};

/** A form's webhooks in its `webhookIds` order (any it does not list last). */
export async function listWebhookRows(
  db: DbOrTx,
  eventId: string,
  formId: string,
): Promise<WebhookListRow[]> {
  return db
    .select(listColumns)
    .from(formWebhooks)
    .innerJoin(forms, webhookRows.joinsForm)
    .where(webhookRows.ofForm(eventId, formId))
    .orderBy(...webhookRows.formOrder);
}

export async function getWebhookRow(
  db: DbOrTx,
  eventId: string,
  formId: string,
  id: string,
): Promise<WebhookListRow | null> {
  const [row] = await db
    .select(listColumns)
    .from(formWebhooks)
    .where(webhookRows.one(eventId, formId, id));
  return row ?? null;
}

/** A webhook by its id alone (the delivery worker, which knows no form). */
export const getWebhookById = eventRecordQueries(formWebhooks).get;

/** The active webhooks of a form (a sent submission's candidates). */
export async function listActiveWebhooks(db: DbOrTx, eventId: string, formId: string) {
  return db
    .select()
    .from(formWebhooks)
    .where(and(webhookRows.ofForm(eventId, formId), eq(formWebhooks.isActive, true)));
}

/** Adds a webhook at the end of the form's list. */
export const insertWebhook = webhookRows.insert;
export const updateWebhook = webhookRows.update;
/** Deletes a webhook (its deliveries and their log go with it) and its place in the form's list. */
export const deleteWebhook = webhookRows.remove;

// ---------------------------------------------------------------------------------------------
// Who sent a submission (the payload's client values)

export async function getClientRecord(db: DbOrTx, eventId: string, userId: string) {
  const [row] = await db
    .select({
      firstName: members.firstName,
      surname: members.surname,
      email: userProfiles.email,
    })
    .from(members)
    .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
    .where(and(eq(members.eventId, eventId), eq(members.userId, userId)));
  return row ?? null;
}

export async function getTeamRecord(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, name: teams.name, customFields: teams.customFields })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Deliveries (claimed, attempted and logged by lib/webhooks/deliveries.ts, shared with event
// webhooks)

export async function insertDeliveries(
  tx: DbOrTx,
  rows: (typeof webhookDeliveries.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await tx.insert(webhookDeliveries).values(rows);
}

/** A webhook's deliveries (tests and the log's counts). */
export async function listDeliveries(db: DbOrTx, eventId: string, webhookId: string) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.eventId, eventId), eq(webhookDeliveries.webhookId, webhookId)))
    .orderBy(webhookDeliveries.createdAt);
}
