import type { AppDeps } from '../../../app-deps.ts';
import { type Liveness, processId } from '../../../db/liveness.ts';
import { requeueOrphans } from '../../../lib/requeue.ts';
import { queueEmail } from '../../messaging/email/outbox.ts';
import {
  type ChaserCandidate,
  listChaserCandidates,
  type ReminderSetting,
  reminderSetting,
  type WelcomeChaserJob,
  welcomeChaserQueue,
} from './chaser.ts';
import {
  finishChaser,
  listPendingRecipients,
  listUnfinishedChasers,
  markRecipient,
  requeueChaser,
  startChaserRun,
  takeRecipient,
  touchChaser,
} from './chaser-queries.ts';
import { setPasswordLink } from './service.ts';
import { welcomeChaserTemplate } from './templates.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'config' | 'log' | 'reporter' | 'emailRenderer'>;

/** Members read (and heartbeat touched) per round of a send. */
const batchSize = 100;

export async function registerWelcomeChaser(deps: Deps, pollingIntervalSeconds = 1) {
  await deps.jobs.boss.createQueue(welcomeChaserQueue, {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
  });
  await deps.jobs.boss.work<WelcomeChaserJob>(
    welcomeChaserQueue,
    { pollingIntervalSeconds },
    async ([job]) => {
      if (job) await runWelcomeChaser(deps, job.data);
    },
  );
}

/**
 * The job of one welcome send. It marks the send running under this process, then reminds its
 * pending members a batch at a time, one transaction per member: lock the member's row if it is
 * still pending (`FOR UPDATE SKIP LOCKED`), make their set-password link (or take the login
 * page, once they have a password), queue the reminder through the outbox and mark the row
 * 'sent' with the email's id. A crash loses at most the member in progress, which rolls back
 * and stays pending; recovery queues the send again and the next job carries on from there, so
 * nobody is reminded twice. Two jobs on one send (a late one after recovery) share the work the
 * same way. A member who has logged in since the send was asked for is skipped.
 */
export async function runWelcomeChaser(deps: Deps, job: WelcomeChaserJob): Promise<void> {
  const { eventId, chaserId } = job;
  if (!(await startChaserRun(deps.db, eventId, chaserId, processId))) return; // finished
  const setting = await reminderSetting(deps, eventId);
  for (;;) {
    if (!(await touchChaser(deps.db, eventId, chaserId, processId))) return;
    const batch = await listPendingRecipients(deps.db, eventId, chaserId, batchSize);
    if (batch.length === 0) break;
    const people = new Map(
      (
        await listChaserCandidates(
          deps.db,
          eventId,
          batch.map((r) => r.userId),
        )
      ).map((person) => [person.userId, person]),
    );
    let progressed = false;
    for (const recipient of batch) {
      const done = await remindOne(deps, job, setting, recipient, people.get(recipient.userId));
      progressed ||= done;
    }
    // Every row of the batch is held by another job: let it finish them.
    if (!progressed) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await finishChaser(deps.db, eventId, chaserId);
}

/** One member's reminder; false when another job holds or did their row. */
async function remindOne(
  deps: Deps,
  job: WelcomeChaserJob,
  setting: ReminderSetting,
  recipient: { userId: string },
  person: ChaserCandidate | undefined,
): Promise<boolean> {
  const { eventId, chaserId } = job;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await takeRecipient(tx, eventId, chaserId, recipient.userId))) return false;
      if (!person || person.hasLoggedIn || person.isInvited) {
        // Logged in (or left the event) since the send was asked for, or only invited:
        // nothing to remind.
        await markRecipient(tx, eventId, chaserId, recipient.userId, { status: 'skipped' });
        return true;
      }
      const url = person.hasPassword
        ? setting.loginUrl
        : await setPasswordLink(tx, setting.origin, person.userId);
      const outboxEmailId = await queueEmail(tx, deps.jobs, {
        eventId,
        template: welcomeChaserTemplate,
        to: person.email,
        from: deps.config.mailFrom,
        userId: person.userId,
        email: await setting.templates.render(
          welcomeChaserTemplate,
          setting.layout,
          {
            firstName: person.firstName,
            hasPassword: person.hasPassword,
            setPasswordUrl: person.hasPassword ? null : url,
            loginUrl: setting.loginUrl,
            paragraphs: setting.paragraphs,
          },
          person.locale,
        ),
      });
      await markRecipient(tx, eventId, chaserId, recipient.userId, {
        status: 'sent',
        outboxEmailId,
      });
      return true;
    });
  } catch (error) {
    const context = { eventId, chaserId, userId: recipient.userId };
    deps.log.error({ err: error, ...context }, 'welcome reminder not queued');
    deps.reporter.capture(error, context);
    await markRecipient(deps.db, eventId, chaserId, recipient.userId, { status: 'failed' });
    return true;
  }
}

/**
 * A send whose runner has not touched it for this long (or whose job has not started) is taken
 * to be stuck and queued again; a batch takes well under a second.
 */
const silentAfterMs = 2 * 60_000;

/**
 * Queues again every welcome send left unfinished by a runner that is gone (or silent), in one
 * transaction with handing it back. On the embedded database this process owns the data, so at
 * start-up every unfinished send is orphaned. A duplicate job is harmless (see runWelcomeChaser).
 */
export async function recoverWelcomeChasers(
  deps: Pick<AppDeps, 'db' | 'jobs' | 'log'>,
  liveness: Liveness,
  options: { startUp: boolean },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const unfinished = await listUnfinishedChasers(tx);
    if (unfinished.length === 0) return 0;
    const dead = await liveness.deadAmong(
      tx,
      unfinished.flatMap((c) => (c.runner ? [c.runner] : [])),
    );
    const now = Date.now();
    const orphaned = unfinished.filter((chaser) => {
      const quiet = now - chaser.heartbeatAt.getTime() > silentAfterMs;
      return chaser.runner
        ? dead.has(chaser.runner) || quiet
        : (options.startUp && liveness.soleOwner) || quiet;
    });
    return requeueOrphans(deps, tx, orphaned, {
      takeBack: (tx, chaser) => requeueChaser(tx, chaser.eventId, chaser.id, chaser.runner),
      queue: welcomeChaserQueue,
      job: (chaser): WelcomeChaserJob => ({ eventId: chaser.eventId, chaserId: chaser.id }),
      describe: (chaser) => ({
        eventId: chaser.eventId,
        chaserId: chaser.id,
        runner: chaser.runner,
      }),
      message: 'recovery: welcome reminder send left by a stopped runner queued again',
    });
  });
}
