import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * DATA_DIR holds the whole installation — the embedded database (`db/`), the uploaded files
 * (`files/`), backups being written, the control socket — so only the account that runs
 * Showdesk may open it: every folder the app creates there is 0700 and every file 0600.
 */
export const privateDirMode = 0o700;
export const privateFileMode = 0o600;

/** `mkdir -p` whose new folders are owner-only (a folder that exists is left as it is). */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: privateDirMode });
}

/**
 * Owner-only, from now on, for whatever this process creates, also what libraries write with a
 * mode of their own choosing (the embedded database's files after its first start). Called first
 * by the processes that write DATA_DIR: the server and the operator's commands.
 */
export function createFilesOwnerOnly(): void {
  process.umask(0o077);
}

/**
 * Makes a tree the app has just created owner-only: PGlite's first start (its initdb) and its
 * loading of a backup write their files 0666 whatever the umask. Never called on a folder the
 * operator made.
 */
export async function makeTreePrivate(root: string): Promise<void> {
  const info = await stat(root).catch(() => null);
  if (!info?.isDirectory()) return;
  await chmod(root, privateDirMode);
  for (const entry of await readdir(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) await makeTreePrivate(full);
    else if (entry.isFile()) await chmod(full, privateFileMode);
  }
}

export interface LooseFolder {
  path: string;
  /** The folder's permission bits, e.g. 0o755. */
  mode: number;
}

/**
 * DATA_DIR and the folders in it (db, files, kept-aside installations) that other users of the
 * machine may open: any group or other permission bit. Only this level is read: with these
 * folders owner-only, nothing deeper can be reached, and a start never walks every stored file.
 */
export async function looseDataDirFolders(dataDir: string): Promise<LooseFolder[]> {
  const loose: LooseFolder[] = [];
  const check = async (folder: string) => {
    const info = await stat(folder).catch(() => null);
    if (info?.isDirectory() && (info.mode & 0o077) !== 0) {
      loose.push({ path: folder, mode: info.mode & 0o777 });
    }
  };
  await check(dataDir);
  const entries = await readdir(dataDir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isDirectory()) await check(path.join(dataDir, entry.name));
  }
  return loose;
}

const octal = (mode: number) => `0${mode.toString(8)}`;
const shellWord = (text: string) =>
  /^[\w./@%+=:,-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * At start: creates a missing DATA_DIR owner-only, and warns about an existing one (or a folder
 * in it) that other users may open, naming the path, its mode and the command that fixes it.
 * It does not change an operator's folder itself: its permissions may be deliberate (a backup
 * agent's group, a shared volume), and a start that silently changes them can break that.
 */
export async function prepareDataDir(dataDir: string, log: Pick<Logger, 'warn'>): Promise<void> {
  const existing = await stat(dataDir).catch(() => null);
  if (!existing) {
    await makePrivateDir(dataDir);
    return;
  }
  for (const folder of await looseDataDirFolders(dataDir)) {
    log.warn(
      { path: folder.path, mode: octal(folder.mode) },
      `${folder.path} is open to other users of this machine (mode ${octal(folder.mode)}), and ` +
        `it holds the database and uploaded files. Make it owner-only: chmod -R go-rwx ${shellWord(folder.path)}`,
    );
  }
}
