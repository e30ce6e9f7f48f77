import type { AppDeps } from '../../../app-deps.ts';
import type { Liveness } from '../../../db/liveness.ts';
import { deleteJournalEntry, isStorageKeyOwned, lockJournalEntries } from './queries.ts';
import { removeTempUploadsOfGoneProcesses } from './receive-upload.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

/** No upload takes this long between its first write and its commit: older entries are left. */
const staleAfterMs = 60 * 60_000;
const entriesPerSweep = 500;

export interface SweepResult {
  /** Storage objects removed because no row owns them and their process is gone. */
  objects: number;
  /** Temporary upload folders of processes that no longer run. */
  tempUploads: number;
  /** Partial files of unfinished storage writes (local disk). */
  tempStorage: number;
}

/**
 * Removes what a crash can leave of uploads: objects written before the transaction that was to
 * record them (or unlinked by one) whose storage journal entry belongs to a process that is gone,
 * the temporary folders received uploads wait in, and the partial files of storage writes. Safe
 * with several processes on one PostgreSQL and one bucket: an entry is swept only when its
 * process's liveness lock is free (or it is an hour old), under a row lock that the upload's own
 * transaction needs too, and never when a `stored_files` row owns the key.
 */
export async function sweepOrphanedFiles(
  deps: Deps,
  liveness: Liveness,
  options: { startUp: boolean },
): Promise<SweepResult> {
  const objects = await sweepJournal(deps, liveness);
  const tempUploads = await removeTempUploadsOfGoneProcesses();
  // The embedded database's process owns DATA_DIR: at start-up no write of its is in progress.
  const tempAge = options.startUp && liveness.soleOwner ? 0 : staleAfterMs;
  const tempStorage = (await deps.storage.removeStaleTemporaryFiles?.(tempAge)) ?? 0;
  const result = { objects, tempUploads, tempStorage };
  if (objects + tempUploads + tempStorage > 0) {
    deps.log.warn(result, 'recovery: removed files left by interrupted uploads');
  }
  return result;
}

async function sweepJournal(deps: Deps, liveness: Liveness): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const entries = await lockJournalEntries(tx, entriesPerSweep);
    if (entries.length === 0) return 0;
    const dead = await liveness.deadAmong(
      tx,
      entries.map((entry) => entry.processId),
    );
    const cutoff = Date.now() - staleAfterMs;
    let removed = 0;
    for (const entry of entries) {
      if (!dead.has(entry.processId) && entry.createdAt.getTime() > cutoff) continue;
      if (!(await isStorageKeyOwned(tx, entry.eventId, entry.storageKey))) {
        try {
          await deps.storage.delete(entry.storageKey);
          removed += 1;
        } catch (error) {
          deps.log.error(
            { err: error, key: entry.storageKey },
            'could not remove an orphaned file',
          );
          deps.reporter.capture(error, { key: entry.storageKey });
          continue; // the entry stays for the next sweep
        }
      }
      await deleteJournalEntry(tx, entry.eventId, entry.storageKey);
    }
    return removed;
  });
}
