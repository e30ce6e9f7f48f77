import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { eventCopies } from '../../../db/schema/events.ts';

/*
 * The queries of a copy's record (a global table: a copy spans two events). A runner claims the
 * copy, touches its heartbeat in every step's transaction, finishes or fails it; recovery lists
 * the unfinished ones and takes them back (run.ts, recovery.ts), like the team import.
 */

export type EventCopyRow = typeof eventCopies.$inferSelect;

export async function insertCopy(db: DbOrTx, row: typeof eventCopies.$inferInsert) {
  await db.insert(eventCopies).values(row);
}

export async function getCopy(db: DbOrTx, copyId: string): Promise<EventCopyRow | null> {
  const [row] = await db.select().from(eventCopies).where(eq(eventCopies.id, copyId));
  return row ?? null;
}

/** A job takes an unfinished copy for itself: only when nobody runs it (or it is its own). */
export async function claimCopy(db: DbOrTx, copyId: string, runner: string) {
  const [row] = await db
    .update(eventCopies)
    .set({ runner, heartbeatAt: new Date(), status: 'running' })
    .where(
      and(
        eq(eventCopies.id, copyId),
        inArray(eventCopies.status, ['queued', 'running']),
        or(isNull(eventCopies.runner), eq(eventCopies.runner, runner)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * First thing in each step's transaction: the heartbeat, and the step's progress. False when
 * the copy is no longer this runner's (recovery gave it to another): the runner stops. The
 * update locks the copy until the step commits, so a takeover waits for the step in progress.
 */
export async function touchCopy(tx: DbOrTx, copyId: string, runner: string) {
  const rows = await tx
    .update(eventCopies)
    .set({ heartbeatAt: new Date() })
    .where(and(eq(eventCopies.id, copyId), eq(eventCopies.runner, runner)))
    .returning({ id: eventCopies.id });
  return rows.length > 0;
}

/** A step done, in its own transaction: progress, and the summary so far. */
export async function recordStep(
  tx: DbOrTx,
  copyId: string,
  values: { step: string | null; done: number; summary: Record<string, unknown> },
) {
  await tx.update(eventCopies).set(values).where(eq(eventCopies.id, copyId));
}

export async function finishCopy(tx: DbOrTx, copyId: string, runner: string) {
  await tx
    .update(eventCopies)
    .set({ status: 'finished', step: null, runner: null, finishedAt: new Date() })
    .where(and(eq(eventCopies.id, copyId), eq(eventCopies.runner, runner)));
}

export async function failCopy(db: DbOrTx, copyId: string, error: string) {
  await db
    .update(eventCopies)
    .set({ status: 'failed', runner: null, error, finishedAt: new Date() })
    .where(eq(eventCopies.id, copyId));
}

/** Lets go of a copy after its runner failed, so a retried job (anywhere) can claim it. */
export async function releaseCopy(db: DbOrTx, copyId: string, runner: string) {
  await db
    .update(eventCopies)
    .set({ runner: null })
    .where(and(eq(eventCopies.id, copyId), eq(eventCopies.runner, runner)));
}

/** Every unfinished copy, for recovery (a small set: a copy runs for seconds). */
export async function listUnfinishedCopies(db: DbOrTx) {
  return db
    .select({
      id: eventCopies.id,
      runner: eventCopies.runner,
      heartbeatAt: eventCopies.heartbeatAt,
    })
    .from(eventCopies)
    .where(inArray(eventCopies.status, ['queued', 'running']));
}

/** Takes an unfinished copy back from `runner` (compare and set) to queue it again. */
export async function requeueCopy(tx: DbOrTx, copyId: string, runner: string | null) {
  const rows = await tx
    .update(eventCopies)
    .set({ runner: null, heartbeatAt: new Date() })
    .where(
      and(
        eq(eventCopies.id, copyId),
        inArray(eventCopies.status, ['queued', 'running']),
        runner === null ? isNull(eventCopies.runner) : eq(eventCopies.runner, runner),
      ),
    )
    .returning({ id: eventCopies.id });
  return rows.length > 0;
}
