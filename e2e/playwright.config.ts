import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3111);
// Node's compile cache for the servers the tests start (their first starts compile the server).
process.env.NODE_COMPILE_CACHE ??= path.resolve(
  import.meta.dirname,
  '../node_modules/.cache/node-compile-cache',
);
/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed, else
 * Debian's Chromium in its new headless mode; `CHROMIUM_PATH` overrides both. The shell is the
 * build Playwright itself runs headless tests on; on the 2-core machine it ran five heavy specs
 * in 3.4 min against 4.1–4.7 min for the full browser (docs/decisions/003).
 */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** Browser tests on Debian's Chromium against the real app on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two browsers at once, as many as the 2-core CI machine has cores: each test works on data of
  // its own (its own records, team types and accounts in the demo event), so workers cannot
  // interfere. In the headless shell five heavy specs took 198–243 s on two workers against
  // 286–298 s on one, run in turns. The settings and import projects change what the whole demo
  // event shows: they stay one at a time whatever this says.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Axe checks every screen a test visits (one to three seconds each on the busy 2-core CI).
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace only for a retried test: recording one for every test (to keep the failures')
    // made the browser screencast throughout, 17% of the suite's time on the 2-core machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // No fades or slides (the app respects reduced motion): a screen is checked as it settles,
    // never half-faded, and a test does not wait for transitions.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'app',
      testIgnore: /reset-password|settings|team-import|first-run-setup/,
      use: desktop,
    },
    // An empty installation of its own (a second server, port E2E_PORT + 3, no demo event).
    { name: 'setup', testMatch: /first-run-setup/, use: desktop },
    // Changes the demo event's terminology and colours, so it runs after the tests that expect
    // the defaults.
    { name: 'settings', testMatch: /settings/, dependencies: ['app'], workers: 1, use: desktop },
    // Adds 1,000 teams to the demo event and keeps the embedded database busy for a while, so
    // it runs after the tests that list teams and after the settings journey.
    {
      name: 'import',
      testMatch: /team-import/,
      dependencies: ['app', 'settings'],
      workers: 1,
      use: desktop,
    },
    // Changes the team owner's password, so it runs after the tests that log in as the owner.
    { name: 'reset', testMatch: /reset-password/, dependencies: ['app'], use: desktop },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://localhost:${port}/api/health`,
    // Seeding the demo event takes seconds on a quiet machine, minutes on one shared with other
    // builds.
    timeout: 300_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
