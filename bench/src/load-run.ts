import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@showdesk/server/src/config.ts';
import { withoutAuditing } from '@showdesk/server/src/db/audit-actor.ts';
import { startRuntime } from '@showdesk/server/src/runtime.ts';
import { createFreshDatabase, type FreshDatabase } from './fresh-database.ts';
import { type GeneratedContent, generateContent } from './generate-content.ts';
import { benchAccountEmail, type GeneratedEvent, generateEvent } from './generate-event.ts';
import { type GeneratedMemberData, generateMemberData } from './generate-member-data.ts';
import { request } from './http-load.ts';
import { LoadRecorder, percentile } from './load-recorder.ts';
import { printLoadReport } from './load-report.ts';
import { runUser, type SimulatedUser, steps } from './load-users.ts';
import { benchMetricsToken, printMetricsSnapshot } from './metrics-snapshot.ts';
import { table } from './report.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { createBenchAdmin } from './team-import-bench.ts';

/**
 * `npm run bench:load`: simulated people using the large event on PostgreSQL through the real
 * server (child processes), each logging in and browsing with pauses, one in ten writing; once
 * on one app process and once on `BENCH_LOAD_PROCESSES` (default 2) sharing the database, the
 * users spread over them round robin, and the two runs' throughput printed side by side.
 * Exits non-zero on any failed request, on an unhealthy server afterwards, and when no
 * PostgreSQL server answers (the figures are about PostgreSQL: the embedded database is one
 * process's and would measure something else, so there is no quiet fallback).
 */

const numberFromEnv = (name: string, fallback: number, min: number) => {
  const value = Number(process.env[name] || fallback);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of at least ${min}`);
  }
  return value;
};

const size = { teams: 1500, users: 6000 };
const userCount = numberFromEnv('BENCH_LOAD_USERS', 200, 1);
const seconds = numberFromEnv('BENCH_LOAD_SECONDS', 60, 1);
const thinkMs = numberFromEnv('BENCH_LOAD_THINK_MS', 1000, 0);
/** App processes on the one database for the second run (the first runs one). */
const processCount = numberFromEnv('BENCH_LOAD_PROCESSES', 2, 1);
const processCounts = [...new Set([1, processCount])];
// People do not all press "log in" in the same millisecond: they arrive over the first seconds.
const rampSeconds = Math.min(10, seconds / 4);
const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

/** Users 0..teams-1 own a team; the rest are members. A quarter of the users are owners. */
function simulatedUsers(generated: GeneratedEvent): SimulatedUser[] {
  const { teams, members } = generated.counts;
  if (userCount > members - teams) {
    throw new Error(`BENCH_LOAD_USERS can be at most ${members - teams} on this event`);
  }
  return Array.from({ length: userCount }, (_, k) => {
    const role = k % 4 === 0 ? ('owner' as const) : ('member' as const);
    const index = role === 'owner' ? k / 4 : teams + k;
    return {
      index,
      email: benchAccountEmail(generated, index),
      password: generated.member.password,
      role,
      writes: k % 10 === 0,
    };
  });
}

/** Resident memory of a process from /proc (Linux), or null where it cannot be read. */
async function residentBytes(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status?.match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  return kb ? Number(kb) * 1024 : null;
}

/**
 * CPU seconds a process has used so far, from /proc (Linux; fields 14 and 15 in clock ticks,
 * 100 a second on Linux), or null. Shows whether the server or the machine was the limit.
 */
async function cpuSeconds(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // The command name (field 2) may hold spaces; the fields after its ')' are plain.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  if (!fields) return null;
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const hostOf = (url: string) => {
  const u = new URL(url);
  return `${u.hostname}:${u.port || 5432}`;
};

/** One load's outcome, for the side-by-side table of 1 and N processes. */
interface LoadRun {
  processes: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  /** No failed request, every process healthy after, /metrics of each showing its requests. */
  clean: boolean;
}

interface LoadSetup {
  env: Record<string, string>;
  generated: GeneratedEvent;
  content: GeneratedContent;
  memberData: GeneratedMemberData;
  users: SimulatedUser[];
}

/**
 * Starts `processes` app processes on the one database and spreads the simulated users over
 * them round robin (user k on process k mod n, as a load balancer would), runs the load for
 * `seconds`, prints its report and each process's /metrics, and stops them.
 */
async function loadWith(processes: number, setup: LoadSetup): Promise<LoadRun> {
  const { env, generated, users } = setup;
  const loadAtStart = os.loadavg()[0] ?? 0;
  // The load calls the API only, so the web app is not built (the server warns it is missing).
  const servers: ServerProcess[] = [];
  try {
    for (let i = 0; i < processes; i++) servers.push(await startServerProcess(env));
    const hostFor = (port: number) => `bench.localhost:${port}`;
    const rss = async () => {
      const each = await Promise.all(servers.map((server) => residentBytes(server.pid)));
      return each.includes(null) ? null : (each as number[]).reduce((a, b) => a + b, 0);
    };
    const cpu = async () => {
      const each = await Promise.all(servers.map((server) => cpuSeconds(server.pid)));
      return each.includes(null) ? null : (each as number[]).reduce((a, b) => a + b, 0);
    };
    const before = await rss();
    let peak = before;
    const sampler = setInterval(async () => {
      const now = await rss();
      if (now !== null && (peak === null || now > peak)) peak = now;
    }, 1000);

    console.log(`${users.length} users on ${processes} app process(es) for ${seconds} s…`);
    const recorder = new LoadRecorder(Object.values(steps));
    const serverCpuBefore = await cpu();
    const ownCpuBefore = process.cpuUsage();
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const visits = await Promise.all(
      users.map(async (user, k) => {
        await new Promise((resolve) => setTimeout(resolve, (k / users.length) * rampSeconds * 1e3));
        const server = servers[k % servers.length]!;
        return runUser(user, {
          origin: server.origin,
          host: hostFor(server.port),
          eventId: generated.event.id,
          deadline,
          thinkMs,
          recorder,
        });
      }),
    );
    clearInterval(sampler);
    const serverCpuAfter = await cpu();
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const after = await rss();
    if (after !== null && (peak === null || after > peak)) peak = after;

    const t0 = performance.now();
    const healths = await Promise.all(
      servers.map((server) =>
        request('GET', `${server.origin}/api/health`, { host: hostFor(server.port) }, undefined, {
          timeoutMs: 10_000,
        }).catch(() => null),
      ),
    );
    const healthMs = performance.now() - t0;
    const unhealthy = healths.find((health) => health?.status !== 200);

    printLoadReport({
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      databaseHost: hostOf(serverUrl),
      processes,
      generated,
      content: setup.content,
      memberData: setup.memberData,
      users,
      seconds,
      rampSeconds,
      thinkMs,
      visits: visits.reduce((a, b) => a + b, 0),
      recorder,
      memory: { before, peak, after },
      cpuSeconds: {
        server:
          serverCpuBefore === null || serverCpuAfter === null
            ? null
            : serverCpuAfter - serverCpuBefore,
        generator: (ownCpu.user + ownCpu.system) / 1e6,
      },
      health: { status: (unhealthy ?? healths[0])?.status ?? null, ms: healthMs },
    });
    // What a Prometheus scraper would have seen on each process: its requests and the queues.
    let metricsShown = true;
    for (const [i, server] of servers.entries()) {
      if (servers.length > 1) console.log(`\nProcess ${i + 1} of ${servers.length}:`);
      const shown = await printMetricsSnapshot(server.origin, hostFor(server.port)).catch(
        () => false,
      );
      metricsShown &&= shown;
    }
    const every = [...recorder.steps.values()].flatMap((step) => step.latencies);
    return {
      processes,
      requests: every.length,
      requestsPerSecond: every.length / seconds,
      p50: percentile(every, 0.5),
      p99: percentile(every, 0.99),
      failures: recorder.failureCount,
      clean: recorder.failureCount === 0 && !unhealthy && metricsShown,
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The loads side by side: what a second process adds on the same machine and database. */
function printScaling(runs: LoadRun[], loadAverage: { start: number; end: number }) {
  console.log(
    [
      '',
      `Scaling out: the same ${userCount} users on 1 and ${processCount} app processes, one PostgreSQL (load average ${loadAverage.start.toFixed(2)} at start, ${loadAverage.end.toFixed(2)} at end; ${os.cpus().length} CPUs shared by the processes, PostgreSQL and the simulated users)`,
      table(
        ['app processes', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'],
        runs.map((run) => [
          String(run.processes),
          String(run.requests),
          run.requestsPerSecond.toFixed(1),
          String(run.p50),
          String(run.p99),
          String(run.failures),
        ]),
      ),
      '',
    ].join('\n'),
  );
}

async function main(): Promise<boolean> {
  const startLoad = os.loadavg()[0] ?? 0;
  const cleanup: Array<() => Promise<unknown>> = [];
  try {
    let database: FreshDatabase;
    try {
      database = await createFreshDatabase(serverUrl);
    } catch (error) {
      console.error(
        `bench:load needs PostgreSQL, and none answered at ${hostOf(serverUrl)} ` +
          `(${error instanceof Error ? error.message : String(error)}). Set BENCH_DATABASE_URL ` +
          '(or TEST_DATABASE_URL) to a server on which the bench may create a database.',
      );
      return false;
    }
    cleanup.push(() => database.drop());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-bench-load-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));

    // Only what the server needs: nothing from the caller's environment (SMTP, S3, ...) leaks in.
    // The simulated users all come from 127.0.0.1, so the login limits are lifted.
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      PUBLIC_URL: 'http://bench.localhost',
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTH_ADDRESS_RATE_LIMIT_MAX: '100000',
      DATABASE_URL: database.url,
      // The run ends by reading the server's own figures from /metrics.
      METRICS_TOKEN: benchMetricsToken,
    };
    // The generator writes through the app's own runtime, then lets go of the database.
    const runtime = await startRuntime(loadConfig(env));
    let generated: GeneratedEvent;
    let content: GeneratedContent;
    let memberData: GeneratedMemberData;
    try {
      console.log(`Generating ${size.teams} teams and ${size.users} users on postgres…`);
      // Seed data: the audit trail is off while it is written (no entry per generated row).
      ({ generated, content, memberData } = await withoutAuditing(async () => {
        const generated = await generateEvent(runtime.deps, size);
        const eventId = generated.event.id;
        const adminId = await createBenchAdmin(runtime.deps, eventId);
        const content = await generateContent(runtime.deps, eventId);
        const ctx = { userId: adminId, eventId, permissions: 'admin' as const };
        const memberData = await generateMemberData(runtime.deps, ctx);
        return { generated, content, memberData };
      }));
    } finally {
      await runtime.close();
    }
    const users = simulatedUsers(generated);
    const runs: LoadRun[] = [];
    for (const processes of processCounts) {
      const run = await loadWith(processes, { env, generated, content, memberData, users });
      runs.push(run);
    }
    printScaling(runs, { start: startLoad, end: os.loadavg()[0] ?? 0 });
    return runs.every((run) => run.clean);
  } finally {
    for (const undo of cleanup.reverse()) {
      await undo().catch((error: unknown) => console.error('cleanup failed:', error));
    }
  }
}

if (!(await main())) process.exitCode = 1;
