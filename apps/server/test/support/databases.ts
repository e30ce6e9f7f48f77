import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server. */
export const testDatabases: TestDatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * Creates a database of its own on the test server, so every test file starts clean and files
 * can run in parallel: a copy of the run's migrated template (global-setup.ts), or an empty one
 * outside a test run. Returns its URL and a function that drops it.
 */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `showdesk_test_${randomBytes(6).toString('hex')}`;
  const template = providedOr('postgresTemplate', '');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

let snapshot: Promise<Blob | undefined> | undefined;

/**
 * The run's migrated embedded database (global-setup.ts), read once per worker; undefined
 * outside a test run (the app then migrates an empty one).
 */
export function migratedPgliteSnapshot(): Promise<Blob | undefined> {
  snapshot ??= (async () => {
    const file = providedOr('pgliteSnapshotFile', '');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return snapshot;
}

function providedOr<K extends 'postgresTemplate' | 'pgliteSnapshotFile'>(key: K, fallback: string) {
  try {
    return inject(key) ?? fallback;
  } catch {
    return fallback;
  }
}
