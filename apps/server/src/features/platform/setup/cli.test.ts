import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '../../../../test/support/child-env.ts';
import { createPostgresDatabase } from '../../../../test/support/databases.ts';
import { openDatabase } from '../../../db/client.ts';
import { events } from '../../../db/schema/events.ts';
import { members, userProfiles } from '../../../db/schema/users.ts';

const cli = path.resolve(import.meta.dirname, '../../../cli.ts');

/** Runs `npm run showdesk -- …` (the CLI file) with the password on standard input. */
function run(args: string[], env: Record<string, string>, stdin = '') {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...childEnv(), LOG_LEVEL: 'silent', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const setupArgs = [
  'setup',
  '--email',
  'ops@example.com',
  '--first-name',
  'Olu',
  '--surname',
  'Ops',
  '--event',
  'Harbour Expo',
  '--slug',
  'harbour-expo',
  '--host',
  'expo.example.com',
  '--host',
  'www.expo.example.com',
  '--starts',
  '2028-09-01',
  '--ends',
  '2028-09-03',
];

const targets = [
  { kind: 'embedded data dir', postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ kind: 'DATABASE_URL', postgres: true }] : []),
];

// Each run starts a Node process and opens the database: slow on a busy machine.
describe.each(targets)(
  'npm run showdesk -- setup on the $kind',
  { timeout: 120_000 },
  ({ postgres }) => {
    let dataDir: string;
    let env: Record<string, string>;
    let dropDatabase = async () => {};

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-cli-'));
      env = { DATA_DIR: dataDir };
      if (postgres) {
        const database = await createPostgresDatabase();
        env.DATABASE_URL = database.url;
        dropDatabase = database.drop;
      }
    });
    afterAll(async () => {
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    });

    const open = () => openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(dataDir) });

    it('refuses bad input with the field and writes nothing', async () => {
      const result = await run(['setup', '--email', 'nope', '--slug', 'Bad Slug'], env, 'short\n');
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('email: Enter a valid email address');
      expect(result.stderr).toContain('password: Use at least 8 characters');
      expect(result.stderr).toContain('event.slug');
    });

    if (!postgres) {
      it('refuses while a running server holds the embedded database', async () => {
        const handle = await open();
        try {
          const result = await run(setupArgs, env, 'a-long-password\n');
          expect(result.code).toBe(1);
          expect(result.stderr).toContain('is in use by another Showdesk process');
        } finally {
          await handle.close();
        }
      });
    }

    it('creates the platform admin and the first event, with the password from standard input', async () => {
      const result = await run(setupArgs, env, 'a-long-password\n');
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('ops@example.com is the platform admin of "Harbour Expo"');
      expect(result.stdout).not.toContain('a-long-password');
      const handle = await open();
      try {
        const [event] = await handle.db.select().from(events);
        expect(event).toMatchObject({
          slug: 'harbour-expo',
          name: 'Harbour Expo',
          hostnames: ['expo.example.com', 'www.expo.example.com'],
        });
        const [admin] = await handle.db
          .select({ permissions: members.permissions, email: userProfiles.email })
          .from(members)
          .innerJoin(userProfiles, eq(userProfiles.id, members.userId))
          .where(eq(members.eventId, event!.id));
        expect(admin).toEqual({ permissions: 'eventflowAdmin', email: 'ops@example.com' });
      } finally {
        await handle.close();
      }
    });

    it('refuses a second setup (password from SHOWDESK_ADMIN_PASSWORD)', async () => {
      const result = await run(
        setupArgs.map((arg) => (arg === 'harbour-expo' ? 'another' : arg)),
        { ...env, SHOWDESK_ADMIN_PASSWORD: 'another-long-password' },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Setup refused: Setup has already been completed');
    });
  },
);
