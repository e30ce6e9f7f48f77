import { defineConfig } from 'vitest/config';

// Two workers at most: the machines have two cores (DEVELOPERS.md).
export default defineConfig({
  test: {
    maxWorkers: 2,
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
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
    ],
  },
});
