import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The embedded database in ${path.dirname(lockPath)} is in use by another Showdesk process ` +
        `(pid ${pid}). Stop it first, or point DATA_DIR at another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * When a process started, in clock ticks since boot (Linux `/proc/<pid>/stat`, field 22), or
 * undefined where there is no /proc. With the pid it names one process for good: a pid is
 * reused by later processes (after a crash, a container restart easily hands the same small pid
 * to another process), a pid with its start time never is.
 */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

/** This process as `<pid>` or `<pid>-<start time>`: a name for its lock and its temp folder. */
export function processTag(): string {
  const started = processStartTime(process.pid);
  return started ? `${process.pid}-${started}` : String(process.pid);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process a tag names still runs (a live pid with another start time is not it). */
export function isTagAlive(tag: string): boolean {
  const [pidText, started] = tag.trim().split('-');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isFinite(pid) || pid <= 0) return false;
  if (pid === process.pid) return tag.trim() === processTag() || started === undefined;
  if (!isAlive(pid)) return false;
  if (started === undefined) return true; // an old lock: its pid is all we know
  const now = processStartTime(pid);
  return now === undefined || now === started;
}

/**
 * Takes an exclusive lock on a folder by creating `<dir>/.lock` naming this process (pid and
 * start time). A lock left by a process that no longer runs (a crash, `kill -9`) is taken over
 * without a manual step, also when its pid now belongs to another process; a live one refuses
 * with a clear error.
 */
export function acquireLock(dir: string): () => void {
  // Owner-only, as everything the app creates in DATA_DIR (db/data-dir.ts).
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const lockPath = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, processTag(), { flag: 'wx', mode: 0o600 });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const tag = fs.readFileSync(lockPath, 'utf8');
      const pid = Number.parseInt(tag, 10);
      if (pid !== process.pid && isTagAlive(tag)) throw new DataDirLockedError(lockPath, pid);
      fs.rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
