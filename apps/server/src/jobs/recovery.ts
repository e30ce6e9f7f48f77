import type { AppDeps } from '../app-deps.ts';
import type { Liveness } from '../db/liveness.ts';
import { sweepUnsentSubmissionFiles } from '../features/forms/submissions/unsent-files.ts';
import { queueWrittenDeliveries } from '../features/integrations/event-webhooks/dispatch.ts';
import { recoverWelcomeChasers } from '../features/people/invitations/run-chaser.ts';
import { recoverImports } from '../features/people/team-import/recovery.ts';
import { recoverEventCopies } from '../features/platform/copies/recovery.ts';
import { sweepOrphanedFiles } from '../features/platform/uploads/file-sweeper.ts';
import { emailJobHeartbeatSeconds, recoverEmails } from './deliver-email.ts';
import { recoverWebhookDeliveries } from './deliver-webhook.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'log' | 'storage' | 'reporter'>;

/** How often a process looks for work left behind by others (PostgreSQL: several processes). */
const intervalMs = 30_000;

export interface Recovery {
  stop(): Promise<void>;
}

/**
 * Takes over what a crashed process left half done: imports still `running` (queued again to
 * carry on), welcome reminder sends it was running (queued again), emails it was handing to
 * SMTP or had fetched the jobs of (queued again), webhook deliveries it was sending (queued
 * again), event webhook deliveries whose job was never queued (queued), files it wrote without
 * recording them (removed) and its temporary files; and, hourly, files uploaded for guest submissions that
 * were never sent. Runs once at start-up, awaited, so a restarted embedded
 * server has recovered before it answers; then every 30 s, so that on PostgreSQL the surviving
 * processes recover a crashed one without waiting for it to restart.
 */
export async function startRecovery(deps: Deps, liveness: Liveness): Promise<Recovery> {
  let running: Promise<void> | null = null;
  const sweep = (startUp: boolean) => {
    running ??= (async () => {
      try {
        await recoverImports(deps, liveness, { startUp });
        await recoverEventCopies(deps, liveness, { startUp });
        await recoverEmails(deps, liveness);
        await recoverWebhookDeliveries(deps, liveness);
        // Event webhook deliveries whose job no notification got queued (dispatch.ts).
        await queueWrittenDeliveries(deps);
        await recoverWelcomeChasers(deps, liveness, { startUp });
        await sweepOrphanedFiles(deps, liveness, { startUp });
        await sweepUnsentSubmissionFiles(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'recovery sweep failed; next one in 30 s');
        deps.reporter.capture(error, { job: 'recovery' });
      } finally {
        running = null;
      }
    })();
    return running;
  };
  await sweep(true);
  const timer = setInterval(() => void sweep(false), intervalMs);
  timer.unref();
  // PostgreSQL: the email jobs a process killed just before our start had fetched are known to
  // be abandoned only once their heartbeat is stale. One more sweep then, not 30 s later.
  const followUp = liveness.soleOwner
    ? undefined
    : setTimeout(() => void sweep(false), (emailJobHeartbeatSeconds + 1) * 1000);
  followUp?.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(followUp);
      await running;
    },
  };
}
