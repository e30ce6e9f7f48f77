import type { AppDeps } from '../../../app-deps.ts';
import type { Liveness } from '../../../db/liveness.ts';
import { requeueOrphans } from '../../../lib/requeue.ts';
import { listRunningImports, requeueImport } from './run-queries.ts';
import { type TeamImportJob, teamImportQueue } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'jobs'>;

/**
 * A queued run whose job has not claimed it by then is queued again: its job may have been
 * fetched by a process that crashed before claiming it (pg-boss would retry it only when the job
 * expires, an hour later). A duplicate job is harmless: it finds the import claimed and stops.
 */
const unclaimedAfterMs = 2 * 60_000;
/**
 * A runner that has finished no row for this long is taken to be stuck: the import is queued
 * again, and the old runner, if it ever wakes, finds the import no longer its own and stops.
 */
const silentAfterMs = 10 * 60_000;

/**
 * Finds the imports left `running` by a runner that is gone (after a crash
 * an import stayed running for an hour, refusing re-check and re-run) and queues each again in
 * one transaction with taking it back from that runner. On the embedded database this process
 * owns the data, so at start-up every running import is orphaned; on PostgreSQL a runner is gone
 * when its process's liveness lock is free (db/liveness.ts) or it has gone silent.
 */
export async function recoverImports(
  deps: Deps,
  liveness: Liveness,
  options: { startUp: boolean },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const running = await listRunningImports(tx);
    if (running.length === 0) return 0;
    const processOf = (runner: string) => runner.split('/')[0]!;
    const dead = await liveness.deadAmong(
      tx,
      running.flatMap((r) => (r.runner ? [processOf(r.runner)] : [])),
    );
    const now = Date.now();
    const orphaned = running.filter((current) => {
      const quietFor = now - (current.heartbeatAt?.getTime() ?? 0);
      return current.runner
        ? dead.has(processOf(current.runner)) || quietFor > silentAfterMs
        : (options.startUp && liveness.soleOwner) || quietFor > unclaimedAfterMs;
    });
    return requeueOrphans(deps, tx, orphaned, {
      takeBack: (tx, current) => requeueImport(tx, current.eventId, current.id, current.runner),
      queue: teamImportQueue,
      job: (current): TeamImportJob => ({ eventId: current.eventId, importId: current.id }),
      describe: (current) => ({
        eventId: current.eventId,
        importId: current.id,
        runner: current.runner,
      }),
      message: 'recovery: team import left by a stopped runner queued again',
    });
  });
}
