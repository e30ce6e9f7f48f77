import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase } from './fresh-database.ts';
import { table } from './report.ts';
import { startServerProcess } from './server-process.ts';

/**
 * The server's resident memory at rest after `npm start`, before any request
 * but the health check: the embedded database with the demo (a fresh data folder, as a first
 * `npm start`, and the same folder started again) and PostgreSQL (a fresh database, no demo,
 * as `DATABASE_URL=… npm start`). Read from /proc/<pid>/status (VmRSS) once it settled: three
 * readings a second apart within 2 MB of each other, or after 30 s.
 */
export const memoryAtRestBudgetMb = { pglite: 400, postgres: 200 };
export const memoryAtRestLabel = 'server memory at rest after start (memory)';

export interface MemoryAtRest {
  start: string;
  budgetMb: number;
  restMb: number;
  peakMb: number;
  settleSeconds: number;
}

async function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1];
  if (!kb) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

async function measureStart(
  start: string,
  env: Record<string, string>,
  budgetMb: number,
): Promise<MemoryAtRest> {
  const server = await startServerProcess(env, 240);
  try {
    const began = Date.now();
    const readings: number[] = [];
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      readings.push(await statusMb(server.pid, 'VmRSS'));
      const last = readings.slice(-3);
      const settled = last.length === 3 && Math.max(...last) - Math.min(...last) <= 2;
      if (settled || Date.now() - began > 30_000) break;
    }
    return {
      start,
      budgetMb,
      restMb: readings.at(-1) ?? 0,
      peakMb: await statusMb(server.pid, 'VmHWM'),
      settleSeconds: (Date.now() - began) / 1000,
    };
  } finally {
    await server.stop();
  }
}

/** Both databases' starts (PostgreSQL when `postgresUrl` names a server). */
export async function benchMemoryAtRest(postgresUrl: string | undefined): Promise<MemoryAtRest[]> {
  const base = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    PUBLIC_URL: 'http://bench.localhost',
  };
  const results: MemoryAtRest[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-rest-'));
  try {
    const env = { ...base, DATA_DIR: dataDir, SEED_DEMO: 'true' };
    const budget = memoryAtRestBudgetMb.pglite;
    results.push(await measureStart('embedded, first start (demo seeded)', env, budget));
    results.push(await measureStart('embedded, started again (demo)', env, budget));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const database = await createFreshDatabase(postgresUrl);
    const dataDir2 = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-rest-'));
    try {
      const env = { ...base, DATA_DIR: dataDir2, DATABASE_URL: database.url };
      results.push(
        await measureStart('PostgreSQL, first start', env, memoryAtRestBudgetMb.postgres),
      );
    } finally {
      await database.drop();
      await rm(dataDir2, { recursive: true, force: true });
    }
  }
  return results;
}

export const memoryAtRestMet = (result: MemoryAtRest) => result.restMb <= result.budgetMb;

export function printMemoryAtRest(results: MemoryAtRest[]) {
  console.log(`\n${memoryAtRestLabel} (load average ${os.loadavg()[0]?.toFixed(1)})`);
  console.log(
    table(
      ['start', 'RSS at rest', 'peak (VmHWM)', 'settled after', 'budget', 'met'],
      results.map((r) => [
        r.start,
        `${r.restMb.toFixed(0)} MB`,
        `${r.peakMb.toFixed(0)} MB`,
        `${r.settleSeconds.toFixed(0)} s`,
        `${r.budgetMb} MB`,
        memoryAtRestMet(r) ? 'yes' : 'NO',
      ]),
    ),
  );
}
