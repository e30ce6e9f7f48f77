import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { makePrivateDir, privateFileMode } from '../../db/data-dir.ts';
import { assertStorageKey, byteCounter, type Storage } from './storage.ts';

const fallbackType = 'application/octet-stream';

/**
 * Files on local disk: `root/<key>` holds the bytes and `root/.meta/<key>` the content type (no
 * key segment starts with a dot, so neither tree can collide with a key). Writes go to a temporary
 * file first and are renamed into place, so a reader never sees half a file. Folders are created
 * 0700 and files 0600 (db/data-dir.ts): only the app's own account reads them.
 */
export function createLocalStorage(root: string): Storage {
  const metaRoot = path.join(root, '.meta');
  const tmpRoot = path.join(root, '.tmp');
  const dataPath = (key: string) => path.join(root, assertStorageKey(key));
  const metaPath = (key: string) => path.join(metaRoot, assertStorageKey(key));

  async function writeAtomically(target: string, body: Readable | Buffer): Promise<number> {
    await makePrivateDir(tmpRoot);
    const temp = path.join(tmpRoot, randomUUID());
    try {
      let size = Buffer.isBuffer(body) ? body.length : 0;
      if (Buffer.isBuffer(body)) {
        await writeFile(temp, body, { mode: privateFileMode });
      } else {
        const counter = byteCounter();
        await pipeline(body, counter.stream, createWriteStream(temp, { mode: privateFileMode }));
        size = counter.bytes();
      }
      await makePrivateDir(path.dirname(target));
      await rename(temp, target);
      return size;
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  return {
    kind: 'local',

    async put(key, body, contentType) {
      const size = await writeAtomically(dataPath(key), body);
      await writeAtomically(metaPath(key), Buffer.from(contentType));
      return size;
    },

    async get(key) {
      let file: Awaited<ReturnType<typeof open>>;
      try {
        file = await open(dataPath(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const { size } = await file.stat();
        const contentType = await readFile(metaPath(key), 'utf8').catch(() => fallbackType);
        return { body: file.createReadStream(), size, contentType };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(dataPath(key), { force: true });
      await rm(metaPath(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(dataPath(prefix), { recursive: true, force: true });
      await rm(metaPath(prefix), { recursive: true, force: true });
    },

    async removeStaleTemporaryFiles(olderThanMs) {
      const names = await readdir(tmpRoot).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(tmpRoot, name);
        const info = await stat(file).catch(() => null);
        if (!info || Date.now() - info.mtimeMs < olderThanMs) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
