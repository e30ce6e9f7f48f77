/**
 * The server process (`npm start` loads it through server.ts): seeds the demo on a first start,
 * opens the runtime, builds the app, listens, and shuts down gracefully on SIGTERM or SIGINT.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { startControlSocket } from './backup/control-socket.ts';
import { loadConfig } from './config.ts';
import { createFilesOwnerOnly } from './db/data-dir.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { printDemoLogins } from './features/platform/demo/announce.ts';
import { demoPassword, seedDemo } from './features/platform/demo/seed.ts';
import { announceSetupCode } from './features/platform/setup/announce.ts';
import { settleMemory } from './lib/settle-memory.ts';
import { startRuntime } from './runtime.ts';

// DATA_DIR is the installation: nothing this process creates is for other users (umask 077).
createFilesOwnerOnly();
const config = loadConfig();

/**
 * A first start of the embedded database with the demo seeds it in a process of its own
 * (features/demo/seed-process.ts), before this one opens the database: what the seed loads and
 * allocates once does not stay in the server's memory. Its exit releases the database's lock.
 */
async function seedFirstStartApart() {
  if (!config.seedDemo || config.databaseUrl) return;
  if (fs.existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) return;
  const script = path.resolve(import.meta.dirname, 'features/platform/demo/seed-process.ts');
  const child = spawn(process.execPath, [script], { stdio: 'inherit' });
  const [code] = (await once(child, 'exit')) as [number | null];
  // A seed that failed is tried again below, in this process, where its error is reported.
  if (code !== 0) console.error(`The demo's seed process exited with ${code}`);
}

let runtime: Awaited<ReturnType<typeof startRuntime>>;
try {
  await seedFirstStartApart();
  runtime = await startRuntime(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { deps, log } = runtime;
// Embedded database: `npm run backup` asks this process for the archive while it runs.
const controlSocket = runtime.handle.pglite
  ? await startControlSocket({ dataDir: config.dataDir, pglite: runtime.handle.pglite, log })
  : null;

const app = await buildApp(deps, { loggerInstance: log, serveWebApp: true });

if (config.seedDemo) {
  const logins = await seedDemo(deps);
  if (logins) printDemoLogins(logins, config.publicUrl, demoPassword);
}

// No event (no demo either): print the one-time code of the first-run setup page.
await announceSetupCode(deps.db, config.publicUrl, log);

let stopping = false;
/**
 * SIGTERM or SIGINT: not ready at once (`/api/ready` answers 503), then stop taking connections
 * and let the requests in flight finish (Fastify closes idle keep-alive connections and answers
 * 503 to anything new on a busy one), then stop the job queue, whose running jobs finish or hand
 * their work back to the queue (a team import re-queues itself between rows), then close the
 * database. All within SHUTDOWN_TIMEOUT_SECONDS, else the process exits with 1; pg-boss retries
 * what a forced exit left, and recovery (jobs/recovery.ts) takes back the rest at the next start.
 * A second signal forces the exit at once.
 */
async function shutdown(signal: string) {
  if (stopping) {
    log.warn({ signal }, 'second signal: exiting without waiting');
    process.exit(1);
  }
  stopping = true;
  const timeoutMs = config.shutdownTimeoutSeconds * 1000;
  const deadline = Date.now() + timeoutMs;
  log.info({ signal, timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutting down');
  app.readiness.shutDown();
  const force = setTimeout(() => {
    log.error({ timeoutSeconds: config.shutdownTimeoutSeconds }, 'shutdown timed out: forced exit');
    process.exit(1);
  }, timeoutMs);
  force.unref();
  try {
    await app.close();
    log.info('requests finished; stopping jobs');
    await controlSocket?.close();
    // Leave a little of the time for closing the database after the jobs.
    await runtime.close({ jobsTimeoutMs: Math.max(1_000, deadline - Date.now() - 2_000) });
    log.info('shut down cleanly');
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
log.info(`Showdesk is serving on ${config.publicUrl} (database: ${deps.dbKind})`);
// What the start allocated and no longer needs goes back to the system (lib/settle-memory.ts).
settleMemory();
