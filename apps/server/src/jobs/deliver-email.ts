import type { JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { type Liveness, processId } from '../db/liveness.ts';
import {
  claimEmails,
  listClaimedEmails,
  recordAttempt,
  renewClaim,
  takeBackEmail,
} from '../features/email/delivery-queries.ts';
import type { Mailer } from '../features/email/mailer.ts';
import { deliverEmailQueue } from '../features/email/outbox.ts';
import type { Jobs } from '../plugins/jobs.ts';
import { requeueOrphans } from './requeue.ts';

type OutboxEmail = Awaited<ReturnType<typeof claimEmails>>[number];

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
 * The Message-ID of an outbox email: the same on every attempt, so that a receiver can drop the
 * copy a crash may make us send twice (see below), e.g. `<outbox.5f0c…@showdesk.local>`.
 */
export function outboxMessageId(email: { id: string; fromAddress: string }): string {
  const domain = /@([^\s>@]+)>?\s*$/.exec(email.fromAddress)?.[1] ?? 'showdesk.invalid';
  return `<outbox.${email.id}@${domain}>`;
}

/**
 * Delivers outbox emails, one after the other. A failed attempt is recorded and its job failed so
 * that pg-boss retries it with exponential backoff; an email recorded as sent is never sent again.
 *
 * Crash safety: the worker first claims the emails (`claimed_by`, committed), then hands each to SMTP,
 * then records the outcome and lets go in one transaction. A second job for the same email finds
 * it claimed or sent and stops. If the process dies mid-attempt, recovery (`recoverEmails`) finds
 * the claim of a process that is gone and queues the email again, so a crash never loses one.
 * The one unavoidable window: the SMTP server has answered 250 (it has the message) and we die
 * before our commit of 'sent'. We cannot know whether the message went out, so it goes again:
 * at most one extra copy, per crash in that window of a few milliseconds, carrying the same
 * Message-ID so that receivers can drop it. A crash before the 250 (the server holds the message
 * but has not accepted it) loses nothing: an SMTP server keeps no message whose DATA it did not
 * accept.
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
  // Batches of up to ten, fetched again at once while batches come back full: one job per
  // poll would deliver one email a second (an import's 5,000 welcome emails in 83 minutes).
  // One worker per SMTP connection, each sending its batch one message after another: as many
  // messages in flight as connections.
  await jobs.boss.work<DeliverEmailJob>(
    deliverEmailQueue,
    {
      batchSize: 10,
      pollingIntervalSeconds,
      perJobResults: true,
      burstWhenBatchFull: true,
      localConcurrency: mailer.concurrency,
    },
    async (batch) => {
      // The whole batch is claimed at once: after a crash, recovery finds every email of it.
      const claimed = await claimEmails(
        db,
        batch.map((job) => job.data),
        processId,
      );
      const results: JobResult[] = [];
      for (const job of batch) {
        const email = claimed.find((e) => e.eventId === job.data.eventId && e.id === job.data.id);
        // Not claimed: sent, logged, or being sent now (a gone sender's email is re-queued).
        if (email) {
          try {
            await deliver(email);
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: String(error) } });
            continue;
          }
        }
        results.push({ id: job.id, status: 'completed' });
      }
      return results;
    },
  );

  async function deliver(email: OutboxEmail) {
    const { eventId, id } = email;
    if (!(await renewClaim(db, eventId, id, processId))) return; // taken back as stuck: re-queued
    const attempt = email.attempts + 1;
    let messageId: string | undefined;
    try {
      ({ messageId } = await mailer.send({
        from: email.fromAddress,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        messageId: outboxMessageId(email),
      }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await recordAttempt(db, eventId, id, processId, { status: 'failed', error: message });
      log.warn({ emailId: id, eventId, attempt, err: error }, 'email delivery failed; will retry');
      throw error;
    }
    // The window: the server has the message; until this commits, a crash means a re-send.
    await recordAttempt(db, eventId, id, processId, {
      status: mailer.isDelivering ? 'sent' : 'logged',
      messageId,
    });
    log.info({ emailId: id, eventId, to: email.toAddress, attempt }, 'email delivered');
  }
}

/**
 * A claim older than this is taken to be stuck (the mailer's timeouts end an attempt within a
 * few minutes): its email is queued again even though its process still runs.
 */
const staleClaimMs = 15 * 60_000;

/**
 * Queues again every email whose delivery was claimed by a process that is gone (or stuck), in
 * one transaction with taking the claim back. Returns how many were queued.
 */
export async function recoverEmails(
  deps: { db: Database; jobs: Jobs; log: Logger },
  liveness: Liveness,
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const staleBefore = new Date(Date.now() - staleClaimMs);
    const claimed = await listClaimedEmails(tx, liveness.processId, staleBefore);
    if (claimed.length === 0) return 0;
    const dead = await liveness.deadAmong(
      tx,
      claimed.map((email) => email.claimedBy!),
    );
    const orphaned = claimed.filter(
      (email) =>
        dead.has(email.claimedBy!) || (email.claimedAt !== null && email.claimedAt < staleBefore),
    );
    return requeueOrphans(deps, tx, orphaned, {
      takeBack: (tx, email) => takeBackEmail(tx, email.eventId, email.id, email.claimedBy!),
      queue: deliverEmailQueue,
      job: (email): DeliverEmailJob => ({ eventId: email.eventId, id: email.id }),
      describe: (email) => ({
        eventId: email.eventId,
        emailId: email.id,
        claimedBy: email.claimedBy,
      }),
      message: 'recovery: email whose sender stopped mid-attempt queued again',
    });
  });
}
