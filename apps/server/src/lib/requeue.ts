import type { AppDeps } from '../app-deps.ts';
import type { DbOrTx } from '../db/client.ts';

/** How recovery hands on one kind of work a stopped process left half done. */
export interface Requeue<T> {
  /** Takes the work back from its runner; false when another process got there first. */
  takeBack(tx: DbOrTx, item: T): Promise<boolean>;
  queue: string;
  job(item: T): object;
  /** What the warning says about the item (ids, the runner). */
  describe(item: T): object;
  message: string;
}

/**
 * Queues again, in `tx`, each orphaned item recovery found (imports, welcome reminder sends,
 * emails), once taken back from its runner; logs each. Returns how many it queued.
 */
export async function requeueOrphans<T>(
  deps: Pick<AppDeps, 'jobs' | 'log'>,
  tx: DbOrTx,
  orphans: T[],
  how: Requeue<T>,
): Promise<number> {
  let requeued = 0;
  for (const item of orphans) {
    if (!(await how.takeBack(tx, item))) continue;
    await deps.jobs.sendInTransaction(tx, how.queue, how.job(item));
    deps.log.warn(how.describe(item), how.message);
    requeued += 1;
  }
  return requeued;
}
