import type { NotificationStatus } from '@showdesk/domain/messaging/notifications';
import { translatedFields } from '@showdesk/domain/platform/translations';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { canonicalOrigin } from '../../platform/events/request-event.ts';
import { documentOrDefaults } from '../../platform/settings/documents.ts';
import { getSettingsData } from '../../platform/settings/queries.ts';
import { textsOfKind } from '../../platform/translations/store.ts';
import { queueEmail } from '../email/outbox.ts';
import { loadEmailTemplates } from '../email-templates/template-set.ts';
import {
  claimDelivery,
  isEventClosedForSend,
  listDueScheduled,
  listRecipients,
  lockPendingEmails,
  type NotificationRecipient,
  type NotificationRow,
  updateNotificationRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/** The pg-boss queue of scheduled notifications: one job per schedule, run at scheduledAt. */
export const adminNotificationQueue = 'admin-notification';

export interface AdminNotificationJob {
  eventId: string;
  notificationId: string;
  /** The time it was scheduled for when queued: a reschedule makes this job stale. */
  scheduledAt: string;
}

/** Queues the scheduled send through the caller's transaction (it exists iff the save does). */
export async function queueScheduledSend(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'jobs'>,
  job: AdminNotificationJob,
) {
  await deps.jobs.sendInTransaction(tx, adminNotificationQueue, job, {
    startAfter: new Date(job.scheduledAt),
  });
}

/**
 * On reopening a closed event, in its transaction: queues again every scheduled send whose time
 * passed while the event was closed (its job found the event closed and sent nothing), to run at
 * once. A send whose time is still to come keeps its own job. Answers how many were queued.
 */
export async function queueDueScheduledSends(
  tx: DbOrTx,
  deps: Pick<AppDeps, 'jobs'>,
  eventId: string,
  now = new Date(),
): Promise<number> {
  const due = await listDueScheduled(tx, eventId, now);
  for (const row of due) {
    if (!row.scheduledAt) continue;
    const job = { eventId, notificationId: row.id, scheduledAt: row.scheduledAt.toISOString() };
    await queueScheduledSend(tx, deps, job);
  }
  return due.length;
}

/** The statuses a send may start from: saved, scheduled, or a send that failed. */
export const sendableStatuses = [
  'draft',
  'scheduled',
  'failed',
] as const satisfies NotificationStatus[];

/**
 * Emails queued per transaction. A send to a whole show (6,000 members) rendered and queued
 * every email in the request's transaction, holding the embedded database for seconds; now the
 * request queues the first batch and a job the rest, a batch per transaction.
 */
export const emailBatchSize = 100;

/** The pg-boss queue that queues the rest of a send's emails, a batch per transaction. */
export const notificationEmailsQueue = 'notification-emails';

export interface NotificationEmailsJob {
  eventId: string;
  notificationId: string;
}

/**
 * Sends a notification inside the caller's transaction: moves it to pushed (no email) or sent
 * only while it is still in one of `guard.from` (and scheduled for `guard.scheduledAt`, for a
 * job), then queues the first batch of adminNotification emails (one per recipient) through the
 * outbox and, when there are more, the job that queues the rest (`queueNextEmails`). Answers null
 * when the guard no longer holds (sent already, rescheduled, back to draft or deleted): nothing
 * is written.
 */
export async function deliverInTransaction(
  tx: DbOrTx,
  deps: Deps,
  eventId: string,
  notificationId: string,
  guard: { from: readonly NotificationStatus[]; scheduledAt?: Date },
  now = new Date(),
): Promise<NotificationRow | null> {
  const row = await claimDelivery(tx, eventId, notificationId, guard, {
    status: sql`case when ${notifications.sendEmail} then 'sent' else 'pushed' end` as never,
    sentAt: now,
    providerResponse: '',
    emailCursor: sql`case when ${notifications.sendEmail} then '' end` as never,
    emailsQueued: 0,
  });
  if (!row) return null;
  if (!row.sendEmail) {
    const providerResponse = 'Pushed to members (no email)';
    await updateNotificationRow(tx, eventId, notificationId, { providerResponse });
    return { ...row, providerResponse };
  }
  const queued = await queueNextEmails(tx, deps, eventId, notificationId);
  if (queued?.emailCursor != null)
    await deps.jobs.sendInTransaction(tx, notificationEmailsQueue, { eventId, notificationId });
  return queued ?? row;
}

/**
 * Queues the next batch of a send's emails (the recipients after its cursor, by user id) in the
 * caller's transaction, and moves the cursor on, or clears it after the last. Answers the row as
 * updated, or null when no emails are pending (all queued already, or the notification is gone):
 * run twice, a batch is never queued twice.
 */
async function queueNextEmails(
  tx: DbOrTx,
  deps: Deps,
  eventId: string,
  notificationId: string,
): Promise<NotificationRow | null> {
  const row = await lockPendingEmails(tx, eventId, notificationId);
  if (!row || row.emailCursor === null) return null;
  const page = await listRecipients(tx, eventId, row, {
    after: row.emailCursor,
    limit: emailBatchSize + 1,
  });
  const batch = page.slice(0, emailBatchSize);
  await queueNotificationEmails(tx, deps, row, batch);
  const emailsQueued = row.emailsQueued + batch.length;
  const isLast = page.length <= emailBatchSize;
  const patch = {
    emailCursor: isLast ? null : batch.at(-1)!.userId,
    emailsQueued,
    providerResponse: isLast
      ? emailsQueued === 0
        ? 'Nobody to email in its audience'
        : `Emails queued for ${emailsQueued} people`
      : `Queueing emails: ${emailsQueued} so far`,
  };
  await updateNotificationRow(tx, eventId, notificationId, patch);
  return { ...row, ...patch };
}

/** One email per recipient of `batch`, in the caller's transaction. */
async function queueNotificationEmails(
  tx: DbOrTx,
  deps: Deps,
  row: NotificationRow,
  batch: NotificationRecipient[],
) {
  if (batch.length === 0) return;
  const event = await getEvent(tx, row.eventId);
  if (!event) throw new Error('The event of the notification is gone');
  const stored = await getSettingsData(tx, row.eventId, ['branding']);
  const branding = documentOrDefaults(deps, row.eventId, 'branding', stored.get('branding'));
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  const origin = canonicalOrigin(event, deps.config);
  const linkUrl = new URL(row.linkUrl || '/notifications', origin).toString();
  // The event's adminNotification template (spec calls 7.5), loaded once for the batch.
  const templates = await loadEmailTemplates(tx, deps, row.eventId);
  const translations = await textsOfKind(tx, row.eventId, 'notifications', row.id);
  for (const recipient of batch) {
    await queueEmail(tx, deps.jobs, {
      eventId: row.eventId,
      template: 'adminNotification',
      to: recipient.email,
      from: deps.config.mailFrom,
      userId: recipient.userId,
      email: await templates.render(
        'adminNotification',
        layout,
        {
          firstName: recipient.firstName,
          // The notification in the recipient's language, where it is translated.
          ...translatedFields(
            { title: row.title, description: row.description },
            translations.get(row.id)?.get(templates.languageOf(recipient.locale)),
            ['title', 'description'],
          ),
          linkUrl,
        },
        recipient.locale,
      ),
    });
  }
}

/**
 * The job that queues the rest of a send's emails: a batch per transaction, so members' requests
 * get the embedded database between batches. A crash or a failed batch leaves the cursor where
 * the last committed batch put it; pg-boss runs the job again and it carries on from there.
 */
export async function runNotificationEmails(deps: Deps, job: NotificationEmailsJob) {
  for (;;) {
    const row = await deps.db.transaction((tx) =>
      queueNextEmails(tx, deps, job.eventId, job.notificationId),
    );
    if (!row || row.emailCursor === null) return;
  }
}

/**
 * The job of a scheduled notification: sends it once, whichever process runs it and however
 * often (see deliverInTransaction's guard). A send that throws rolls back and marks the
 * notification failed with the reason (still guarded, so a late failure cannot undo a send).
 */
export async function runScheduledNotification(deps: Deps, job: AdminNotificationJob) {
  const scheduledAt = new Date(job.scheduledAt);
  const guard = { from: ['scheduled'] as const, scheduledAt };
  try {
    await deps.db.transaction(async (tx) => {
      // A closed event sends nothing on schedule: the notification stays scheduled, and
      // reopening the event queues it again (queueDueScheduledSends).
      if (await isEventClosedForSend(tx, job.eventId)) {
        deps.log.info({ ...job }, 'scheduled notification held: the event is closed');
        return null;
      }
      return deliverInTransaction(tx, deps, job.eventId, job.notificationId, guard);
    });
  } catch (error) {
    deps.log.error({ err: error, ...job }, 'scheduled notification failed');
    deps.reporter.capture(error, { ...job });
    const reason = error instanceof Error ? error.message : String(error);
    await claimDelivery(deps.db, job.eventId, job.notificationId, guard, {
      status: 'failed',
      providerResponse: `Failed: ${reason}`.slice(0, 1000),
    });
  }
}

export async function registerAdminNotifications(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(notificationEmailsQueue, {
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
  });
  await deps.jobs.boss.work<NotificationEmailsJob>(
    notificationEmailsQueue,
    { pollingIntervalSeconds },
    async ([job]) => {
      if (job) await runNotificationEmails(deps, job.data);
    },
  );
  await deps.jobs.boss.createQueue(adminNotificationQueue, {
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
  });
  await deps.jobs.boss.work<AdminNotificationJob>(
    adminNotificationQueue,
    { pollingIntervalSeconds },
    async ([job]) => {
      if (job) await runScheduledNotification(deps, job.data);
    },
  );
}
