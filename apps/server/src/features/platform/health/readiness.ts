import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps.ts';
import { processId } from '../../../db/liveness.ts';

/** The parts of the process a load balancer's readiness probe waits for (`GET /api/ready`). */
export const readinessChecks = ['migrations', 'jobs', 'storage'] as const;
export type ReadinessCheck = (typeof readinessChecks)[number];
export type CheckResult = 'ok' | 'failing';

export type ReadinessReport =
  | { status: 'ready'; checks: Record<ReadinessCheck, CheckResult> }
  | { status: 'not ready'; checks: Record<ReadinessCheck, CheckResult> }
  /** Nothing is checked once shutdown began: the job queue and database are being closed. */
  | { status: 'shutting down' };

type Deps = Pick<AppDeps, 'db' | 'jobs' | 'storage' | 'log'>;

/** How long a passing report is reused: probes come every few seconds, from several balancers. */
const reuseMs = 5_000;
/** A check that has not answered by then counts as failing (a hung database or bucket). */
const checkTimeoutMs = 2_000;

const journalPath = path.resolve(import.meta.dirname, '../../../db/migrations/meta/_journal.json');

/** When the newest migration this code ships was generated (drizzle records it as applied). */
function newestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

async function migrationsApplied(db: Deps['db']): Promise<boolean> {
  const result = (await db.execute(
    sql`select max(created_at) as "newest" from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { newest: string | number | null }[] };
  const newest = Number(result.rows[0]?.newest ?? 0);
  return newest >= newestMigrationMillis();
}

/** pg-boss is started, not stopping, and its own connection reaches its tables. */
async function jobsRunning(jobs: Deps['jobs']): Promise<boolean> {
  return jobs.isRunning() && (await jobs.boss.isInstalled());
}

/** Writes, reads back and removes a small object under this process's own key. */
async function storageUsable(storage: Deps['storage']): Promise<boolean> {
  const key = `_readiness/${processId}`;
  const probe = Buffer.from(`ready ${Date.now()}`);
  await storage.put(key, probe, 'text/plain');
  const stored = await storage.get(key);
  if (!stored) return false;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  await storage.delete(key);
  return Buffer.concat(chunks).equals(probe);
}

async function settle(what: ReadinessCheck, check: () => Promise<boolean>, log: Deps['log']) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs);
  });
  try {
    const ok = await Promise.race([check(), timeout]);
    if (!ok) log.warn({ check: what }, 'readiness check failing');
    return ok ? 'ok' : 'failing';
  } catch (error) {
    log.warn({ err: error, check: what }, 'readiness check failing');
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  /** Runs (or reuses) the checks; `shutting down` from the moment `shutDown()` was called. */
  report(): Promise<ReadinessReport>;
  /** The process is stopping: every probe from now on answers 503. */
  shutDown(): void;
  readonly isShuttingDown: boolean;
}

/**
 * Readiness of this process: 200 once the database is migrated to this code's newest migration,
 * the job queue runs and file storage takes a write, and 503 again as soon as shutdown begins (so
 * the balancer stops sending requests while the in-flight ones finish). Liveness stays
 * `/api/health`. A passing report is reused for 5 s; a failing one is checked again each time.
 */
export function createReadiness(deps: Deps): Readiness {
  let shuttingDown = false;
  let migrated = false; // once applied, a running process's schema does not go back
  let passed: { at: number; report: ReadinessReport } | null = null;
  let running: Promise<ReadinessReport> | null = null;

  const runChecks = async (): Promise<ReadinessReport> => {
    const [migrations, jobs, storage] = await Promise.all([
      migrated ? ('ok' as const) : settle('migrations', () => migrationsApplied(deps.db), deps.log),
      settle('jobs', () => jobsRunning(deps.jobs), deps.log),
      settle('storage', () => storageUsable(deps.storage), deps.log),
    ]);
    migrated = migrations === 'ok';
    const checks = { migrations, jobs, storage };
    const ok = Object.values(checks).every((result) => result === 'ok');
    return ok ? { status: 'ready', checks } : { status: 'not ready', checks };
  };

  return {
    get isShuttingDown() {
      return shuttingDown;
    },
    shutDown() {
      shuttingDown = true;
    },
    async report() {
      if (shuttingDown) return { status: 'shutting down' };
      if (passed && Date.now() - passed.at < reuseMs) return passed.report;
      running ??= runChecks().finally(() => {
        running = null;
      });
      const report = await running;
      passed = report.status === 'ready' ? { at: Date.now(), report } : null;
      return shuttingDown ? { status: 'shutting down' } : report;
    },
  };
}
