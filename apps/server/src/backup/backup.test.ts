import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { seedDemo } from '../features/platform/demo/seed.ts';
import { type Runtime, startRuntime } from '../runtime.ts';
import { dataDirParts } from './archive.ts';
import { startControlSocket } from './control-socket.ts';

const cliFolder = path.resolve(import.meta.dirname, '../cli');

/**
 * Runs `npm run backup` / `npm run restore` as an operator does: another process, which finds
 * the data folder locked by the app (a process never sees its own lock as taken).
 */
function cli(command: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [path.join(cliFolder, `${command}.ts`), ...args],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** Folders under `root` (and itself) that are not 0700, and files other users may open. */
async function openToOthers(root: string): Promise<string[]> {
  const open: string[] = [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const full of [root, ...entries.map((e) => path.join(e.parentPath, e.name))]) {
    const info = await lstat(full);
    const mode = info.mode & 0o777;
    if (info.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0) {
      open.push(`${path.relative(root, full)} ${mode.toString(8)}`);
    }
  }
  return open;
}

/** Row counts of every table of the database in `dataDir` (opened directly, as after a restore). */
async function tableCounts(dataDir: string): Promise<Record<string, number>> {
  const pglite = await PGlite.create({
    dataDir: dataDirParts(dataDir).database,
    extensions: pgliteExtensions,
  });
  try {
    const tables = await pglite.query<{ name: string }>(
      `select table_schema || '.' || table_name as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
       order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const [schema, table] = name.split('.');
      const result = await pglite.query<{ n: number }>(
        `select count(*)::int as n from "${schema}"."${table}"`,
      );
      counts[name] = result.rows[0]?.n ?? 0;
    }
    return counts;
  } finally {
    await pglite.close();
  }
}

/** The restores the platform activity of the database in `dataDir` records. */
async function restoresIn(dataDir: string) {
  const pglite = await PGlite.create({
    dataDir: dataDirParts(dataDir).database,
    extensions: pgliteExtensions,
  });
  try {
    const result = await pglite.query<Record<string, unknown>>(
      `select actor_type, actor_name, record_id, action from platform_audit_entries
       where action = 'restored' order by id`,
    );
    return result.rows;
  } finally {
    await pglite.close();
  }
}

/** Every stored file under `root` (path → sha-256), half-written uploads left out. */
async function fileDigests(root: string): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, full);
    if (relative.split(path.sep).includes('.tmp')) continue;
    digests[relative] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return digests;
}

describe('backup and restore of an embedded installation', () => {
  let workDir: string;
  let dataDir: string;
  let runtime: Runtime;

  const start = (folder = dataDir) =>
    startRuntime(loadConfig({ NODE_ENV: 'test', DATA_DIR: folder, LOG_LEVEL: 'silent' }));

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'showdesk-backup-'));
    dataDir = path.join(workDir, 'data');
    runtime = await start();
    expect(await seedDemo(runtime.deps)).not.toBeNull();
  }, 120_000);

  afterAll(async () => {
    await runtime?.close().catch(() => {});
    await rm(workDir, { recursive: true, force: true });
  });

  it('takes a backup while the app writes, and restores every record and file on a new data folder', async () => {
    const { db, storage } = runtime.deps;
    await db.execute(sql`create table backup_probe (n int primary key)`);
    await storage.put(
      'backup-test/notes.txt',
      Buffer.from('kept across the restore'),
      'text/plain',
    );
    // A half-written upload is not part of the installation.
    const halfWritten = path.join(dataDirParts(dataDir).files, '.tmp');
    await mkdir(halfWritten, { recursive: true });
    await writeFile(path.join(halfWritten, 'half'), 'x');

    // The app keeps writing while the backup is taken.
    let written = 0;
    let writing = true;
    const writer = (async () => {
      while (writing) {
        written += 1;
        await db.execute(sql`insert into backup_probe (n) values (${written})`);
      }
    })();
    const socket = await startControlSocket({
      dataDir,
      pglite: runtime.handle.pglite as PGlite,
      log: runtime.log,
    });
    const committedBefore = written - 1;
    const archive = path.join(workDir, 'live.tar.gz');
    const result = await cli('backup', dataDir, archive);
    const committedAfter = written;
    writing = false;
    await writer;
    expect(result).toEqual({ code: 0, output: expect.stringContaining('through the running app') });
    expect(committedAfter).toBeGreaterThan(committedBefore);

    await socket.close();
    await runtime.close();
    const original = await tableCounts(dataDir);
    const originalFiles = await fileDigests(dataDirParts(dataDir).files);

    const restoredDir = path.join(workDir, 'restored');
    const restore = await cli('restore', restoredDir, archive);
    expect(restore).toEqual({ code: 0, output: expect.stringContaining('Restored the backup') });
    expect(restore.output).not.toContain('replaced');
    // Archive and restored folder are owner-only, whatever modes PGlite and tar wrote with.
    expect((await lstat(archive)).mode & 0o777).toBe(0o600);
    expect(await openToOthers(restoredDir)).toEqual([]);
    const restored = await tableCounts(restoredDir);
    // Every committed row before the backup began is there; the probe's later rows may be too.
    const probe = restored['public.backup_probe'] ?? -1;
    expect(probe).toBeGreaterThanOrEqual(committedBefore);
    expect(probe).toBeLessThanOrEqual(committedAfter);
    const { 'public.backup_probe': _o, ...otherOriginal } = original;
    const { 'public.backup_probe': _r, ...otherRestored } = restored;
    expect(Object.keys(otherRestored).length).toBeGreaterThan(30);
    expect(otherRestored['public.events']).toBeGreaterThan(0);
    expect(otherRestored['public.suppliers']).toBeGreaterThan(0);
    // pg-boss's own tables move on after the backup (job states, its version row): compare ours.
    const ours = (counts: Record<string, number>) =>
      Object.fromEntries(Object.entries(counts).filter(([name]) => name.startsWith('public.')));
    const {
      'public.outbox_emails': _a,
      'public.platform_audit_entries': entriesOriginal,
      ...oursOriginal
    } = ours(otherOriginal);
    const {
      'public.outbox_emails': _b,
      'public.platform_audit_entries': entriesRestored,
      ...oursRestored
    } = ours(otherRestored);
    expect(oursRestored).toEqual(oursOriginal);
    // The restored installation's activity has one entry more: the restore itself.
    expect(entriesRestored).toBe((entriesOriginal ?? 0) + 1);
    expect(await restoresIn(restoredDir)).toEqual([
      {
        actor_type: 'system',
        actor_name: 'restore',
        record_id: 'live.tar.gz',
        action: 'restored',
      },
    ]);

    const restoredFiles = await fileDigests(dataDirParts(restoredDir).files);
    expect(Object.keys(restoredFiles).length).toBeGreaterThan(2);
    expect(restoredFiles).toEqual(originalFiles);
    expect(
      await readFile(path.join(dataDirParts(restoredDir).files, 'backup-test/notes.txt'), 'utf8'),
    ).toBe('kept across the restore');

    // The restored installation starts and serves its data.
    runtime = await start(restoredDir);
    const events = await runtime.deps.db.execute(sql`select slug from events`);
    expect((events as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug)).toContain(
      'demo',
    );
    await runtime.close();
  }, 180_000);

  it('backs up a stopped installation itself, and a restore over data keeps that data aside', async () => {
    const archive = path.join(workDir, 'stopped.tar.gz');
    expect((await cli('backup', dataDir, archive)).output).toContain('through the data folder');

    // Over an installation: refused without --replace, nothing changed.
    const target = path.join(workDir, 'restored');
    const before = await tableCounts(target);
    expect(await cli('restore', target, archive)).toEqual({
      code: 1,
      output: expect.stringContaining('Run the restore with --replace'),
    });
    expect(await tableCounts(target)).toEqual(before);

    const replaced = await cli('restore', target, archive, '--replace');
    expect(replaced.code).toBe(0);
    const keptAside = /The installation it replaced is in (\S+)\./.exec(replaced.output)?.[1];
    expect(keptAside).toMatch(/before-restore-/);
    expect(await tableCounts(keptAside as string)).toEqual(before);
    // The restored installation is owner-only, and so is the folder the old one is kept in (its
    // contents are the old installation as it was, moved, not rewritten).
    const aside = path.relative(target, keptAside as string);
    expect((await openToOthers(target)).filter((entry) => !entry.startsWith(`${aside}/`))).toEqual(
      [],
    );
    // The same data, and this restore in the activity (the archive is of the original
    // installation, which was never restored into).
    const { 'public.platform_audit_entries': entriesTarget, ...targetCounts } =
      await tableCounts(target);
    const { 'public.platform_audit_entries': entriesSource, ...sourceCounts } =
      await tableCounts(dataDir);
    expect(targetCounts).toEqual(sourceCounts);
    expect(entriesTarget).toBe((entriesSource ?? 0) + 1);
    expect((await restoresIn(target)).map((entry) => entry.record_id)).toEqual(['stopped.tar.gz']);
  }, 120_000);

  it('refuses a restore while the app runs, and an archive that is not a backup', async () => {
    const archive = path.join(workDir, 'stopped.tar.gz');
    runtime = await start();
    try {
      expect(await cli('restore', dataDir, archive, '--replace')).toEqual({
        code: 1,
        output: expect.stringContaining('is in use by another Showdesk process'),
      });
    } finally {
      await runtime.close();
    }

    const junk = path.join(workDir, 'junk.tar.gz');
    await writeFile(junk, 'not an archive');
    const fresh = path.join(workDir, 'fresh');
    expect(await cli('restore', fresh, junk)).toEqual({
      code: 1,
      output: expect.stringContaining('is not a Showdesk backup'),
    });
    // Nothing was left behind: not even the folder, so no lock either (the README's promise).
    expect(await stat(fresh).catch(() => null)).toBeNull();
  }, 120_000);
});
