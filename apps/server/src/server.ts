import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock-file.ts';
import { demoPassword, seedDemo } from './features/demo/seed.ts';
import { announceSetupCode } from './features/setup/announce.ts';
import { startRuntime } from './runtime.ts';

const config = loadConfig();

let runtime: Awaited<ReturnType<typeof startRuntime>>;
try {
  runtime = await startRuntime(config);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const { deps, log } = runtime;

const app = await buildApp(deps, { loggerInstance: log, serveWebApp: true });

if (config.seedDemo) {
  const logins = await seedDemo(deps);
  if (logins) {
    const lines = logins.map((l) => `  ${l.role.padEnd(12)} ${l.email}`);
    console.log(
      `\nDemo event created. Log in at ${config.publicUrl} with password "${demoPassword}":\n${lines.join('\n')}\n`,
    );
  }
}

// No event (no demo either): print the one-time code of the first-run setup page.
await announceSetupCode(deps.db, config.publicUrl, log);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await runtime.close();
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
