// Starts the app for the browser tests on a fresh embedded database, seeded with the demo event.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-e2e-'));
const port = process.env.E2E_PORT ?? '3111';
// Emails go to a mail catcher next to the app (ports E2E_PORT + 1 and + 2; tests/helpers.ts).
const mail = await startMailCatcher({ smtpPort: Number(port) + 1, httpPort: Number(port) + 2 });
const child = spawn(process.execPath, ['apps/server/src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    SMTP_URL: mail.url,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ADDRESS_RATE_LIMIT_MAX: '10000',
    // A webhook receiver a test runs on this machine (E2E_PORT + 4; tests/event-webhooks.spec.ts).
    WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${Number(port) + 4}`,
    // The OpenID Connect provider the single sign-on test runs (E2E_PORT + 5; tests/sso.spec.ts).
    SSO_ALLOWED_HOSTS: `127.0.0.1:${Number(port) + 5}`,
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  mail.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
