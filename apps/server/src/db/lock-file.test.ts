import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { acquireLock, DataDirLockedError, processStartTime, processTag } from './lock-file.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  it('refuses a second holder while the first is alive', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), String(process.ppid)); // a live process that is not us
    expect(() => acquireLock(dir)).toThrow(DataDirLockedError);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, '.lock'), '999999999');
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(processTag());
    release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (pid reused after a crash)', () => {
    const dir = tempDir();
    // The parent runs, but it is not the process that wrote this lock: that one started at tick 1.
    fs.writeFileSync(path.join(dir, '.lock'), `${process.ppid}-1`);
    expect(processTag()).toMatch(/^\d+-\d+$/); // Linux: the tag carries the start time
    const release = acquireLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(processTag());
    release();
  });

  it('refuses a lock written with the start time of a process that still runs', () => {
    const dir = tempDir();
    const parentStart = processStartTime(process.ppid);
    fs.writeFileSync(path.join(dir, '.lock'), `${process.ppid}-${parentStart}`);
    expect(() => acquireLock(dir)).toThrow(DataDirLockedError);
  });

  it('stops a second open of the same data folder with a clear error, and frees it on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    const lockPath = path.join(dir, 'db', '.lock');
    // Another process holding it looks like this: a live pid that is not ours.
    fs.writeFileSync(lockPath, String(process.ppid));
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      /in use by another Showdesk process/,
    );
    fs.writeFileSync(lockPath, String(process.pid));
    await first.close();
    expect(fs.existsSync(lockPath)).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  }, 60_000);
});
