import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { asSystem, noteAction } from '../db/audit-actor.ts';
import { openDatabase } from '../db/client.ts';
import { makePrivateDir, privateDirMode } from '../db/data-dir.ts';
import { acquireLock, DataDirLockedError } from '../db/lock-file.ts';
import { pgliteExtensions } from '../db/pglite-extensions.ts';
import {
  BackupError,
  type BackupManifest,
  dataDirParts,
  unpackBackup,
  writeBackup,
} from './archive.ts';
import { requestBackup } from './control-socket.ts';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const entriesOf = (dir: string) => readdir(dir).catch(() => [] as string[]);

/**
 * `npm run backup -- <file>`: the embedded database and its files as one archive. While the app
 * runs it asks the app (its control socket); otherwise it opens the data folder itself, holding
 * its lock so that no app starts meanwhile. The archive appears under its name only when whole.
 */
export async function backupDataDir(
  dataDir: string,
  file: string,
): Promise<{ via: 'running app' | 'data folder' }> {
  const { database } = dataDirParts(dataDir);
  if ((await entriesOf(database)).length === 0)
    throw new BackupError(`There is no embedded database in ${dataDir}`);
  const partial = `${file}.partial`;
  await makePrivateDir(path.dirname(path.resolve(file)));
  try {
    let release: () => void;
    try {
      release = acquireLock(database);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      await fromRunningApp(dataDir, partial);
      await rename(partial, file);
      return { via: 'running app' };
    }
    try {
      const pglite = await PGlite.create({ dataDir: database, extensions: pgliteExtensions });
      try {
        await writeBackup({ pglite, dataDir }, createWriteStream(partial, { mode: 0o600 }));
      } finally {
        await pglite.close();
      }
    } finally {
      release();
    }
    await rename(partial, file);
    return { via: 'data folder' };
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function fromRunningApp(dataDir: string, partial: string) {
  const response = await requestBackup(dataDir).catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(
      `Showdesk is running on ${dataDir} but its backup socket does not answer (${error.code ?? error.message}). Restart it with this version, or stop it and run the backup again.`,
    );
  });
  if (response.statusCode !== 200) {
    response.resume();
    throw new BackupError(`The running app refused the backup (${response.statusCode})`);
  }
  // A cut-short answer (the app failed half-way) rejects here: no archive is left behind.
  await pipeline(response, createWriteStream(partial, { mode: 0o600 })).catch(() => {
    throw new BackupError('The running app stopped sending the backup before its end');
  });
}

/**
 * `npm run restore -- <file> [--replace]`: makes `dataDir` the installation the archive holds.
 * The app must be stopped (the data folder's lock). A data folder that holds data is kept aside
 * (`before-restore-<time>/` in it) with `replace`, and refused without. The archive is unpacked
 * and its database opened beside the data folder first, so a bad archive changes nothing. The
 * restored installation then records the restore in its platform activity (`noteRestore`).
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  options: { replace?: boolean } = {},
): Promise<{ manifest: BackupManifest; keptAside: string | null }> {
  const archive = await stat(file).catch(() => null);
  if (!archive?.isFile()) throw new BackupError(`${file} is not a file`);
  const parts = dataDirParts(dataDir);
  const holdsData =
    (await entriesOf(parts.database)).some((name) => name !== '.lock') ||
    (await entriesOf(parts.files)).length > 0;
  if (holdsData && !options.replace)
    throw new BackupError(
      `${dataDir} already holds an installation. Run the restore with --replace to keep it aside in ${dataDir}/before-restore-… and restore over it.`,
    );
  // What the restore creates to hold its lock, it takes away again if it fails: a bad archive
  // leaves no trace (not even an empty folder where none was).
  const existed = {
    dataDir: await exists(dataDir),
    database: await exists(parts.database),
  };
  const release = acquireLock(parts.database);
  const staging = path.join(dataDir, `.restore-${stamp()}`);
  let restored = false;
  let manifest: BackupManifest;
  let keptAside: string | null = null;
  try {
    manifest = await unpackBackup(file, staging);
    if (holdsData) {
      keptAside = path.join(dataDir, `before-restore-${stamp()}`);
      await mkdir(keptAside, { mode: privateDirMode });
      await rename(parts.database, path.join(keptAside, 'db'));
      await rm(path.join(keptAside, 'db', '.lock'), { force: true });
      if ((await entriesOf(parts.files)).length > 0)
        await rename(parts.files, path.join(keptAside, 'files'));
    } else {
      release();
      await rm(parts.database, { recursive: true, force: true });
      await rm(parts.files, { recursive: true, force: true });
    }
    const unpacked = dataDirParts(staging);
    await rename(unpacked.database, parts.database);
    if ((await entriesOf(unpacked.files)).length > 0) await rename(unpacked.files, parts.files);
    restored = true;
  } finally {
    await rm(staging, { recursive: true, force: true });
    release();
    if (!restored) {
      if (!existed.database) await rmdir(parts.database).catch(() => undefined);
      if (!existed.dataDir) await rmdir(dataDir).catch(() => undefined);
    }
  }
  await noteRestore(dataDir, path.basename(file), manifest, keptAside);
  return { manifest, keptAside };
}

/**
 * The restore as a platform entry of the restored installation: its database replaced the one
 * that knew of the restore, so the entry is written in it, once it is in place (opened as the
 * app opens it, which brings an older backup's schema up to date as a start would).
 */
async function noteRestore(
  dataDir: string,
  fileName: string,
  manifest: BackupManifest,
  keptAside: string | null,
) {
  const handle = await openDatabase({ dataDir });
  try {
    await asSystem('restore', () =>
      handle.db.transaction((tx) =>
        noteAction(tx, {
          eventId: null,
          area: 'platform',
          kind: 'installation',
          id: fileName,
          name: `Backup of ${manifest.createdAt}`,
          action: 'restored',
          changes: {
            backup_created_at: [null, manifest.createdAt],
            app_version: [null, manifest.appVersion],
            ...(keptAside ? { kept_aside: [null, keptAside] } : {}),
          },
        }),
      ),
    );
  } finally {
    await handle.close();
  }
}

const exists = (target: string) =>
  stat(target).then(
    () => true,
    () => false,
  );
