import { fromPglite, PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../db/client.ts';

export interface Jobs {
  boss: PgBoss;
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
    stop: () => boss.stop({ graceful: true, timeout: 5000 }),
  };
}
