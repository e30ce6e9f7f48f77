import { deliveryErrorText } from '@showdesk/domain/messaging/email-batch';
import type { JobResult } from 'pg-boss';
import type { Logger } from 'pino';
import type { Database, DbOrTx } from '../db/client.ts';
import { type Liveness, processId, processStartedAt } from '../db/liveness.ts';
import {
  claimEmails,
  listClaimedEmails,
  listUnsentEmails,
  recordAttempt,
  renewClaim,
  takeBackEmail,
} from '../features/messaging/email/delivery-queries.ts';
import type { Mailer } from '../features/messaging/email/mailer.ts';
import { deliverEmailQueue, emailRetryLimit } from '../features/messaging/email/outbox.ts';
import { insertEmailResponse } from '../features/messaging/email/responses.ts';
import { requeueOrphans } from '../lib/requeue.ts';
import { type AbandonedJob, type Jobs, listAbandonedJobs } from '../plugins/jobs.ts';

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
 * What an SMTP attempt's error says: the server's reply code (550) or the connection error's
 * code (ECONNREFUSED), its message, and whether it is final: a 5xx reply refuses the message
 * for good, so it is not tried again (a 4xx reply or a lost connection is).
 */
export function smtpFailure(error: unknown): {
  code: string;
  message: string;
  isPermanent: boolean;
} {
  const details = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  const reply = typeof details.responseCode === 'number' ? details.responseCode : null;
  const code =
    reply !== null ? String(reply) : typeof details.code === 'string' ? details.code : 'ERROR';
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  return { code, message, isPermanent: reply !== null && reply >= 500 && reply < 600 };
}

/**
 * A worker refreshes its batch's heartbeat every half of this while it works on it; a job whose
 * heartbeat is older was fetched by a process that is gone (or frozen that long), and recovery
 * hands its email on (`recoverEmails`). pg-boss's minimum.
 */
export const emailJobHeartbeatSeconds = 10;

const sameEmail = (a: { eventId: string; id: string }) => (b: { eventId: string; id: string }) =>
  a.eventId === b.eventId && a.id === b.id;

/**
 * Delivers outbox emails, one after the other. A failed attempt is recorded and its job failed so
 * that pg-boss retries it with exponential backoff; an email recorded as sent is never sent again.
 *
 * Crash safety: the worker first claims the emails (`claimed_by`, committed), then hands each to SMTP,
 * then records the outcome and lets go in one transaction. A second job for the same email finds
 * it sent and stops, or claimed and tries again later. If the process dies mid-attempt, recovery
 * (`recoverEmails`) finds the claim of a process that is gone and queues the email again; if it
 * dies between fetching a batch and claiming it, recovery finds the batch's jobs still `active`
 * with no heartbeat and queues their emails again. So a crash never loses one.
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
  const queueOptions = {
    retryLimit: emailRetryLimit,
    retryDelay: retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: 3600,
    heartbeatSeconds: emailJobHeartbeatSeconds,
  };
  await jobs.boss.createQueue(deliverEmailQueue, queueOptions);
  // createQueue leaves a queue that exists as it was: one made before heartbeats needs them.
  await jobs.boss.updateQueue(deliverEmailQueue, queueOptions);
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
      const unclaimed = batch.filter((job) => !claimed.some(sameEmail(job.data)));
      // Not claimed: sent or logged (done), or another job is sending it now. That job's own
      // failure may no longer count (pg-boss fences off a job it took back when its heartbeat
      // was missed, and recovery one it handed on), so this one tries again later rather than
      // leave an attempt that fails with no job behind it.
      const unsent = await listUnsentEmails(
        db,
        unclaimed.map((job) => job.data),
      );
      const results: JobResult[] = [];
      for (const job of batch) {
        const email = claimed.find(sameEmail(job.data));
        if (!email && unsent.some(sameEmail(job.data))) {
          const message = 'another job is sending this email; trying again later';
          results.push({ id: job.id, status: 'failed', output: { message } });
          continue;
        }
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
    let sent: { messageId?: string; response?: string };
    try {
      sent = await mailer.send({
        from: email.fromAddress,
        to: email.toAddress,
        subject: email.subject,
        text: email.textBody,
        html: email.htmlBody,
        ...(email.replyTo ? { replyTo: email.replyTo } : {}),
        ...(email.bccAddresses.length > 0 ? { bcc: email.bccAddresses } : {}),
        messageId: outboxMessageId(email),
        // A provider's delivery webhook names the email by these (Postmark's metadata headers).
        headers: { 'X-PM-Metadata-outbox-id': id, 'X-PM-Metadata-event-id': eventId },
      });
    } catch (error) {
      const failure = smtpFailure(error);
      const text = deliveryErrorText(failure.code, failure.message);
      await db.transaction(async (tx) => {
        await recordAttempt(tx, eventId, id, processId, {
          status: failure.isPermanent ? 'rejected' : 'failed',
          error: text,
        });
        // The mail server's answer, as a delivery event: refused for good, or delayed.
        await insertEmailResponse(tx, email, {
          type: failure.isPermanent ? 'bounce' : 'pending',
          details: text,
          platform: 'smtp',
        });
      });
      if (failure.isPermanent) {
        // Trying again cannot help (no such mailbox, refused): the job is done with it.
        log.warn({ emailId: id, eventId, attempt, err: error }, 'email refused; not retried');
        return;
      }
      log.warn({ emailId: id, eventId, attempt, err: error }, 'email delivery failed; will retry');
      throw error;
    }
    // The window: the server has the message; until this commits, a crash means a re-send.
    await db.transaction(async (tx) => {
      await recordAttempt(tx, eventId, id, processId, {
        status: mailer.isDelivering ? 'sent' : 'logged',
        ...(sent.messageId ? { messageId: sent.messageId } : {}),
      });
      if (mailer.isDelivering)
        await insertEmailResponse(tx, email, {
          type: 'delivery',
          details: sent.response ?? '',
          platform: 'smtp',
          messageId: sent.messageId ?? null,
        });
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
 * Queues again every email left half done by a process that is gone (or stuck), in one
 * transaction with taking it back: emails whose claimer is gone (`requeueClaimed`), and emails
 * of jobs fetched by a process that died before it claimed them (`requeueFetched`). Returns
 * how many were queued.
 */
export async function recoverEmails(
  deps: { db: Database; jobs: Jobs; log: Logger },
  liveness: Liveness,
): Promise<number> {
  return deps.db.transaction(
    async (tx) =>
      (await requeueFetched(deps, tx, liveness)) + (await requeueClaimed(deps, tx, liveness)),
  );
}

/**
 * The jobs a process fetched and never settled stay `active` for pg-boss until its supervisor
 * notices their heartbeat stopped (a minute) and retries them after the retry delay: their
 * emails, still pending and unclaimed, would wait. Recovery completes each such job (fenced to
 * the attempt: the worker, should it ever wake, cannot settle it) and queues its email again.
 * An email claimed by now is its claimer's, or `requeueClaimed`'s, and its job pg-boss's.
 * Should the worker wake after all, its claim finds the email claimed or sent: nothing is sent
 * twice.
 */
async function requeueFetched(
  deps: { db: Database; jobs: Jobs; log: Logger },
  tx: DbOrTx,
  liveness: Liveness,
): Promise<number> {
  const abandoned = await listAbandonedJobs<DeliverEmailJob>(
    tx,
    deliverEmailQueue,
    liveness.soleOwner ? processStartedAt : undefined,
  );
  if (abandoned.length === 0) return 0;
  const unsent = await listUnsentEmails(
    tx,
    abandoned.map((job) => job.data),
  );
  const handedOn = abandoned.filter(
    (job) => !unsent.find(sameEmail(job.data))?.claimedBy, // sent, or unsent and unclaimed
  );
  await deps.jobs.completeInTransaction(tx, deliverEmailQueue, handedOn, {
    message: 'fetched by a worker that stopped; recovery handed its email on',
  });
  const queued: DeliverEmailJob[] = [];
  return requeueOrphans<AbandonedJob<DeliverEmailJob>>(deps, tx, handedOn, {
    takeBack: async (_tx, job) => {
      if (!unsent.some(sameEmail(job.data)) || queued.some(sameEmail(job.data))) return false;
      queued.push(job.data);
      return true;
    },
    queue: deliverEmailQueue,
    job: (job): DeliverEmailJob => ({ eventId: job.data.eventId, id: job.data.id }),
    describe: (job) => ({ eventId: job.data.eventId, emailId: job.data.id, jobId: job.id }),
    message: 'recovery: email whose job was fetched by a stopped worker queued again',
  });
}

/** Emails whose delivery was claimed by a process that is gone (or stuck): taken back, queued. */
async function requeueClaimed(
  deps: { db: Database; jobs: Jobs; log: Logger },
  tx: DbOrTx,
  liveness: Liveness,
): Promise<number> {
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
}
