import fs from 'node:fs';
import path from 'node:path';

const mb = 1024 * 1024;
/** PostgreSQL's default, and PGlite's: the most the embedded database's cache takes. */
export const maxSharedBuffersMb = 128;
export const minSharedBuffersMb = 16;

/** Bytes of the files under `folder` (0 when it does not exist). */
function bytesUnder(folder: string): number {
  let total = 0;
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += bytesUnder(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

/**
 * The embedded database's shared buffers (its page cache inside PGlite's WebAssembly memory),
 * sized for the data it holds when it opens: the tables and indexes (`base/`) rounded up to
 * 16 MB, at least 16 MB and at most PostgreSQL's default of 128 MB. PostgreSQL touches the
 * whole cache when it starts, so its default alone held 128 MB of a resting server whatever the
 * data; the demo's database (about 30 MB, most of it PostgreSQL's own templates) gets 32 MB. A
 * page outside the cache is read from the operating system's file cache, so a database that
 * grew since the start costs reads, not correctness; the next start sizes it again.
 */
export function sharedBuffersMbFor(dataPath: string | undefined): number {
  const bytes = dataPath ? bytesUnder(path.join(dataPath, 'base')) : 0;
  const rounded = Math.ceil(bytes / (16 * mb)) * 16;
  return Math.min(maxSharedBuffersMb, Math.max(minSharedBuffersMb, rounded));
}

/** PGlite's start parameters with the cache sized by `sharedBuffersMbFor` (never written to postgresql.conf). */
export function pgliteStartParams(defaults: readonly string[], sharedBuffersMb: number): string[] {
  return [...defaults, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}
