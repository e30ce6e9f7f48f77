import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import { asSystem } from '../db/audit-actor.ts';
import type { DatabaseHandle, DbOrTx } from '../db/client.ts';
import { withLockLabel } from '../db/lock-holds.ts';

export interface Jobs {
  boss: PgBoss;
  /**
   * Queues a job through `tx`, so it exists exactly when the transaction's writes do: a
   * rollback or a crash before the commit leaves neither.
   */
  sendInTransaction(
    tx: DbOrTx,
    queue: string,
    data: object,
    options?: SendOptions,
  ): Promise<string | null>;
  /**
   * Completes, through `tx`, jobs recovery has handed on (`listAbandonedJobs`), fenced to the
   * attempt it saw: should the worker that fetched one ever settle it, that is refused.
   */
  completeInTransaction(
    tx: DbOrTx,
    queue: string,
    attempts: JobAttempt[],
    output: object,
  ): Promise<void>;
  /**
   * Aborted the moment shutdown begins: a long job (a team import) checks it between steps and
   * hands the rest of its work back to the queue instead of holding the shutdown up.
   */
  stopping: AbortSignal;
  /** Started and not stopping: the readiness check (features/health). */
  isRunning(): boolean;
  /**
   * Takes no new job, lets running ones finish for up to `timeoutMs` (default 5 s), then fails
   * those still running so pg-boss retries them (in another process, or after the restart).
   */
  stop(timeoutMs?: number): Promise<void>;
}

/** One attempt at a job (pg-boss fences a settle to it): its id and its retry count then. */
export interface JobAttempt {
  id: string;
  retryCount: number;
}

/** A job left `active` by a worker that is gone (`listAbandonedJobs`), with its payload. */
export interface AbandonedJob<T> extends JobAttempt {
  data: T;
}

/**
 * The jobs of `queue` still `active` although the worker that fetched them is gone, locked for
 * the caller's transaction (a second recovery skips them). With `fetchedBefore` (embedded
 * database: the lock file let no other process run since this one started), those fetched
 * before it; otherwise those whose heartbeat is stale: a live worker refreshes it every half
 * `heartbeatSeconds` (a queue option) while its handler runs. pg-boss would take such a job back
 * only at its supervisor's next pass (every minute) and then retry it after the retry delay, or,
 * without a heartbeat, when the job expires. pg-boss has no call that lists jobs by state, so
 * this reads its table.
 */
export async function listAbandonedJobs<T>(
  tx: DbOrTx,
  queue: string,
  fetchedBefore?: Date,
): Promise<AbandonedJob<T>[]> {
  const gone = fetchedBefore
    ? sql`started_on < ${fetchedBefore.toISOString()}::timestamptz`
    : sql`heartbeat_seconds is not null
          and heartbeat_on + heartbeat_seconds * interval '1 second' < pgboss.job_now()`;
  const result = (await tx.execute(sql`
    select id, retry_count as "retryCount", data from pgboss.job
    where name = ${queue} and state = 'active' and ${gone}
    order by started_on
    for update skip locked`)) as unknown as { rows: AbandonedJob<T>[] };
  return result.rows;
}

/** How the audit trail names a queue's work: `task-reminders` → "task reminders". */
export const jobActorLabel = (queue: string) => queue.replaceAll('-', ' ');

/**
 * Every job's handler runs as the system named after its queue (db/audit-actor.ts), so the
 * entries its transactions write say which job made them ("task reminders", "team import").
 */
function actAsTheirQueue(boss: PgBoss) {
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.pop() as (...a: unknown[]) => unknown;
    return work(name, ...rest, (...a: unknown[]) =>
      asSystem(jobActorLabel(name), () => handler(...a)),
    );
  }) as typeof boss.work;
}

/** Each job's holds of the embedded database are counted under `job <queue>`. */
function labelJobHolds(boss: PgBoss) {
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  boss.work = ((name: string, ...rest: unknown[]) => {
    const handler = rest.pop() as (...a: unknown[]) => unknown;
    return work(name, ...rest, (...a: unknown[]) =>
      withLockLabel(`job ${name}`, () => handler(...a), { priority: 'background' }),
    );
  }) as typeof boss.work;
}

/** pg-boss on the same database as the app: embedded PGlite or the PostgreSQL pool's server. */
export async function startJobs(
  handle: DatabaseHandle,
  databaseUrl: string | undefined,
  log: Logger,
): Promise<Jobs> {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite as never), backend: 'pglite' })
      : new PgBoss({ connectionString: databaseUrl, max: 3 });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  actAsTheirQueue(boss);
  if (handle.lockHolds) labelJobHolds(boss);
  await boss.start();
  const stopping = new AbortController();
  return {
    boss,
    sendInTransaction: (tx, queue, data, options) =>
      boss.send(queue, data, { ...options, db: fromDrizzle(tx as never, sql as never) }),
    completeInTransaction: async (tx, queue, attempts, output) => {
      if (attempts.length === 0) return;
      const fenced = attempts.map(({ id, retryCount }) => ({ id, retryCount }));
      await boss.complete(queue, fenced, output, {
        db: fromDrizzle(tx as never, sql as never),
      });
    },
    stopping: stopping.signal,
    isRunning: () => !stopping.signal.aborted,
    stop: (timeoutMs = 5000) => {
      stopping.abort();
      return boss.stop({ graceful: true, timeout: timeoutMs });
    },
  };
}
