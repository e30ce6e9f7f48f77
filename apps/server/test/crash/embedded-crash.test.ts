import fs from 'node:fs';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { storedObjectKeys } from './at-rest.ts';
import { filesUnder, startRig } from './crash-rig.ts';
import { crashScenarios } from './crash-suite.ts';
import { guestRigEnv } from './guest-scenarios.ts';
import { assetCount, importCrash } from './scenarios.ts';

/**
 * `kill -9` of the real server on the embedded database (PGlite in DATA_DIR/db, files on local
 * disk) in the middle of a team import, of a batch of emails and of uploads; every restart is
 * on the same data and needs no manual step (the lock file of the killed process is taken over).
 */
describe('crash safety on the embedded database', () => {
  crashScenarios(() => startRig('pglite', undefined, guestRigEnv), {
    importCrash: {
      title: 'carries an import on after a crash mid-import, taking over the lock file',
      run: async (rig) => {
        const lock = path.join(rig.dataDir, 'db', '.lock');
        const pid = rig.server.pid;
        expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${pid}-\\d+$`));
        await importCrash(rig, 60, async () => {
          expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${pid}-`)); // left behind
        });
        // The killed server's lock was left behind and taken over by the restart, no manual step.
        expect(fs.readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${rig.server.pid}-\\d+$`));
        rig.say(`lock: the killed server's lock (pid ${pid}) was taken over at the restart`);
      },
      timeoutMs: 120_000,
    },
    storageCrash: {
      title: 'removes what an upload killed while writing to storage left',
      run: async (rig) => {
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
      },
      timeoutMs: 60_000,
    },
  });
});
