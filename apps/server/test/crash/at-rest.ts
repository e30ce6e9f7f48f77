import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { isNotNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { storedFiles } from '../../src/db/schema/files.ts';
import { outboxEmails } from '../../src/db/schema/outbox.ts';
import { storageJournal } from '../../src/db/schema/storage-journal.ts';
import { teamImports } from '../../src/db/schema/team-imports.ts';
import type { CrashRig, S3Server } from './crash-rig.ts';
import { filesUnder } from './crash-rig.ts';

/** Every object key in the rig's storage: the files on disk, or the bucket's keys. */
export async function storedObjectKeys(rig: CrashRig): Promise<string[]> {
  if (rig.s3) return bucketKeys(rig.s3);
  const files = await filesUnder(`${rig.dataDir}/files`);
  return files.filter((file) => !file.startsWith('.meta/') && !file.startsWith('.tmp/')).sort();
}

export async function bucketKeys(s3: S3Server): Promise<string[]> {
  const client = new S3Client({
    region: s3.s3.region,
    endpoint: s3.s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.s3.accessKeyId, secretAccessKey: s3.s3.secretAccessKey },
  });
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: s3.s3.bucket, ContinuationToken }),
    );
    keys.push(...(page.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  client.destroy();
  return keys.sort();
}

/**
 * Stops the server (normally) and reads its data directly: every stored file has its object
 * and there is no other object, no storage journal entry, no email claimed or unsent, no import
 * left running, every team has its owner as a member, and guests' uploads are as the quotas and
 * the sweep of unsent files need them (expectGuestUploadsAtRest).
 */
export async function expectConsistentAtRest(rig: CrashRig) {
  await rig.server.stop();
  const handle = await openDatabase(
    rig.databaseUrl ? { databaseUrl: rig.databaseUrl } : { dataDir: rig.dataDir },
  );
  try {
    const { db } = handle;
    const keys = (await db.select({ key: storedFiles.storageKey }).from(storedFiles))
      .map((row) => row.key)
      .sort();
    expect(await storedObjectKeys(rig)).toEqual(keys);
    expect(await db.select().from(storageJournal)).toEqual([]);
    expect(await db.select().from(outboxEmails).where(isNotNull(outboxEmails.claimedBy))).toEqual(
      [],
    );
    expect(await db.select().from(outboxEmails).where(ne(outboxEmails.status, 'sent'))).toEqual([]);
    expect(await db.select().from(teamImports).where(ne(teamImports.status, 'finished'))).toEqual(
      [],
    );
    const ownerless = await db.execute(sql`
      select t.id from teams t
      where t.owner_id is not null and not exists (
        select 1 from team_members m
        where m.event_id = t.event_id and m.team_id = t.id and m.user_id = t.owner_id)`);
    expect((ownerless as unknown as { rows: unknown[] }).rows).toEqual([]);
    const guests = await expectGuestUploadsAtRest(db);
    const emails = await db.select({ n: sql<number>`count(*)` }).from(outboxEmails);
    rig.say(
      `at rest: ${keys.length} stored files, each with its object and no other object; ` +
        `${Number(emails[0]?.n)} emails all sent, no claim, no journal entry, no import running; ` +
        `${guests.unsent} unsent guest files each with its unswept upload record, ` +
        `${guests.swept} swept records of unsent files with no file left`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * Guests' uploads (`guest_uploads`) at rest. Not every record points to a file: a record
 * outlives its file on purpose (a file the sweep deleted, or one a guest's send did not name,
 * still counts for its hour), so the check is by state. For a submission never sent: a record
 * the sweep has not looked at has its file (so, by the check above, its object), one it has
 * looked at has none; and every file of a submission never sent is a guest's upload with such
 * an unswept record, so the sweep will find it (members' and organisers' files always belong to
 * a stored submission). Returns how many of each it saw.
 */
async function expectGuestUploadsAtRest(db: Database) {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const records = rows<{ fileId: string; isSwept: boolean; hasFile: boolean }>(
    await db.execute(sql`
      select g.file_id as "fileId", g.is_swept as "isSwept", f.id is not null as "hasFile"
      from guest_uploads g
      left join stored_files f on f.event_id = g.event_id and f.id = g.file_id
        and f.owner_type = 'submission' and f.owner_id = g.submission_id
      where not exists (
        select 1 from submissions s where s.event_id = g.event_id and s.id = g.submission_id)`),
  );
  expect(records.filter((r) => !r.isSwept && !r.hasFile)).toEqual([]);
  expect(records.filter((r) => r.isSwept && r.hasFile)).toEqual([]);
  const untracked = rows<{ id: string; ownerId: string }>(
    await db.execute(sql`
      select f.id, f.owner_id as "ownerId" from stored_files f
      where f.owner_type = 'submission'
        and not exists (
          select 1 from submissions s where s.event_id = f.event_id and s.id = f.owner_id)
        and not exists (
          select 1 from guest_uploads g
          where g.event_id = f.event_id and g.file_id = f.id and g.submission_id = f.owner_id
            and not g.is_swept)`),
  );
  expect(untracked).toEqual([]);
  return {
    unsent: records.filter((r) => !r.isSwept).length,
    swept: records.filter((r) => r.isSwept).length,
  };
}
