import type { AppDeps } from '../../../app-deps.ts';
import type { Liveness } from '../../../db/liveness.ts';
import { requeueOrphans } from '../../../lib/requeue.ts';
import { listUnfinishedCopies, requeueCopy } from './queries.ts';
import { type EventCopyJob, eventCopyQueue } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'jobs'>;

/** A queued copy no job has claimed by then is queued again (its job's process may be gone). */
const unclaimedAfterMs = 2 * 60_000;
/** A runner that has finished no step (or file batch) for this long is taken to be stuck. */
const silentAfterMs = 10 * 60_000;

/**
 * Finds the copies left unfinished by a runner that is gone and queues each again, in one
 * transaction with taking it back from that runner, like the team import (people/team-import/
 * recovery.ts): the next runner carries on from the first step not done.
 */
export async function recoverEventCopies(
  deps: Deps,
  liveness: Liveness,
  options: { startUp: boolean },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const unfinished = await listUnfinishedCopies(tx);
    if (unfinished.length === 0) return 0;
    const processOf = (runner: string) => runner.split('/')[0]!;
    const dead = await liveness.deadAmong(
      tx,
      unfinished.flatMap((c) => (c.runner ? [processOf(c.runner)] : [])),
    );
    const now = Date.now();
    const orphaned = unfinished.filter((copy) => {
      const quietFor = now - (copy.heartbeatAt?.getTime() ?? 0);
      return copy.runner
        ? dead.has(processOf(copy.runner)) || quietFor > silentAfterMs
        : (options.startUp && liveness.soleOwner) || quietFor > unclaimedAfterMs;
    });
    return requeueOrphans(deps, tx, orphaned, {
      takeBack: (tx, copy) => requeueCopy(tx, copy.id, copy.runner),
      queue: eventCopyQueue,
      job: (copy): EventCopyJob => ({ copyId: copy.id }),
      describe: (copy) => ({ copyId: copy.id, runner: copy.runner }),
      message: 'recovery: event copy left by a stopped runner queued again',
    });
  });
}
