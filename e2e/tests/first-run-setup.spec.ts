import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { totpCode } from './totp.ts';

/**
 * An operator's first run: a server of its own on an empty data dir with SEED_DEMO=false (the
 * shared e2e server carries the demo event), or on the empty PostgreSQL database named by
 * E2E_SETUP_DATABASE_URL. Its host names are *.localhost, which Chromium
 * sends to 127.0.0.1 by itself, so each event is reached at a host of its own.
 */
const port = Number(process.env.E2E_PORT ?? 3111) + 3;
const password = 'first-run-password';
let server: ChildProcess;
let dataDir: string;
let setupCode: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-e2e-setup-'));
  server = spawn(process.execPath, ['apps/server/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      // E2E_SETUP_DATABASE_URL runs the same first run on an empty PostgreSQL database.
      DATABASE_URL: process.env.E2E_SETUP_DATABASE_URL ?? '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  setupCode = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no setup code in the log:\n${log}`)), 110_000);
    const read = (chunk: Buffer) => {
      log += chunk.toString();
      const found = /setup code ([A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4})/.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => reject(new Error(`server exited (${code}):\n${log}`)));
  });
  // The code is printed just before the server listens.
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`http://localhost:${port}/api/health`).catch(() => null);
    if (up?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an operator sets up an empty installation, then adds and reaches a second event', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const at = (host: string, pathname: string) => `http://${host}:${port}${pathname}`;

  // Every page of an installation with no event leads to the setup page.
  await page.goto(at('localhost', '/'));
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set Up Showdesk' })).toBeVisible();
  await expect(page).toHaveTitle('Set Up Showdesk');

  // A wrong code is refused, and nothing is created.
  await page.getByLabel('Setup code').fill('AAAA-BBBB-CCCC');
  await page.getByLabel('First name').fill('Paula');
  await page.getByLabel('Surname').fill('Platform');
  await page.getByLabel('Email').fill('paula@example.com');
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Event name').fill('First Fair');
  await expect(page.getByLabel('Slug')).toHaveValue('first-fair');
  await page.getByRole('button', { name: 'Set up Showdesk' }).click();
  await expect(page.getByText('Invalid setup code').first()).toBeVisible();

  // Typing the right code takes the refusal away at once (it was about the old code).
  await page.getByLabel('Setup code').fill(setupCode);
  await expect(page.getByText('Invalid setup code')).toHaveCount(0);
  await page.getByRole('button', { name: 'Set up Showdesk' }).click();
  await expect(page.getByRole('heading', { name: 'Setup Complete' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await page.getByLabel('Email').fill('paula@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // Every platform admin has a second factor: she sets up an authenticator app first.
  await expect(page.getByRole('heading', { name: 'Set up two-step verification' })).toBeVisible();
  await page.getByLabel(/^Current password/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Can’t scan? Enter this key' }).click();
  const key = ((await page.getByLabel('Key').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel(/^Code from your app/).fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await page.getByLabel('I have saved these codes').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Paula Platform/ })).toBeVisible();

  // The platform: the first event, then a second one at its own host name.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Platform' }).click();
  await expect(page.getByRole('heading', { name: 'Platform' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'First Fair', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Add event' }).first().click();
  await page.getByLabel('Event name').fill('Second Show');
  await page.getByRole('combobox', { name: 'Host names' }).fill('second.localhost');
  await page.getByRole('combobox', { name: 'Host names' }).press('Enter');
  await page.getByRole('button', { name: 'Add event' }).click();
  await expect(page.getByRole('link', { name: 'Second Show', exact: true })).toBeVisible();

  // Open it as its admin: its own host, its own login, its own data.
  await page.getByRole('button', { name: 'Actions for Second Show' }).click();
  await page.getByRole('menuitem', { name: 'Open as admin' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://second\\.localhost:${port}/auth/login`));
  await expect(page.getByText('Second Show', { exact: true })).toBeVisible();
  await page.getByLabel('Email').fill('paula@example.com');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // Her second factor, asked on this host too.
  await page.getByLabel('Code from your app').fill(totpCode(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://second\\.localhost:${port}/`));
  await expect(page.getByRole('button', { name: /Account menu for Paula Platform/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Second Show home' })).toBeVisible();
  // The first event is still at its own host, with its own session.
  await page.goto(at('localhost', '/'));
  await expect(page.getByRole('link', { name: 'First Fair home' })).toBeVisible();
});
