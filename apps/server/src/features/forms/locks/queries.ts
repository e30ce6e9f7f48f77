import type { LockType } from '@showdesk/domain/forms/locks';
import { and, eq, gt, inArray, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { fieldGroups, forms, locks, submissions } from '../../../db/schema/forms.ts';

export type LockRow = typeof locks.$inferSelect;

const lockOf = (eventId: string, type: LockType, id: string) =>
  and(eq(locks.eventId, eventId), eq(locks.type, type), eq(locks.id, id));

/**
 * Takes the lock for `userId`, or refreshes it when it is theirs, in one statement: the row is
 * inserted, or the existing one taken over only when it has expired or is theirs. Two people
 * racing for the same record cannot both get it: the second insert waits for the first and
 * then finds a live lock of someone else. Returns the lock, or null when someone else holds it.
 */
export async function takeLock(
  db: DbOrTx,
  input: { eventId: string; type: LockType; id: string; userId: string; now: Date; expireAt: Date },
): Promise<LockRow | null> {
  const { eventId, type, id, userId, now, expireAt } = input;
  const [row] = await db
    .insert(locks)
    .values({ eventId, type, id, createdBy: userId, createdAt: now, updatedAt: now, expireAt })
    .onConflictDoUpdate({
      target: [locks.eventId, locks.type, locks.id],
      set: {
        createdBy: userId,
        // A refresh keeps when the lock was taken; a takeover starts a new one.
        createdAt: sql`case when ${locks.createdBy} = ${userId} and ${locks.expireAt} > ${now}
          then ${locks.createdAt} else excluded.created_at end`,
        updatedAt: now,
        expireAt,
      },
      setWhere: or(sql`${locks.expireAt} <= ${now}`, eq(locks.createdBy, userId)),
    })
    .returning();
  return row ?? null;
}

export async function getLock(
  db: DbOrTx,
  eventId: string,
  type: LockType,
  id: string,
): Promise<LockRow | null> {
  const [row] = await db
    .select()
    .from(locks)
    .where(lockOf(eventId, type, id));
  return row ?? null;
}

/** The lock while it is live, or null (none, or expired). */
export async function getActiveLock(
  db: DbOrTx,
  eventId: string,
  type: LockType,
  id: string,
  now: Date,
): Promise<LockRow | null> {
  const [row] = await db
    .select()
    .from(locks)
    .where(and(lockOf(eventId, type, id), gt(locks.expireAt, now)));
  return row ?? null;
}

/** Removes `userId`'s lock of the record (someone else's stays). */
export async function releaseLock(
  db: DbOrTx,
  eventId: string,
  type: LockType,
  id: string,
  userId: string,
): Promise<void> {
  await db.delete(locks).where(and(lockOf(eventId, type, id), eq(locks.createdBy, userId)));
}

/** Moves the expiry of `userId`'s live lock of the record on (a save counts as activity). */
export async function refreshOwnLock(
  db: DbOrTx,
  input: { eventId: string; type: LockType; id: string; userId: string; now: Date; expireAt: Date },
): Promise<void> {
  const { eventId, type, id, userId, now, expireAt } = input;
  await db
    .update(locks)
    .set({ updatedAt: now, expireAt })
    .where(and(lockOf(eventId, type, id), eq(locks.createdBy, userId), gt(locks.expireAt, now)));
}

/** Removes the locks of records of one type: these ids, or the ids a subquery selects. */
export async function deleteLocksOf(
  db: DbOrTx,
  eventId: string,
  type: LockType,
  ids: readonly string[] | SQLWrapper,
): Promise<void> {
  const list = Array.isArray(ids) ? (ids as readonly string[]) : null;
  if (list?.length === 0) return;
  await db
    .delete(locks)
    .where(
      and(
        eq(locks.eventId, eventId),
        eq(locks.type, type),
        inArray(locks.id, list ? [...list] : (ids as SQLWrapper)),
      ),
    );
}

/** Whether the event has the record a lock would be about. */
export async function lockableRecordExists(
  db: DbOrTx,
  eventId: string,
  type: LockType,
  id: string,
): Promise<boolean> {
  const rows =
    type === 'form'
      ? await db
          .select({ id: forms.id })
          .from(forms)
          .where(and(eq(forms.eventId, eventId), eq(forms.id, id)))
      : type === 'fieldGroup'
        ? await db
            .select({ id: fieldGroups.id })
            .from(fieldGroups)
            .where(and(eq(fieldGroups.eventId, eventId), eq(fieldGroups.id, id)))
        : await db
            .select({ id: submissions.id })
            .from(submissions)
            .where(and(eq(submissions.eventId, eventId), eq(submissions.id, id)));
  return rows.length > 0;
}
