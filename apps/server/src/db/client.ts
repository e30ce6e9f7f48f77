import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { stampPgliteWrites, stampPoolWrites, stampTransactions } from './audit-actor.ts';
import { makeTreePrivate } from './data-dir.ts';
import { acquireLock } from './lock-file.ts';
import { type LockHolds, timeLockHolds, withLockLabel } from './lock-holds.ts';
import { pgliteStartParams, sharedBuffersMbFor } from './pglite-memory.ts';
import { prioritiseInteractive } from './pglite-priority.ts';
import { queryCountLogger } from './query-count.ts';
import { type Schema, schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction can stand in for the database in every data-access function. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * Counts the writes to the embedded database. One process owns it (the lock file), so a reader
 * that notes the count before it reads knows its result is current while the count is unchanged:
 * hot reads (the session) can then be remembered exactly until the next write.
 */
export interface WriteClock {
  now(): number;
}

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Embedded mode only: several processes share a PostgreSQL server, so no clock there. */
  writeClock?: WriteClock;
  /** Embedded mode only: how long each hold of the one connection's lock lasted, by route. */
  lockHolds?: LockHolds;
  /** The raw PGlite instance (embedded mode), for pg-boss. */
  pglite?: PGlite;
  /** The node-postgres pool (PostgreSQL mode), for pg-boss. */
  pool?: pg.Pool;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; `undefined` with no URL means in-memory (tests). */
  dataDir?: string;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
  /**
   * In memory only: start from this copy of a database (PGlite's `dumpDataDir`), e.g. one
   * already migrated, instead of an empty one. Migrations still run: only those it lacks apply.
   */
  snapshot?: Blob;
}

/** Opens the database, applies pending migrations and returns a handle to close it. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onPoolError?.(error));
    stampPoolWrites(pool);
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: queryCountLogger });
    await migratePg(db, { migrationsFolder });
    return {
      db: stampTransactions(db as unknown as Database),
      kind: 'postgres',
      pool,
      close: () => pool.end(),
    };
  }

  let release = () => {};
  let dataPath: string | undefined;
  let isNew = false;
  if (options.dataDir) {
    dataPath = path.join(options.dataDir, 'db');
    release = acquireLock(dataPath);
    isNew = !fs.existsSync(path.join(dataPath, 'PG_VERSION'));
  }
  try {
    // PGlite (and its WebAssembly) loads only for the embedded database, not on PostgreSQL.
    const [
      { PGlite },
      { drizzle: drizzlePglite },
      { migrate: migratePglite },
      { pgliteExtensions },
      { SizeCachingNodeFS },
    ] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
      import('./pglite-extensions.ts'),
      import('./pglite-file-sizes.ts'),
    ]);
    if (dataPath && isNew) await initialiseInChildProcess(dataPath);
    const startParams = pgliteStartParams(PGlite.defaultStartParams, sharedBuffersMbFor(dataPath));
    const pglite = await PGlite.create({
      ...(await pgliteCode()),
      ...(dataPath ? { dataDir: dataPath, fs: new SizeCachingNodeFS(dataPath) } : {}),
      ...(!dataPath && options.snapshot ? { loadDataDir: options.snapshot } : {}),
      startParams,
      extensions: pgliteExtensions,
    });
    // PGlite writes its files with a mode of its own, whatever the umask: its first start (the
    // whole folder) and every start after (e.g. the relation cache's pg_internal.init files,
    // rewritten after catalog statistics change). Owner-only, like the rest of DATA_DIR, on
    // every open: the folder is the app's own.
    if (dataPath) await makeTreePrivate(dataPath);
    const writeClock = countWrites(pglite);
    stampPgliteWrites(pglite);
    const lockHolds = timeLockHolds(pglite);
    prioritiseInteractive(pglite, lockHolds.interactive);
    shareEventLoop(pglite);
    const db = drizzlePglite(pglite, { schema, casing: 'snake_case', logger: queryCountLogger });
    await migratePglite(db, { migrationsFolder });
    const analyzer = keepStatisticsFresh(pglite, writeClock);
    // A snapshot carries the planner statistics of the database it was dumped from (analyzed
    // as it opened), so only a database read from disk is analyzed whole as it opens.
    if (!options.snapshot) await analyzer.now();
    return {
      db: stampTransactions(db as unknown as Database),
      kind: 'pglite',
      pglite,
      writeClock,
      lockHolds,
      close: async () => {
        try {
          analyzer.stop();
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite's WebAssembly compiled and its file bundle read once a process: each open would
 * otherwise compile the module and read the bundle again (a test process opens hundreds of
 * in-memory databases; the compile is about a fifth of an open).
 */
let pgliteCodeOnce: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;
function pgliteCode() {
  pgliteCodeOnce ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, bundle] = await Promise.all([
      fs.promises.readFile(path.join(dist, 'pglite.wasm')),
      fs.promises.readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  pgliteCodeOnce.catch(() => {
    pgliteCodeOnce = undefined;
  });
  return pgliteCodeOnce;
}

/** PGlite's initdb in a process of its own (db/pglite-init.ts), which takes its memory with it. */
async function initialiseInChildProcess(dataPath: string) {
  const script = path.resolve(import.meta.dirname, 'pglite-init.ts');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataPath], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`Creating the embedded database failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const readOnlyStatement = /^[\s(]*select\b/i;

/**
 * Ticks after every statement that may write: anything but a plain SELECT, and every
 * transaction (whose statements run on the transaction's own handle) once it ends.
 */
function countWrites(pglite: PGlite): WriteClock {
  let writes = 0;
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = (async (text: string, ...rest: unknown[]) => {
    try {
      return await (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    } finally {
      if (!readOnlyStatement.test(text)) writes += 1;
    }
  }) as typeof pglite.query;
  pglite.exec = (async (...args: Parameters<typeof exec>) => {
    try {
      return await exec(...args);
    } finally {
      writes += 1;
    }
  }) as typeof pglite.exec;
  pglite.transaction = (async (...args: Parameters<typeof transaction>) => {
    try {
      return await transaction(...args);
    } finally {
      writes += 1;
    }
  }) as typeof pglite.transaction;
  return { now: () => writes };
}

/** How often the embedded database's statistics are refreshed, when enough was written. */
const analyzeEveryMs = 30_000;
const analyzeAfterWrites = 100;

/**
 * PGlite has no autovacuum, so its planner statistics never change after a table fills: with
 * the row counts of an empty event, a page of the users list on 6,000 members planned a nested
 * loop over every team for every member and took 3–5 s instead of milliseconds. At start it runs
 * ANALYZE; then every 30 s once 100 writing statements have run since the last time, it analyzes
 * the tables autovacuum would (changed rows over 50 + 10% of the table), one statement each:
 * a whole ANALYZE of a large event held the one connection 1.6–3 s, every
 * 30 s since pg-boss's polling counts as writes.
 */
function keepStatisticsFresh(pglite: PGlite, writeClock: WriteClock) {
  let analyzedAt = -Infinity;
  const now = async () => {
    analyzedAt = writeClock.now();
    if (!pglite.closed) await pglite.exec('ANALYZE');
  };
  const changed = async () => {
    analyzedAt = writeClock.now();
    const { rows } = await pglite.query<{ name: string }>(
      `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables
       where n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`,
    );
    for (const { name } of rows) if (!pglite.closed) await pglite.exec(`ANALYZE ${name}`);
  };
  const timer = setInterval(() => {
    if (writeClock.now() - analyzedAt < analyzeAfterWrites || pglite.closed) return;
    withLockLabel('statistics', changed).catch(() => {
      // A closing database: the next start analyzes again.
    });
  }, analyzeEveryMs);
  timer.unref();
  return { now, stop: () => clearInterval(timer) };
}

/** How long database work may run before it lets the event loop take a turn. */
const sliceMs = 10;

/**
 * PGlite runs inside this process and answers without real I/O, so a chain of statements (a
 * team import running row after row) resolves entirely in promise callbacks: the event loop never
 * gets to accept or answer another request until the chain ends (a 1,000-row
 * import held health, session and its own progress poll for 17 s). Before a statement or a
 * transaction starts, once database work has run for `sliceMs` without a turn of the event loop,
 * it waits for one turn, so other requests queue for PGlite's lock in between. A statement inside
 * a transaction goes through the transaction's own handle and never waits: the transaction holds
 * the lock and should end soon.
 */
function shareEventLoop(pglite: PGlite) {
  let lastTurn = performance.now();
  const turn = async () => {
    if (performance.now() - lastTurn < sliceMs) return;
    await nextTurn();
    lastTurn = performance.now();
  };
  const query = pglite.query.bind(pglite);
  const exec = pglite.exec.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  pglite.query = (async (...args: unknown[]) => {
    await turn();
    return (query as (...a: unknown[]) => Promise<unknown>)(...args);
  }) as typeof pglite.query;
  pglite.exec = (async (...args: Parameters<typeof exec>) => {
    await turn();
    return exec(...args);
  }) as typeof pglite.exec;
  pglite.transaction = (async (...args: Parameters<typeof transaction>) => {
    await turn();
    return transaction(...args);
  }) as typeof pglite.transaction;
}
