/**
 * The demo's seed on a first start of the embedded database, as a process of its own
 * (server-main.ts runs it before it opens the database): the seed loads and allocates once what a
 * running server may never need (jsdom for its rich text, sharp for its logos, initdb, the
 * queries of one large transaction), and all of it goes with this process instead of staying in
 * the server's memory. Prints the logins as the server would.
 */
import { resolveModulesFaster } from '../../../lib/module-resolution.ts';

// Before the runtime's modules are resolved (lib/module-resolution.ts): imports made below.
resolveModulesFaster();
const { loadConfig } = await import('../../../config.ts');
const { createFilesOwnerOnly } = await import('../../../db/data-dir.ts');
const { startRuntime } = await import('../../../runtime.ts');
const { printDemoLogins } = await import('./announce.ts');
const { demoPassword, seedDemo } = await import('./seed.ts');

createFilesOwnerOnly();
const config = loadConfig();
const runtime = await startRuntime(config);
try {
  const logins = await seedDemo(runtime.deps);
  if (logins) printDemoLogins(logins, config.publicUrl, demoPassword);
} finally {
  await runtime.close({ jobsTimeoutMs: 5_000 });
}
process.exit(0);
