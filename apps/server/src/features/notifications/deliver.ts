import type { NotificationStatus } from '@showdesk/domain/notifications';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { queueEmail } from '../email/outbox.ts';
import { loadEmailTemplates } from '../email-templates/template-set.ts';
import { getEvent } from '../events/queries.ts';
import { canonicalOrigin } from '../events/request-event.ts';
import { documentOrDefaults } from '../settings/documents.ts';
import { getSettingsData } from '../settings/queries.ts';
import {
  claimDelivery,
  listRecipients,
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

/** The statuses a send may start from: saved, scheduled, or a send that failed. */
export const sendableStatuses = [
  'draft',
  'scheduled',
  'failed',
] as const satisfies NotificationStatus[];

/**
 * Sends a notification inside the caller's transaction: moves it to pushed (no email) or sent
 * (emails queued) only while it is still in one of `guard.from` (and scheduled for
 * `guard.scheduledAt`, for a job), then queues one adminNotification email per recipient
 * through the outbox. Answers null when the guard no longer holds (sent already, rescheduled,
 * back to draft or deleted): nothing is written.
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
  });
  if (!row) return null;
  if (!row.sendEmail) {
    const providerResponse = 'Pushed to members (no email)';
    await updateNotificationRow(tx, eventId, notificationId, { providerResponse });
    return { ...row, providerResponse };
  }
  const queued = await queueNotificationEmails(tx, deps, row);
  const providerResponse =
    queued === 0 ? 'Nobody to email in its audience' : `Emails queued for ${queued} people`;
  await updateNotificationRow(tx, eventId, notificationId, { providerResponse });
  return { ...row, providerResponse };
}

/** One email per recipient, in the caller's transaction; answers how many. */
async function queueNotificationEmails(tx: DbOrTx, deps: Deps, row: NotificationRow) {
  const event = await getEvent(tx, row.eventId);
  if (!event) throw new Error('The event of the notification is gone');
  const stored = await getSettingsData(tx, row.eventId, ['branding']);
  const branding = documentOrDefaults(deps, row.eventId, 'branding', stored.get('branding'));
  const layout = { eventName: event.name, navBgColor: branding.navBgColor };
  const origin = canonicalOrigin(event, deps.config);
  const linkUrl = new URL(row.linkUrl || '/notifications', origin).toString();
  const recipients = await listRecipients(tx, row.eventId, row);
  // The event's adminNotification template (spec calls 7.5), loaded once for every recipient.
  const templates = await loadEmailTemplates(tx, deps, row.eventId);
  for (const recipient of recipients) {
    await queueEmail(tx, deps.jobs, {
      eventId: row.eventId,
      template: 'adminNotification',
      to: recipient.email,
      from: deps.config.mailFrom,
      userId: recipient.userId,
      email: await templates.render('adminNotification', layout, {
        firstName: recipient.firstName,
        title: row.title,
        description: row.description,
        linkUrl,
      }),
    });
  }
  return recipients.length;
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
    await deps.db.transaction((tx) =>
      deliverInTransaction(tx, deps, job.eventId, job.notificationId, guard),
    );
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
