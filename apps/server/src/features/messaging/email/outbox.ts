import type { EmailLogQuery, EmailLogSort } from '@showdesk/domain/messaging/email-log';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { newId } from '../../../lib/ids.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { orderFor, pagedRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';
import type { Jobs } from '../../../plugins/jobs.ts';
import { redactSecrets } from './redact.ts';
import type { RenderedEmail } from './templates.ts';

export const deliverEmailQueue = 'deliver-email';

/** Emails a person is waiting for on screen, delivered ahead of bulk sends (an import's welcomes). */
const interactiveTemplates = new Set([
  'verifyPasswordChange',
  'confirmPasswordChange',
  'verifyEmailChange',
  'confirmEmailChange',
  'newDeviceLogin',
]);

export interface QueueEmailInput {
  eventId: string;
  template: string;
  to: string;
  from: string;
  email: Omit<RenderedEmail, 'secrets'> & { secrets?: readonly string[] };
  userId?: string | null;
  /** Where replies go, when not to the from address. */
  replyTo?: string | null;
  /** Blind copies of this message. */
  bcc?: readonly string[];
}

/**
 * Writes an email to the outbox and queues its delivery job, both inside the caller's
 * transaction: the email exists if and only if the change that caused it was committed.
 * The email log's copy has the email's secrets hidden (`redactSecrets`).
 */
export async function queueEmail(tx: DbOrTx, jobs: Jobs, input: QueueEmailInput): Promise<string> {
  const id = newId();
  await tx.insert(outboxEmails).values({
    eventId: input.eventId,
    id,
    template: input.template,
    toAddress: input.to.toLowerCase(),
    fromAddress: input.from,
    replyTo: input.replyTo || null,
    bccAddresses: [...(input.bcc ?? [])].map((address) => address.toLowerCase()),
    subject: input.email.subject,
    textBody: input.email.text,
    htmlBody: input.email.html,
    logText: redactSecrets(input.email.text, input.email.secrets),
    logHtml: redactSecrets(input.email.html, input.email.secrets),
    templateNote: input.email.templateNote ?? null,
    userId: input.userId ?? null,
  });
  await jobs.sendInTransaction(
    tx,
    deliverEmailQueue,
    { eventId: input.eventId, id },
    // Someone is waiting for a reset or a confirmation: it goes before bulk welcomes.
    { priority: interactiveTemplates.has(input.template) ? 10 : 0 },
  );
  return id;
}

export const getOutboxEmail = eventRecordQueries(outboxEmails).get;

/** The email log's rows: metadata and the redacted copy, never the deliverable bodies. */
export async function listOutboxEmails(db: DbOrTx, eventId: string, limit = 100) {
  return db
    .select({
      id: outboxEmails.id,
      template: outboxEmails.template,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      logText: outboxEmails.logText,
      status: outboxEmails.status,
      attempts: outboxEmails.attempts,
      lastError: outboxEmails.lastError,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.eventId, eventId))
    .orderBy(desc(outboxEmails.createdAt))
    .limit(limit);
}

const logColumns = {
  id: outboxEmails.id,
  template: outboxEmails.template,
  toAddress: outboxEmails.toAddress,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  attempts: outboxEmails.attempts,
  lastError: outboxEmails.lastError,
  templateNote: outboxEmails.templateNote,
  userId: outboxEmails.userId,
  createdAt: outboxEmails.createdAt,
  sentAt: outboxEmails.sentAt,
};

const logSortColumns = {
  createdAt: outboxEmails.createdAt,
  to: outboxEmails.toAddress,
  template: outboxEmails.template,
  status: outboxEmails.status,
} satisfies Record<EmailLogSort, unknown>;

/**
 * One page of the email log (newest first unless sorted otherwise) and how many match: q
 * matches the recipient or the subject; filters by status, template and the member it was for.
 */
export async function listOutboxEmailPage(db: DbOrTx, eventId: string, query: EmailLogQuery) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const { status, template, userId } = query.filter;
  const where = and(
    eq(outboxEmails.eventId, eventId),
    pattern
      ? or(ilike(outboxEmails.toAddress, pattern), ilike(outboxEmails.subject, pattern))
      : undefined,
    status ? eq(outboxEmails.status, status) : undefined,
    template ? eq(outboxEmails.template, template) : undefined,
    userId ? eq(outboxEmails.userId, userId) : undefined,
  );
  return pagedRows(query, ({ limit, offset }) =>
    db
      .select({ ...logColumns, total: sql<number>`count(*) over ()` })
      .from(outboxEmails)
      .where(where)
      .orderBy(...orderFor(query.sort, logSortColumns, outboxEmails.id))
      .limit(limit)
      .offset(offset),
  );
}

/** One email of the log with its logged text (secret links hidden). */
export async function getOutboxLogEntry(db: DbOrTx, eventId: string, id: string) {
  const [row] = await db
    .select({ ...logColumns, logText: outboxEmails.logText })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.eventId, eventId), eq(outboxEmails.id, id)));
  return row ?? null;
}

/** A failed attempt is tried again this many times (pg-boss retries, with backoff). */
export const emailRetryLimit = 6;
/** An email still failing after this many attempts is not tried again. */
export const maxEmailAttempts = emailRetryLimit + 1;
