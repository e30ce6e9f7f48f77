import { errorCodes } from '@showdesk/domain/common/errors';
import {
  createNotificationInputSchema,
  type Notification,
  type NotificationDelivery,
  type NotificationListQuery,
  type NotificationOptions,
  type NotificationPage,
  notificationMessages,
  notificationSchema,
  parseNotificationLink,
  updateNotificationInputSchema,
} from '@showdesk/domain/messaging/notifications';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/app-error.ts';
import { newId } from '../../../lib/ids.ts';
import { checkStoredRecord } from '../../../lib/invalid-records.ts';
import { pageOf } from '../../../lib/paging.ts';
import { newRecordStamps } from '../../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../../lib/validate.ts';
import { editedRecord, sanitiseRichText } from '../../content/sanitise-rich-text.ts';
import { existingTeamTypeIds } from '../../people/team-types/queries.ts';
import { deleteTranslations } from '../../platform/translations/store.ts';
import { deliverInTransaction, queueScheduledSend, sendableStatuses } from './deliver.ts';
import {
  deleteNotificationRow,
  getNotificationRow,
  insertNotification,
  linkTargetExists,
  listNotificationOptions,
  listNotificationPage,
  lockNotificationRow,
  type NotificationPatch,
  type NotificationRow,
  teamExists,
  updateNotificationRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

export const notificationNotFound = () => AppError.notFound(notificationMessages.notFound);

/** A stored notification as the API shows it (checked by its schema), or null (reported). */
export function readNotification(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  row: NotificationRow,
): Notification | null {
  return checkStoredRecord(
    deps,
    notificationSchema,
    {
      id: row.id,
      title: row.title,
      description: row.description,
      linkUrl: row.linkUrl,
      sendEmail: row.sendEmail,
      teamTypeIds: row.teamTypeIds,
      teamId: row.teamId,
      scheduledAt: row.scheduledAt?.toISOString() ?? null,
      status: row.status,
      sentAt: row.sentAt?.toISOString() ?? null,
      providerResponse: row.providerResponse,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'notification', eventId: row.eventId, id: row.id },
  );
}

export async function listNotifications(
  deps: Deps,
  eventId: string,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  const { rows, total } = await listNotificationPage(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readNotification(deps, row) ?? []),
    total,
    query,
  );
}

export async function getNotification(
  deps: Deps,
  eventId: string,
  notificationId: string,
  db: DbOrTx = deps.db,
): Promise<Notification> {
  const row = await getNotificationRow(db, eventId, notificationId);
  const notification = row && readNotification(deps, row);
  if (!notification) throw notificationNotFound();
  return notification;
}

export async function getNotificationOptions(
  deps: Deps,
  eventId: string,
): Promise<NotificationOptions> {
  return listNotificationOptions(deps.db, eventId);
}

/**
 * The link, team and team types must be the event's: 'Invalid notifications' with the paths
 * otherwise (a link to another event's page reads as unknown, as it is here).
 */
async function checkReferences(
  db: DbOrTx,
  eventId: string,
  input: { linkUrl?: string; teamId?: string | null; teamTypeIds?: string[] },
): Promise<void> {
  const issues: FieldIssue[] = [];
  const link = input.linkUrl ? parseNotificationLink(input.linkUrl) : null;
  if (link && !(await linkTargetExists(db, eventId, link.target, link.id)))
    issues.push({ path: 'linkUrl', message: notificationMessages.linkNotInEvent });
  if (input.teamId && !(await teamExists(db, eventId, input.teamId)))
    issues.push({ path: 'teamId', message: notificationMessages.teamNotInEvent });
  const types = await existingTeamTypeIds(db, eventId, input.teamTypeIds ?? []);
  for (const [index, id] of (input.teamTypeIds ?? []).entries())
    if (!types.has(id))
      issues.push({
        path: `teamTypeIds.${index}`,
        message: notificationMessages.teamTypeNotInEvent,
      });
  if (issues.length) throw invalidInput(notificationMessages.invalid, issues);
}

/** A schedule must be in the future: 'Invalid notifications' at scheduledAt otherwise. */
function scheduledTime(delivery: NotificationDelivery, scheduledAt: string | null, now: Date) {
  if (delivery !== 'schedule') return null;
  const at = new Date(scheduledAt ?? '');
  if (!(at.getTime() > now.getTime()))
    throw invalidInput(notificationMessages.invalid, [
      { path: 'scheduledAt', message: notificationMessages.inThePast },
    ]);
  return at;
}

/**
 * Carries out a save's delivery in its transaction: a draft stays (an old job goes stale); a
 * schedule queues its job for scheduledAt; now sends at once (see deliverInTransaction).
 */
async function applyDelivery(
  tx: DbOrTx,
  deps: Deps,
  ctx: EventContext,
  notificationId: string,
  delivery: NotificationDelivery,
  scheduledAt: Date | null,
) {
  if (delivery === 'schedule' && scheduledAt)
    await queueScheduledSend(tx, deps, {
      eventId: ctx.eventId,
      notificationId,
      scheduledAt: scheduledAt.toISOString(),
    });
  if (delivery === 'now')
    await deliverInTransaction(tx, deps, ctx.eventId, notificationId, { from: sendableStatuses });
}

/** The status and schedule a save's delivery sets (a send moves it on from there). */
function deliveryPatch(
  delivery: NotificationDelivery,
  scheduledAt: Date | null,
): NotificationPatch {
  if (delivery === 'schedule') return { status: 'scheduled', scheduledAt };
  return { status: 'draft', scheduledAt: null };
}

/** Adds a notification: a draft, scheduled for later, or sent now (calls 7.1, add). */
export async function addNotification(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<Notification> {
  const { delivery, scheduledAt, ...input } = parseInput(
    createNotificationInputSchema,
    body,
    notificationMessages.invalid,
  );
  const now = new Date();
  const at = scheduledTime(delivery, scheduledAt, now);
  const id = newId();
  await deps.db.transaction(async (tx) => {
    await checkReferences(tx, ctx.eventId, input);
    await insertNotification(tx, {
      eventId: ctx.eventId,
      id,
      ...input,
      description: await sanitiseRichText(input.description),
      ...deliveryPatch(delivery, at),
      ...newRecordStamps(ctx.userId, now),
    });
    await applyDelivery(tx, deps, ctx, id, delivery, at);
  });
  return getNotification(deps, ctx.eventId, id);
}

const contentFields = new Set(['title', 'description', 'linkUrl']);

/**
 * Changes a notification (calls 7.1, update). Until it is sent, anything, and a new delivery:
 * back to draft or rescheduled (the old job goes stale), or sent now. Once pushed or sent,
 * only its title, description and link (409 otherwise).
 */
export async function editNotification(
  deps: Deps,
  ctx: EventContext,
  notificationId: string,
  body: unknown,
): Promise<Notification> {
  const { delivery, scheduledAt, ...input } = parseInput(
    updateNotificationInputSchema,
    body,
    notificationMessages.invalid,
  );
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const row = await lockNotificationRow(tx, ctx.eventId, notificationId);
    if (!row) throw notificationNotFound();
    const isSent = row.status === 'pushed' || row.status === 'sent';
    const changesDelivery = Object.keys(input).some((key) => !contentFields.has(key)) || delivery;
    if (isSent && changesDelivery)
      throw new AppError(errorCodes.conflict, 409, notificationMessages.alreadySent);
    const next = { ...row, ...input };
    if (next.teamId && next.teamTypeIds.length > 0)
      throw invalidInput(notificationMessages.invalid, [
        { path: 'teamId', message: notificationMessages.teamAndTypes },
      ]);
    await checkReferences(tx, ctx.eventId, input);
    const at = delivery
      ? scheduledTime(delivery, scheduledAt ?? row.scheduledAt?.toISOString() ?? null, now)
      : null;
    await updateNotificationRow(tx, ctx.eventId, notificationId, {
      ...(await editedRecord(input, ctx, now)),
      ...(delivery ? deliveryPatch(delivery, at) : {}),
    });
    if (delivery) await applyDelivery(tx, deps, ctx, notificationId, delivery, at);
  });
  return getNotification(deps, ctx.eventId, notificationId);
}

/**
 * Deletes a notification, its translations and its place in members' read lists; a queued job
 * goes stale.
 */
export async function removeNotification(
  deps: Deps,
  ctx: EventContext,
  notificationId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteNotificationRow(tx, ctx.eventId, notificationId)))
      throw notificationNotFound();
    await deleteTranslations(tx, ctx.eventId, 'notifications', [notificationId]);
  });
}
