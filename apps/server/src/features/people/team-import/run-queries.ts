import { and, asc, eq, isNull, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { teamImportRows, teamImports } from '../../../db/schema/team-imports.ts';

/*
 * The queries of a run: a runner claims an import, touches its heartbeat with every row, takes
 * rows one at a time, finishes; recovery lists running imports and takes them back (run-rows.ts,
 * recovery.ts).
 */

/** The WHERE of an import's rows still to run. */
const readyRowsOf = (eventId: string, importId: string) =>
  and(
    eq(teamImportRows.eventId, eventId),
    eq(teamImportRows.importId, importId),
    eq(teamImportRows.status, 'ready'),
  );

/**
 * The next ready row in file order, locked for the caller's transaction. A row another
 * transaction holds is skipped, so two runners can never run the same row.
 */
export async function takeNextReadyRow(tx: DbOrTx, eventId: string, importId: string) {
  const [row] = await tx
    .select()
    .from(teamImportRows)
    .where(readyRowsOf(eventId, importId))
    .orderBy(asc(teamImportRows.rowNumber))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

const importIs = (eventId: string, importId: string) =>
  and(eq(teamImports.eventId, eventId), eq(teamImports.id, importId));

/**
 * A job takes a running import for itself: only when nobody runs it (or it is its own, retried).
 * Returns the import, or null when it has finished or another runner has it.
 */
export async function claimImport(db: DbOrTx, eventId: string, importId: string, runner: string) {
  const [row] = await db
    .update(teamImports)
    .set({ runner, heartbeatAt: new Date() })
    .where(
      and(
        importIs(eventId, importId),
        eq(teamImports.status, 'running'),
        or(isNull(teamImports.runner), eq(teamImports.runner, runner)),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The runner's heartbeat, first thing in each row's transaction. False when the import is no
 * longer this runner's (recovery gave it to another): the runner stops. The update locks the
 * import until the row commits, so a takeover waits for the row in progress to end.
 */
export async function touchImport(tx: DbOrTx, eventId: string, importId: string, runner: string) {
  const rows = await tx
    .update(teamImports)
    .set({ heartbeatAt: new Date() })
    .where(and(importIs(eventId, importId), eq(teamImports.runner, runner)))
    .returning({ id: teamImports.id });
  return rows.length > 0;
}

/** Marks the import finished once no row is left to run (its runner's last transaction). */
export async function finishImport(
  tx: DbOrTx,
  eventId: string,
  importId: string,
  runner: string,
  updatedBy: string | null,
) {
  const now = new Date();
  await tx
    .update(teamImports)
    .set({ status: 'finished', finishedAt: now, runner: null, updatedAt: now, updatedBy })
    .where(
      and(
        importIs(eventId, importId),
        eq(teamImports.runner, runner),
        notExists(
          tx.select({ n: sql`1` }).from(teamImportRows).where(readyRowsOf(eventId, importId)),
        ),
      ),
    );
}

/** Lets go of an import after the runner failed, so a retried job (anywhere) can claim it. */
export async function releaseImport(db: DbOrTx, eventId: string, importId: string, runner: string) {
  await db
    .update(teamImports)
    .set({ runner: null })
    .where(and(importIs(eventId, importId), eq(teamImports.runner, runner)));
}

/** Every running import of every event, for recovery (a small set: imports run for minutes). */
export async function listRunningImports(db: DbOrTx) {
  return db
    .select({
      eventId: teamImports.eventId,
      id: teamImports.id,
      runner: teamImports.runner,
      heartbeatAt: teamImports.heartbeatAt,
    })
    .from(teamImports)
    .where(eq(teamImports.status, 'running'));
}

/**
 * Takes a running import back from `runner` (still that runner: compare and set) so that it can
 * be queued again; the old runner, if it still runs, finds the import no longer its own.
 */
export async function requeueImport(
  tx: DbOrTx,
  eventId: string,
  importId: string,
  runner: string | null,
) {
  const rows = await tx
    .update(teamImports)
    .set({ runner: null, heartbeatAt: new Date() })
    .where(
      and(
        importIs(eventId, importId),
        eq(teamImports.status, 'running'),
        runner === null ? isNull(teamImports.runner) : eq(teamImports.runner, runner),
      ),
    )
    .returning({ id: teamImports.id });
  return rows.length > 0;
}
