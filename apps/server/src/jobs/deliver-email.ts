import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../features/email/mailer.ts';
import { deliverEmailQueue, getOutboxEmail, recordAttempt } from '../features/email/outbox.ts';
import type { Jobs } from '../plugins/jobs.ts';

interface DeliverEmailJob {
  eventId: string;
  id: string;
}

export interface DeliverEmailOptions {
  db: Database;
  jobs: Jobs;
  mailer: Mailer;
  log: Logger;
  pollingIntervalSeconds?: number;
  retryDelaySeconds?: number;
}

/**
 * Delivers outbox emails one job at a time. A failed attempt is recorded and thrown so that
 * pg-boss retries it with exponential backoff; an email already sent is never sent again.
 */
export async function registerDeliverEmail({
  db,
  jobs,
  mailer,
  log,
  pollingIntervalSeconds = 1,
  retryDelaySeconds = 10,
}: DeliverEmailOptions) {
  await jobs.boss.createQueue(deliverEmailQueue, {
    retryLimit: 6,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
  });
  await jobs.boss.work<DeliverEmailJob>(
    deliverEmailQueue,
    { batchSize: 1, pollingIntervalSeconds },
    async ([job]) => {
      if (!job) return;
      const { eventId, id } = job.data;
      const email = await getOutboxEmail(db, eventId, id);
      if (!email || email.status === 'sent' || email.status === 'logged') return;
      const attempt = email.attempts + 1;
      try {
        const { messageId } = await mailer.send({
          from: email.fromAddress,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
        });
        await recordAttempt(db, eventId, id, {
          status: mailer.isDelivering ? 'sent' : 'logged',
          messageId,
        });
        log.info({ emailId: id, eventId, to: email.toAddress, attempt }, 'email delivered');
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await recordAttempt(db, eventId, id, { status: 'failed', error: message });
        log.warn(
          { emailId: id, eventId, attempt, err: error },
          'email delivery failed; will retry',
        );
        throw error;
      }
    },
  );
}
