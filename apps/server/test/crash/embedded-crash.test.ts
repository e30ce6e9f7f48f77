import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectConsistentAtRest, storedObjectKeys } from './at-rest.ts';
import { type CrashRig, filesUnder, startRig } from './crash-rig.ts';
import {
  guestRigEnv,
  guestSweepCrash,
  guestUploadReceiveCrash,
  guestUploadStorageCrash,
} from './guest-scenarios.ts';
import {
  assetCount,
  chaserCrash,
  emailCrash,
  fetchedBatchCrash,
  importCrash,
  uploadReceiveCrash,
} from './scenarios.ts';

/**
 * `kill -9` of the real server on the embedded database (PGlite in DATA_DIR/db, files on local
 * disk) in the middle of a team import, of a batch of emails and of uploads; every restart is
 * on the same data and needs no manual step (the lock file of the killed process is taken over).
 */
describe('crash safety on the embedded database', () => {
  let rig: CrashRig;
  beforeAll(async () => {
    rig = await startRig('pglite', undefined, guestRigEnv);
  }, 120_000);
  afterAll(() => rig?.close());

  it('carries an import on after a crash mid-import, taking over the lock file', async () => {
    const lock = path.join(rig.dataDir, 'db', '.lock');
    const pid = rig.server.pid;
    expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${pid}-\\d+$`));
    await importCrash(rig, 60, async () => {
      expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${pid}-`)); // left behind
    });
    // The killed server's lock was left behind and taken over by the restart, no manual step.
    expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${rig.server.pid}-\\d+$`));
    rig.say(`lock: the killed server's lock (pid ${pid}) was taken over at the restart`);
  }, 120_000);

  it(
    'delivers every queued email exactly once after a crash mid-delivery',
    () => emailCrash(rig),
    120_000,
  );

  it(
    'delivers every email of a batch fetched by a worker killed before it claimed them, once and promptly',
    () => fetchedBatchCrash(rig),
    120_000,
  );

  it(
    'reminds every member exactly once after a crash mid-way through a welcome reminder send',
    () => chaserCrash(rig, 200),
    180_000,
  );

  it(
    'removes the temp file of an upload killed while it was received',
    () => uploadReceiveCrash(rig),
    60_000,
  );

  it('removes what an upload killed while writing to storage left', async () => {
    const tmp = path.join(rig.dataDir, 'files', '.tmp');
    fs.mkdirSync(tmp, { recursive: true });
    const assetsBefore = await assetCount(rig);
    const objectsBefore = await storedObjectKeys(rig);
    const pid = rig.server.pid;
    // The moment the server starts writing the file into storage (after it recorded the file's
    // key in the storage journal), kill it: a 40 MB write is far longer than our reaction.
    let killed = false;
    const watcher = fs.watch(tmp, () => {
      if (killed) return;
      killed = true;
      process.kill(pid, 'SIGKILL');
    });
    const data = Buffer.alloc(40 << 20, 0x20);
    data.write('%PDF-1.4\n');
    await rig.client.upload('/assets', 'big.pdf', data).catch(() => null);
    watcher.close();
    expect(killed).toBe(true);
    const partial = await filesUnder(tmp);
    await rig.crash(async () => {
      expect(partial.length).toBeGreaterThan(0);
    });
    expect(await filesUnder(tmp)).toEqual([]);
    expect(await storedObjectKeys(rig)).toEqual(objectsBefore);
    expect(await assetCount(rig)).toBe(assetsBefore);
    expect(rig.server.output.join('\n')).toMatch(/removed files left by interrupted uploads/);
    rig.say(
      `upload: killed mid-write into storage (${partial.length} partial file in files/.tmp); ` +
        'after the restart no partial file, no new object, no asset',
    );
  }, 60_000);

  it(
    'leaves no file, record or quota use of a guest upload killed while it was received',
    () => guestUploadReceiveCrash(rig),
    120_000,
  );

  it(
    'leaves no file, record or quota use of a guest upload killed while writing to storage',
    () => guestUploadStorageCrash(rig),
    120_000,
  );

  it(
    'sweeps the unsent guest files after a crash, keeping the sent one',
    () => guestSweepCrash(rig),
    240_000,
  );

  it('leaves consistent data at rest', () => expectConsistentAtRest(rig), 60_000);
});
