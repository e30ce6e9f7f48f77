import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss, type SendOptions } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle, DbOrTx } from '../db/client.ts';

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
  stop(): Promise<void>;
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
  await boss.start();
  return {
    boss,
    sendInTransaction: (tx, queue, data, options) =>
      boss.send(queue, data, { ...options, db: fromDrizzle(tx as never, sql as never) }),
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
