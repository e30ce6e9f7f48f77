import pg from 'pg';
import { describe, expect } from 'vitest';
import { createPostgresDatabase } from '../support/databases.ts';
import { jpegPhoto } from '../support/sample-files.ts';
import { bucketKeys } from './at-rest.ts';
import { eventually, startRig } from './crash-rig.ts';
import { crashScenarios } from './crash-suite.ts';
import { guestRigEnv } from './guest-scenarios.ts';
import { assetCount, importCrash } from './scenarios.ts';

/**
 * `kill -9` of the real server on PostgreSQL with files in S3, in the middle of a team import,
 * of a batch of emails and of uploads; every restart is on the same database and bucket.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('crash safety on PostgreSQL and S3', () => {
  crashScenarios(async () => startRig('postgres', await createPostgresDatabase(), guestRigEnv), {
    importCrash: {
      title: 'carries an import on after a crash mid-import',
      run: (rig) => importCrash(rig, 80),
      timeoutMs: 120_000,
    },
    storageCrash: {
      title: 'removes the objects of an upload killed after writing them, before recording them',
      run: async (rig) => {
        const s3 = rig.s3!;
        const admin = new pg.Client({ connectionString: rig.databaseUrl });
        await admin.connect();
        try {
          const assetsBefore = await assetCount(rig);
          const objectsBefore = await bucketKeys(s3);
          // Hold the table the upload's transaction inserts into: it writes its four files to S3,
          // then waits on our lock, where we kill it.
          await admin.query('begin');
          await admin.query('lock table stored_files in share mode');
          const upload = rig.client
            .upload('/assets', 'photo.jpg', await jpegPhoto(1600, 1200))
            .catch(() => null); // the server dies under it
          const blocked = await eventually('the upload to wait for its transaction', async () => {
            // (The insert waits while being parsed, before pg_stat_activity shows its text.)
            const { rows } = await admin.query<{ pid: number }>(
              `select pid from pg_locks where relation = 'stored_files'::regclass and not granted`,
            );
            return rows.length > 0 ? rows.map((row) => row.pid) : undefined;
          });
          const written = (await bucketKeys(s3)).filter((key) => !objectsBefore.includes(key));
          expect(written).toHaveLength(4);
          const journal = await admin.query('select storage_key from storage_journal');
          expect(journal.rows.map((row) => row.storage_key).sort()).toEqual(written);
          await rig.crash(async () => {
            await admin.query('rollback');
            await upload;
            // The killed server's transaction can only roll back now; wait until its backend is gone.
            await eventually('the killed server’s backend to end', async () => {
              const { rows } = await admin.query(
                'select 1 from pg_stat_activity where pid = any($1)',
                [blocked],
              );
              return rows.length === 0 ? true : undefined;
            });
          });
          expect(await bucketKeys(s3)).toEqual(objectsBefore);
          expect((await admin.query('select 1 from storage_journal')).rows).toEqual([]);
          expect(await assetCount(rig)).toBe(assetsBefore);
          rig.say(
            `upload: killed with ${written.length} objects in S3 and their transaction waiting; ` +
              'the restart removed them (storage journal), no asset recorded',
          );
        } finally {
          await admin.end();
        }
      },
      timeoutMs: 60_000,
    },
  });
});
