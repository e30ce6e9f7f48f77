import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (real server processes killed and restarted, rigs over the whole
 * API), slowest first, as measured with the JSON reporter (`--reporter=json`). They start before
 * everything else. Vitest orders files by their last durations once it has them, but a fresh
 * clone has none: it then starts the largest files first, and these are small ones, so the
 * longest of them began as the others ended and ran alone for minutes.
 */
const slowestFiles = [
  'apps/server/test/crash/embedded-crash.test.ts',
  'apps/server/test/crash/postgres-crash.test.ts',
  'apps/server/test/crash/graceful-shutdown.test.ts',
  'apps/server/test/crash/webhook-crash.test.ts',
  'apps/server/src/features/reports/kept-figures.test.ts',
  'apps/server/src/features/platform/setup/cli.test.ts',
  'apps/server/src/db/data-dir.test.ts',
  'apps/server/test/security/fuzz-writes.test.ts',
  'apps/server/test/security/route-sweep.test.ts',
  'apps/server/src/features/messaging/email/bulk-delivery.test.ts',
  'apps/server/src/lib/lazy-module.test.ts',
  'apps/server/src/features/people/users/users.test.ts',
  'apps/server/test/crash/import-responsive.test.ts',
  'apps/server/src/features/people/personal-data/personal-data.test.ts',
];

/** Vitest's own order, with the slowest files (`slowestFiles`) moved to the front. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const ordered = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const found = slowestFiles.findIndex((file) => spec.moduleId.endsWith(file));
      return found === -1 ? slowestFiles.length : found;
    };
    return ordered
      .map((spec, order) => ({ spec, order, rank: rank(spec) }))
      .sort((a, b) => a.rank - b.rank || a.order - b.order)
      .map(({ spec }) => spec);
  }
}

// Node's on-disk compile cache, inherited by the workers and every process a test starts: the
// crash and CLI tests start servers dozens of times, and each start after the first reads the
// compiled server instead of compiling its modules again (childEnv passes it on).
process.env.NODE_COMPILE_CACHE ??= path.resolve(
  import.meta.dirname,
  'node_modules/.cache/node-compile-cache',
);

// Two workers at most: the machines have two cores (DEVELOPERS.md).
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own apps and events, so files share a worker's modules: loading
          // the server's module graph once a worker, not once a file, took the suite from about
          // 11 to 8 minutes here (the imports alone were 290 s of work).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/test/support/global-setup.ts'],
        },
      },
      {
        test: {
          // The first-load budget builds the web app when it is out of date (about a minute).
          name: 'bench',
          include: ['bench/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The app's languages (tools/i18n): literals on screens, catalogues, placeholders.
          name: 'tools',
          include: ['tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The screens' Lingui macros are compiled as the web build compiles them.
        plugins: [
          react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
          lingui({ configPath: path.resolve('lingui.config.ts') }),
        ],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/i18n/test-setup.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
