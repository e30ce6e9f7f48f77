import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../../app-deps.ts';

type Deps = Pick<AppDeps, 'db' | 'dbKind' | 'log'>;

/** How long one reading of the database's figures serves scrapes (several Prometheus replicas). */
const reuseMs = 5_000;

interface Counted {
  key: string;
  state: string;
  count: number;
}

/** Figures read from the database at scrape time: across every event (operations, not tenants). */
interface Snapshot {
  /** pg-boss jobs by queue and state (queued = created or waiting to be retried). */
  jobs: Counted[];
  queues: string[];
  /** Outbox emails by status: pending is the backlog, failed and rejected the failures (sent
   * and logged ones are not counted: a partial index holds only these three). */
  outbox: Counted[];
  /** Webhook deliveries by status: pending, retrying, failed (delivered ones are not counted). */
  webhooks: Counted[];
}

async function rows<T>(db: Deps['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Counts by state in a few grouped reads. pg-boss's own `getQueues()` counts are refreshed only by
 * its supervisor's pass (a minute apart), so the job table is read here, as jobs/recovery does.
 */
async function readSnapshot(db: Deps['db']): Promise<Snapshot> {
  const [jobs, queues, outbox, webhooks] = await Promise.all([
    rows<Counted>(
      db,
      sql`select name as "key",
            case when state in ('created', 'retry') then 'queued' else state::text end as "state",
            count(*)::int as "count"
          from pgboss.job where state in ('created', 'retry', 'active', 'failed')
          group by 1, 2`,
    ),
    rows<{ name: string }>(db, sql`select name from pgboss.queue where name not like '\\_\\_%'`),
    rows<Counted>(
      db,
      sql`select 'outbox' as "key", status as "state", count(*)::int as "count"
          from outbox_emails where status in ('pending', 'failed', 'rejected') group by status`,
    ),
    rows<Counted>(
      db,
      sql`select 'webhooks' as "key", status as "state", count(*)::int as "count"
          from webhook_deliveries where status in ('pending', 'retrying', 'failed')
          group by status`,
    ),
  ]);
  return { jobs, queues: queues.map((q) => q.name), outbox, webhooks };
}

/**
 * The gauges read at scrape time: job queues, the email outbox, webhook deliveries and (on
 * PostgreSQL) the connection pool. One database reading serves every gauge of a scrape and is
 * reused for 5 s; a failed reading leaves those gauges out of the scrape and is logged.
 */
export function registerDatabaseGauges(registry: Registry, deps: Deps) {
  let cached: { at: number; snapshot: Promise<Snapshot | null> } | null = null;
  const snapshot = () => {
    if (!cached || Date.now() - cached.at >= reuseMs) {
      cached = {
        at: Date.now(),
        snapshot: readSnapshot(deps.db).catch((error) => {
          deps.log.warn({ err: error }, 'metrics: database figures unavailable');
          cached = null;
          return null;
        }),
      };
    }
    return cached.snapshot;
  };

  new Gauge({
    name: 'showdesk_job_queue_jobs',
    help: 'Jobs per pg-boss queue by state: queued (waiting or to retry), active, failed (retained)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const read = await snapshot();
      this.reset();
      if (!read) return;
      for (const queue of read.queues) {
        for (const state of ['queued', 'active', 'failed']) this.set({ queue, state }, 0);
      }
      for (const row of read.jobs) this.inc({ queue: row.key, state: row.state }, row.count);
    },
  });

  /** A gauge of records by status: every status of `statuses` shown, at 0 when there is none. */
  const statusGauge = (
    name: string,
    help: string,
    statuses: string[],
    counts: (read: Snapshot) => Counted[],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: ['status'],
      registers: [registry],
      async collect() {
        const read = await snapshot();
        this.reset();
        if (!read) return;
        for (const status of statuses) this.set({ status }, 0);
        for (const row of counts(read)) this.set({ status: row.state }, row.count);
      },
    });

  statusGauge(
    'showdesk_outbox_emails',
    'Outbox emails by status: pending is the delivery backlog, failed and rejected the failures',
    ['pending', 'failed', 'rejected'],
    (read) => read.outbox,
  );
  statusGauge(
    'showdesk_webhook_deliveries',
    'Webhook deliveries by status: pending, retrying, failed (no attempts left)',
    ['pending', 'retrying', 'failed'],
    (read) => read.webhooks,
  );

  // drizzle's node-postgres database keeps its pool as `$client` (PostgreSQL mode only).
  const pool =
    deps.dbKind === 'postgres' ? (deps.db as unknown as { $client: pg.Pool }).$client : null;
  if (pool) {
    new Gauge({
      name: 'showdesk_db_pool_connections',
      help: 'Database pool connections: total open, idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }
}
