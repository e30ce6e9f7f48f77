/**
 * Run as its own process by lib/lazy-module.test.ts: starts the runtime and builds the app as
 * the server does (embedded database in memory, or DATABASE_URL), then prints as JSON which
 * packages of node_modules were loaded by then, and which after the API reference page was
 * asked for once (proof that the watch sees a lazily loaded package).
 */

import { mkdtemp, rm } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const loaded = new Set<string>();
registerHooks({
  load(url, context, nextLoad) {
    const name = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (name) loaded.add(name);
    return nextLoad(url, context);
  },
});

const { loadConfig } = await import('../../src/config.ts');
const { startRuntime } = await import('../../src/runtime.ts');
const { buildApp } = await import('../../src/app.ts');

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-boot-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  LOG_FORMAT: 'json',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const runtime = await startRuntime(config, { inMemory: true });
const app = await buildApp(runtime.deps, { serveWebApp: false });
await app.ready();
const atBoot = [...loaded].sort();
const docs = await app.inject({ url: '/api/docs/' });
const afterDocs = [...loaded].sort();
await app.close();
await runtime.close();
await rm(dataDir, { recursive: true, force: true });
console.log(JSON.stringify({ atBoot, docsStatus: docs.statusCode, afterDocs }));
process.exit(0);
