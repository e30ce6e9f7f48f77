import { readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import * as tar from 'tar';
import { makePrivateDir, makeTreePrivate, privateFileMode } from '../db/data-dir.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import { appVersion } from '../plugins/error-reporter.ts';

/**
 * A backup of an embedded installation is one gzipped tar:
 * - `showdesk-backup.json`: what it is (format, when, which app version);
 * - `database.tar`: the embedded database's folder as PGlite dumps it (`dumpDataDir`), taken
 *   while no statement runs: what a crash at that moment would leave, so a restore replays the
 *   write-ahead log and has every transaction committed before the backup began;
 * - `files/…`: the uploaded files (local storage), read after the database. A file uploaded
 *   meanwhile may be in the archive with no record pointing at it (harmless); stored files are
 *   never changed in place (new content gets a new key).
 */
export const manifestName = 'showdesk-backup.json';
const databaseName = 'database.tar';
const filesName = 'files';
export const backupFormat = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  appVersion: string;
  database: 'embedded';
}

/** Where an embedded installation keeps its database and its files (config DATA_DIR). */
export const dataDirParts = (dataDir: string) => ({
  database: path.join(dataDir, 'db'),
  files: path.join(dataDir, filesName),
});

/** Local storage's folder of half-written uploads: never part of a backup. */
const skippedFolder = '.tmp';

export class BackupError extends Error {
  override name = 'BackupError';
}

const isDirectory = (dir: string) =>
  stat(dir).then(
    (s) => s.isDirectory(),
    () => false,
  );

/**
 * Writes the backup archive of an open embedded database and its files folder to `out`. The
 * database dump is held in memory while it is written (PGlite gives it as one blob): embedded
 * installations are the small ones; PostgreSQL ones are backed up with pg_dump.
 */
export async function writeBackup(
  input: { pglite: PGlite; dataDir: string },
  out: Writable,
): Promise<BackupManifest> {
  const workDir = path.join(input.dataDir, `.backup-${process.pid}-${Date.now().toString(36)}`);
  await makePrivateDir(workDir);
  try {
    // A checkpoint first, so that the dump holds little write-ahead log to replay on restore.
    await input.pglite.exec('CHECKPOINT');
    const dump = await input.pglite.dumpDataDir('none');
    await writeFile(path.join(workDir, databaseName), Buffer.from(await dump.arrayBuffer()), {
      mode: privateFileMode,
    });
    const manifest: BackupManifest = {
      format: backupFormat,
      createdAt: new Date().toISOString(),
      appVersion,
      database: 'embedded',
    };
    await writeFile(path.join(workDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: privateFileMode,
    });
    const entries = [manifestName, databaseName];
    const filesRoot = dataDirParts(input.dataDir).files;
    if (await isDirectory(filesRoot)) {
      // The files folder joins the archive under `files/` through a link the packer follows.
      await symlink(filesRoot, path.join(workDir, filesName), 'dir');
      entries.push(filesName);
    }
    const packed = tar.create(
      {
        gzip: true,
        cwd: workDir,
        portable: true,
        follow: true,
        filter: (entryPath) => !entryPath.split('/').includes(skippedFolder),
      },
      entries,
    );
    await pipeline(packed as unknown as Readable, out);
    return manifest;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Unpacks a backup archive into `target` (a folder that must not exist yet) as a data folder:
 * `db/` (the database, opened once to check it and to replay its log) and `files/`.
 */
export async function unpackBackup(archive: string, target: string): Promise<BackupManifest> {
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) throw new BackupError(`${target} already exists`);
  const unpackDir = path.join(target, '.unpack');
  await makePrivateDir(unpackDir);
  try {
    await tar.extract({ file: archive, cwd: unpackDir, strict: true }).catch((error: Error) => {
      throw new BackupError(`${archive} is not a Showdesk backup (${error.message})`);
    });
    const manifest = await readManifest(path.join(unpackDir, manifestName));
    const parts = dataDirParts(target);
    const dump = await readFile(path.join(unpackDir, databaseName)).catch(() => {
      throw new BackupError(`${archive} holds no database`);
    });
    const pglite = await PGlite.create({
      dataDir: parts.database,
      loadDataDir: new Blob([dump]),
      extensions: pgliteExtensions,
    });
    try {
      // The restored database must answer; the data folder's lock came with it.
      await pglite.query('select 1');
    } finally {
      await pglite.close();
    }
    await rm(path.join(parts.database, '.lock'), { force: true });
    const unpackedFiles = path.join(unpackDir, filesName);
    if (await isDirectory(unpackedFiles)) {
      await rename(unpackedFiles, parts.files);
    }
    // The archive's modes and PGlite's loading (0666) are not the data folder's: owner-only.
    await makeTreePrivate(target);
    return manifest;
  } finally {
    await rm(unpackDir, { recursive: true, force: true });
  }
}

async function readManifest(file: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('The archive has no Showdesk backup manifest');
  }
  if (manifest.format !== backupFormat || manifest.database !== 'embedded')
    throw new BackupError(
      `This backup's format (${String(manifest.format)}) is not one this version restores (${backupFormat})`,
    );
  return manifest as BackupManifest;
}
