/**
 * The demo's seed on a first start of the embedded database, as a process of its own
 * (server.ts runs it before it opens the database): the seed loads and allocates once what a
 * running server may never need (jsdom for its rich text, sharp for its logos, initdb, the
 * queries of one large transaction), and all of it goes with this process instead of staying in
 * the server's memory. Prints the logins as the server would.
 */
import { loadConfig } from '../../../config.ts';
import { createFilesOwnerOnly } from '../../../db/data-dir.ts';
import { startRuntime } from '../../../runtime.ts';
import { printDemoLogins } from './announce.ts';
import { demoPassword, seedDemo } from './seed.ts';

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
