import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (PGlite's dumpDataDir), which each test app starts from. */
    pgliteSnapshotFile: string;
    /** A migrated PostgreSQL database each test file's database is copied from ('' if none). */
    postgresTemplate: string;
  }
}

/**
 * Once per run, before any test file: the databases every test app starts from, migrated once
 * (a test app then opens in about a third of the time: migrating an empty database is most of
 * a start). Also fails fast with a clear message when TEST_DATABASE_URL is set but unreachable.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'showdesk-test-setup-'));
  // Side by side: PGlite migrates in this process, PostgreSQL in its own (no test runs before
  // both are done, so this is time every run waits for).
  const [pgliteSnapshotFile, postgres] = await Promise.all([
    migratedPgliteSnapshot(folder),
    migratedPostgresTemplate(process.env.TEST_DATABASE_URL),
  ]);
  project.provide('pgliteSnapshotFile', pgliteSnapshotFile);
  project.provide('postgresTemplate', postgres?.template ?? '');

  return async () => {
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}

/** A migrated embedded database, dumped to a file in `folder` (its path). */
async function migratedPgliteSnapshot(folder: string): Promise<string> {
  const file = path.join(folder, 'migrated.tar');
  const embedded = await openDatabase({});
  try {
    const snapshot = await embedded.pglite!.dumpDataDir('none');
    await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  } finally {
    await embedded.close();
  }
  return file;
}

/** A migrated PostgreSQL database to copy, when `url` names a server (none otherwise). */
async function migratedPostgresTemplate(url: string | undefined) {
  if (!url) return null;
  const template = `showdesk_test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create database ${template}`).catch((error: Error) => {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL did not answer: ${error.message}`);
  });
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const migrated = await openDatabase({ databaseUrl: templateUrl.toString(), poolSize: 1 });
  // No connection may stay on a template while databases are copied from it.
  await migrated.close();
  return {
    template,
    drop: () => adminQuery(url, `drop database if exists ${template} with (force)`),
  };
}

async function adminQuery(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}
