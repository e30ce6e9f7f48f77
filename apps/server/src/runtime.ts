import { createRequire } from 'node:module';
import pino, { type Logger } from 'pino';
import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { prepareDataDir } from './db/data-dir.ts';
import { startLiveness } from './db/liveness.ts';
import { withLockLabel } from './db/lock-holds.ts';
import { registerAuditRetention } from './features/activity/audit-retention.ts';
import { registerGuestSweep } from './features/forms/guest/sweep-job.ts';
import { createMailer } from './features/messaging/email/mailer.ts';
import { createEmailRenderer } from './features/messaging/email-templates/renderer.ts';
import { registerAdminNotifications } from './features/messaging/notifications/deliver.ts';
import { registerWelcomeChaser } from './features/people/invitations/run-chaser.ts';
import { registerRetention } from './features/people/personal-data/retention.ts';
import { registerTeamImport } from './features/people/team-import/run-rows.ts';
import { registerEventCopy } from './features/platform/copies/run.ts';
import { listenForEventChanges } from './features/platform/event-changes.ts';
import { registerTaskReminders } from './features/tasks/reminders/job.ts';
import { registerDeliverEmail } from './jobs/deliver-email.ts';
import { registerDeliverWebhook } from './jobs/deliver-webhook.ts';
import { startRecovery } from './jobs/recovery.ts';
import { createAuth } from './lib/auth.ts';
import { getOrCreateSecret } from './lib/secrets.ts';
import { createStorage } from './lib/storage/storage.ts';
import { createErrorReporter } from './plugins/error-reporter.ts';
import { startJobs } from './plugins/jobs.ts';

export interface Runtime {
  deps: AppDeps;
  handle: DatabaseHandle;
  log: Logger;
  /**
   * Stops the jobs (running ones may finish or hand their work back within `jobsTimeoutMs`,
   * then pg-boss fails what is left so it is retried), then closes the database (and its lock).
   */
  close(options?: { jobsTimeoutMs?: number }): Promise<void>;
}

export interface StartRuntimeOptions {
  log?: Logger;
  /** Keep the embedded database in memory (tests). */
  inMemory?: boolean;
  /** With `inMemory`: the embedded database starts from this copy (openDatabase's `snapshot`). */
  databaseSnapshot?: Blob;
  jobPollingIntervalSeconds?: number;
  /** First retry delay of a failed email (doubling after); short in tests. */
  emailRetryDelaySeconds?: number;
  /** First retry delay of a failed webhook delivery (doubling after); short in tests. */
  webhookRetryDelaySeconds?: number;
}

/**
 * Opens everything the app needs, in order: database (migrated), liveness lock, secret, auth,
 * jobs, mail and file storage; then takes over what a crashed process left (jobs/recovery.ts).
 */
export async function startRuntime(
  config: Config,
  options: StartRuntimeOptions = {},
): Promise<Runtime> {
  const log = options.log ?? createLogger(config);
  // DATA_DIR holds the embedded database and/or the local files: owner-only when the app makes
  // it, and a warning at every start when an existing one is open to other users.
  const usesDataDir = (!config.databaseUrl && !options.inMemory) || !config.s3;
  if (usesDataDir) await prepareDataDir(config.dataDir, log);
  // Migrations and the first ANALYZE run before the server listens: nobody waits on them.
  const handle = await withLockLabel('start', () =>
    openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: options.inMemory ? undefined : config.dataDir,
      snapshot: options.inMemory ? options.databaseSnapshot : undefined,
      poolSize: config.databasePoolSize,
      onPoolError: (error) => log.warn({ err: error }, 'idle database connection lost'),
    }),
  );
  let stopLiveness = async () => {};
  try {
    const liveness = await startLiveness(handle.kind, config.databaseUrl, log);
    stopLiveness = liveness.close;
    const secret = config.authSecret ?? (await getOrCreateSecret(handle.db, 'auth'));
    const auth = createAuth({ db: handle.db, secret, publicUrl: config.publicUrl, log });
    const jobs = await startJobs(handle, config.databaseUrl, log);
    const mailer = createMailer(config.smtpUrl, log, config.smtpLimits);
    const reporter = await createErrorReporter(config);
    // A hold over ~100 ms makes every other request wait: say which route took it.
    if (handle.lockHolds)
      handle.lockHolds.onLongHold = (label, ms) =>
        log.info({ label, ms: Math.round(ms) }, 'embedded database held over 100 ms');
    const deps: AppDeps = {
      config,
      db: handle.db,
      dbKind: handle.kind,
      writeClock: handle.writeClock,
      lockHolds: handle.lockHolds,
      auth,
      jobs,
      mailer,
      reporter,
      log,
      storage: await createStorage(config),
      emailRenderer: createEmailRenderer(),
    };
    await registerDeliverEmail({
      db: handle.db,
      jobs,
      mailer,
      log,
      pollingIntervalSeconds: options.jobPollingIntervalSeconds,
      retryDelaySeconds: options.emailRetryDelaySeconds,
    });
    // Form and event webhooks; the event ones' dispatch listens for what the trigger writes.
    const stopWebhookDispatch = await registerDeliverWebhook({
      db: handle.db,
      jobs,
      log,
      allowedHosts: config.webhookAllowedHosts,
      handle,
      databaseUrl: config.databaseUrl,
      pollingIntervalSeconds: options.jobPollingIntervalSeconds,
      retryDelaySeconds: options.webhookRetryDelaySeconds,
    });
    await registerTeamImport(deps, options.jobPollingIntervalSeconds);
    await registerEventCopy(deps, options.jobPollingIntervalSeconds);
    await registerWelcomeChaser(deps, options.jobPollingIntervalSeconds);
    await registerTaskReminders(deps, options.jobPollingIntervalSeconds);
    await registerAdminNotifications(deps, options.jobPollingIntervalSeconds);
    await registerGuestSweep(deps, options.jobPollingIntervalSeconds);
    await registerRetention(deps, options.jobPollingIntervalSeconds);
    await registerAuditRetention(deps, options.jobPollingIntervalSeconds);
    const recovery = await startRecovery(deps, liveness);
    // Another process's change to an event (host names, slug) shows here at once.
    const stopEventChanges = await listenForEventChanges(config.databaseUrl, log);
    return {
      deps,
      handle,
      log,
      async close({ jobsTimeoutMs } = {}) {
        await recovery.stop();
        await stopEventChanges();
        await stopWebhookDispatch();
        await jobs.stop(jobsTimeoutMs);
        mailer.close();
        await deps.emailRenderer.close();
        await reporter.flush();
        await liveness.close();
        await handle.close();
      },
    };
  } catch (error) {
    await stopLiveness();
    await handle.close();
    throw error;
  }
}

/**
 * The process logger: JSON lines (for log collectors) unless LOG_FORMAT=pretty, the default on an
 * interactive terminal, where pino-pretty formats them in this thread (sync, so nothing is lost at
 * exit). Request URLs are redacted before either (lib/log-redaction.ts, applied in app.ts).
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>): Logger {
  if (config.logFormat === 'pretty') {
    // Loaded only for this format (a terminal); synchronously, as the logger is made before anything else.
    const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
    return pino(
      { level: config.logLevel },
      pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }),
    );
  }
  return pino({ level: config.logLevel });
}
