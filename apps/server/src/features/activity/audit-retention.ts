import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'log' | 'reporter'>;

export const auditRetentionQueue = 'audit-retention';
/** Daily at 03:30 UTC, after the personal data retention run. */
export const auditRetentionCron = '30 3 * * *';
/** How many entries one statement deletes: short holds of the embedded database. */
export const auditRetentionBatch = 2000;

async function rowsOf<T extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The instant before which an event keeping its activity `days` days deletes it. */
export function auditCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}

/**
 * Deletes one event's audit entries older than `cutoff`, a batch per statement (each its own
 * transaction, read in the order of `audit_entries_recent_idx`), until none is left. Answers
 * how many went.
 */
export async function deleteAuditEntriesBefore(
  db: DbOrTx,
  eventId: string,
  cutoff: Date,
  batch = auditRetentionBatch,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const gone = await rowsOf<{ id: number }>(
      db,
      sql`delete from audit_entries where event_id = ${eventId} and id in (
          select id from audit_entries
          where event_id = ${eventId} and at < ${cutoff.toISOString()}::timestamptz
          order by at, id limit ${batch})
        returning id`,
    );
    deleted += gone.length;
    if (gone.length < batch) return deleted;
  }
}

/**
 * The daily run: every event with an audit retention (`events.audit_retention_days`, set in
 * its event settings; null keeps everything) loses its entries older than that many days.
 * An event that fails is reported and the run goes on with the others.
 */
export async function runAuditRetention(deps: Deps, now = new Date()) {
  const events = await rowsOf<{ id: string; days: number }>(
    deps.db,
    sql`select id, audit_retention_days as days from events
      where audit_retention_days is not null order by id`,
  );
  const runs: { eventId: string; deleted: number }[] = [];
  for (const event of events) {
    try {
      const deleted = await deleteAuditEntriesBefore(
        deps.db,
        event.id,
        auditCutoff(now, Number(event.days)),
      );
      if (deleted > 0) {
        runs.push({ eventId: event.id, deleted });
        deps.log.info({ eventId: event.id, deleted }, 'audit retention deleted old entries');
      }
    } catch (error) {
      deps.log.error({ err: error, eventId: event.id }, 'audit retention run failed');
      deps.reporter.capture(error, { eventId: event.id });
    }
  }
  return runs;
}

/** The daily audit retention run as a pg-boss schedule (every process declares it: an upsert). */
export async function registerAuditRetention(deps: Deps, pollingIntervalSeconds = 2) {
  await deps.jobs.boss.createQueue(auditRetentionQueue, { retryLimit: 2, retryDelay: 300 });
  await deps.jobs.boss.schedule(
    auditRetentionQueue,
    auditRetentionCron,
    {},
    {
      tz: 'UTC',
      missed: 'once',
    },
  );
  await deps.jobs.boss.work(auditRetentionQueue, { pollingIntervalSeconds }, async () => {
    await runAuditRetention(deps, new Date());
  });
}
