import { and, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';

const emailIs = (eventId: string, id: string) =>
  and(eq(outboxEmails.eventId, eventId), eq(outboxEmails.id, id));

/**
 * Claims emails for delivery by this process, committed before SMTP is contacted. Returns the
 * emails claimed: not those sent or logged already, nor those someone else is sending now.
 */
export async function claimEmails(
  db: DbOrTx,
  emails: Array<{ eventId: string; id: string }>,
  processId: string,
) {
  if (emails.length === 0) return [];
  return db
    .update(outboxEmails)
    .set({ claimedBy: processId, claimedAt: new Date() })
    .where(
      and(
        or(...emails.map((email) => emailIs(email.eventId, email.id))),
        inArray(outboxEmails.status, ['pending', 'failed']),
        isNull(outboxEmails.claimedBy),
      ),
    )
    .returning();
}

/**
 * Those of `emails` still to be delivered (pending or failed), with their claimer if one is
 * sending them now: for a job that could not claim its email, and for recovery.
 */
export async function listUnsentEmails(db: DbOrTx, emails: Array<{ eventId: string; id: string }>) {
  if (emails.length === 0) return [];
  return db
    .select({
      eventId: outboxEmails.eventId,
      id: outboxEmails.id,
      claimedBy: outboxEmails.claimedBy,
    })
    .from(outboxEmails)
    .where(
      and(
        or(...emails.map((email) => emailIs(email.eventId, email.id))),
        inArray(outboxEmails.status, ['pending', 'failed']),
      ),
    );
}

/**
 * Just before an email of a claimed batch is handed to SMTP: renews the claim's time and says
 * whether it is still ours (recovery takes back a claim it found stuck, to queue it again).
 */
export async function renewClaim(db: DbOrTx, eventId: string, id: string, processId: string) {
  const rows = await db
    .update(outboxEmails)
    .set({ claimedAt: new Date() })
    .where(and(emailIs(eventId, id), eq(outboxEmails.claimedBy, processId)))
    .returning({ id: outboxEmails.id });
  return rows.length > 0;
}

/**
 * Records an attempt's outcome and lets go of the email, in one statement (atomic without a
 * transaction of its own). The outcome is recorded even if the claim is no longer ours
 * (recovery took it back as stuck): a 'sent' is what stops the job it queued from sending again.
 */
export async function recordAttempt(
  db: DbOrTx,
  eventId: string,
  id: string,
  processId: string,
  outcome: {
    status: 'sent' | 'failed' | 'rejected' | 'logged';
    error?: string;
    messageId?: string;
  },
) {
  const isDone = outcome.status === 'sent' || outcome.status === 'logged';
  await db
    .update(outboxEmails)
    .set({
      status: outcome.status,
      attempts: sql`${outboxEmails.attempts} + 1`,
      lastError: outcome.error ?? null,
      messageId: outcome.messageId ?? null,
      sentAt: outcome.status === 'sent' ? new Date() : null,
      // Delivered (or printed to the log without SMTP): the secret links have reached their
      // addressee and are kept nowhere else.
      ...(isDone
        ? { textBody: sql`${outboxEmails.logText}`, htmlBody: sql`${outboxEmails.logHtml}` }
        : {}),
      claimedBy: sql`case when ${outboxEmails.claimedBy} = ${processId} then null else ${outboxEmails.claimedBy} end`,
      claimedAt: sql`case when ${outboxEmails.claimedBy} = ${processId} then null else ${outboxEmails.claimedAt} end`,
    })
    .where(emailIs(eventId, id));
}

/**
 * Emails claimed by another process, or by this one for longer than `staleBefore` (an attempt
 * that never recorded its outcome), for recovery. Served by a partial index: claims are few.
 */
export async function listClaimedEmails(db: DbOrTx, processId: string, staleBefore: Date) {
  return db
    .select({
      eventId: outboxEmails.eventId,
      id: outboxEmails.id,
      claimedBy: outboxEmails.claimedBy,
      claimedAt: outboxEmails.claimedAt,
    })
    .from(outboxEmails)
    .where(
      and(
        isNotNull(outboxEmails.claimedBy),
        or(
          ne(outboxEmails.claimedBy, processId),
          sql`${outboxEmails.claimedAt} < ${staleBefore.toISOString()}`,
        ),
      ),
    );
}

/**
 * Takes an email back from the claimer that is gone (compare and set). Returns whether it still
 * needs delivering (pending or failed) and so a new job.
 */
export async function takeBackEmail(db: DbOrTx, eventId: string, id: string, claimedBy: string) {
  const [row] = await db
    .update(outboxEmails)
    .set({ claimedBy: null, claimedAt: null })
    .where(and(emailIs(eventId, id), eq(outboxEmails.claimedBy, claimedBy)))
    .returning({ status: outboxEmails.status });
  return row ? row.status === 'pending' || row.status === 'failed' : false;
}
