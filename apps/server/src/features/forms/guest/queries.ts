import { and, asc, eq, gt, inArray, lt, not, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { submissions } from '../../../db/schema/forms.ts';
import { guestUploads } from '../../../db/schema/guest-limits.ts';
import { existingRecordIds } from '../../../lib/lists/archivable-records.ts';

/** The window the upload quotas and the typed-address email limit count over. */
export const quotaWindow = sql`interval '1 hour'`;

/** Whose uploads a quota counts: one client address (every event), or one form. */
export type QuotaScope = { clientKey: string } | { eventId: string; formId: string };

const scopeWhere = (scope: QuotaScope): SQL =>
  'clientKey' in scope
    ? eq(guestUploads.clientKey, scope.clientKey)
    : and(eq(guestUploads.eventId, scope.eventId), eq(guestUploads.formId, scope.formId))!;

const inWindow = () => gt(guestUploads.createdAt, sql`now() - ${quotaWindow}`);

/**
 * Makes the transaction wait for any other that counts the same scope's uploads, so two uploads
 * at once cannot both fit in the room one of them leaves. Take the address's lock before the
 * form's (every upload does): no two uploads wait for each other.
 */
export async function lockQuotaScope(tx: DbOrTx, scope: QuotaScope) {
  const key =
    'clientKey' in scope
      ? `showdesk:guest-uploads:address:${scope.clientKey}`
      : `showdesk:guest-uploads:form:${scope.eventId}:${scope.formId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Bytes a scope's guests uploaded in the last hour. */
export async function guestUploadBytes(db: DbOrTx, scope: QuotaScope): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${guestUploads.size}), 0)` })
    .from(guestUploads)
    .where(and(scopeWhere(scope), inWindow()));
  return Number(row?.bytes ?? 0);
}

/**
 * Seconds until at least `bytes` of the scope's last hour of uploads have left the window (the
 * oldest leave first); null when the window does not hold that many.
 */
export async function secondsUntilFreed(
  db: DbOrTx,
  scope: QuotaScope,
  bytes: number,
): Promise<number | null> {
  const freed = db
    .select({
      createdAt: guestUploads.createdAt,
      freed:
        sql<string>`sum(${guestUploads.size}) over (order by ${guestUploads.createdAt}, ${guestUploads.eventId}, ${guestUploads.fileId})`.as(
          'freed',
        ),
    })
    .from(guestUploads)
    .where(and(scopeWhere(scope), inWindow()))
    .as('freed_bytes');
  const [row] = await db
    .select({
      seconds: sql<string>`extract(epoch from (${freed.createdAt} + ${quotaWindow} - now()))`,
    })
    .from(freed)
    .where(sql`${freed.freed} >= ${bytes}`)
    .orderBy(asc(freed.createdAt))
    .limit(1);
  return row ? Math.max(0, Number(row.seconds)) : null;
}

export type NewGuestUpload = typeof guestUploads.$inferInsert;

export async function insertGuestUpload(db: DbOrTx, row: NewGuestUpload) {
  await db.insert(guestUploads).values(row);
}

/**
 * Serialises a guest's send with the sweep of their unsent files: the send takes this lock
 * before it reads the submission's files, the sweep tries it before it deletes them.
 */
const submissionLockKey = (eventId: string, submissionId: string) =>
  sql`hashtext(${`showdesk:guest-submission:${eventId}:${submissionId}`})`;

export async function lockGuestSubmission(tx: DbOrTx, eventId: string, submissionId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${submissionLockKey(eventId, submissionId)})`);
}

/** False when a send of this submission holds it right now (the sweep leaves it for later). */
export async function tryLockGuestSubmission(
  tx: DbOrTx,
  eventId: string,
  submissionId: string,
): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(${submissionLockKey(eventId, submissionId)}) as locked`,
  )) as unknown as { rows: Array<{ locked: boolean }> };
  return result.rows[0]?.locked === true;
}

/**
 * Guest uploads older than `olderThan` the sweep has not looked at, oldest first, locked for
 * the caller's transaction (another process's sweep skips them). Reads every event's.
 */
export async function lockUnsweptGuestUploads(tx: DbOrTx, olderThan: SQL, limit: number) {
  return tx
    .select({
      eventId: guestUploads.eventId,
      fileId: guestUploads.fileId,
      submissionId: guestUploads.submissionId,
    })
    .from(guestUploads)
    .where(and(not(guestUploads.isSwept), lt(guestUploads.createdAt, olderThan)))
    .orderBy(asc(guestUploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markGuestUploadsSwept(tx: DbOrTx, eventId: string, fileIds: string[]) {
  if (fileIds.length === 0) return;
  await tx
    .update(guestUploads)
    .set({ isSwept: true })
    .where(and(eq(guestUploads.eventId, eventId), inArray(guestUploads.fileId, fileIds)));
}

/** Which of these submissions of the event are stored (sent). */
export const storedSubmissionIds = (db: DbOrTx, eventId: string, ids: string[]) =>
  existingRecordIds(db, submissions, eventId, ids);

/**
 * Forgets uploads no quota counts any more and the sweep has looked at (over an hour old).
 * Reads every event's. Returns how many rows it removed.
 */
export async function pruneGuestUploads(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(guestUploads)
    .where(and(guestUploads.isSwept, lt(guestUploads.createdAt, sql`now() - ${quotaWindow}`)))
    .returning({ fileId: guestUploads.fileId });
  return removed.length;
}
