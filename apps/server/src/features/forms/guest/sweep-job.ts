import type { AppDeps } from '../../../app-deps.ts';
import { sweepUnsentGuestFiles } from './unsent-files.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'storage' | 'log' | 'reporter' | 'config'>;

export const guestSweepQueue = 'guest-uploads-sweep';

/**
 * Every `minutes` minutes (GUEST_SWEEP_INTERVAL_MINUTES: 5, at most 5): with the 50-minute
 * lifetime, an unsent guest's file is gone within the hour.
 */
export const guestSweepCron = (minutes: number) => `*/${minutes} * * * *`;

/**
 * The sweep of guests' unsent files as a pg-boss schedule: every app process declares it (the
 * same name and cron: an upsert), pg-boss's cron pass creates one job per occurrence whichever
 * process runs it, on the embedded database and on PostgreSQL alike, and one worker fetches it.
 * A process also queues one sweep as it starts, so that what fell due while no process was up
 * is swept at once, not at the next occurrence (processes starting together sweep side by side:
 * the sweep locks what it takes).
 */
export async function registerGuestSweep(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(guestSweepQueue, { retryLimit: 2, retryDelay: 60 });
  await deps.jobs.boss.schedule(
    guestSweepQueue,
    guestSweepCron(deps.config.guestSweepIntervalMinutes),
    {},
    { tz: 'UTC', missed: 'once' },
  );
  await deps.jobs.boss.work(guestSweepQueue, { pollingIntervalSeconds }, async () => {
    await sweepUnsentGuestFiles(deps);
  });
  await deps.jobs.boss.send(guestSweepQueue, { startUp: true });
}
