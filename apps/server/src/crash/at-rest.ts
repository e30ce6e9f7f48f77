import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { isNotNull, ne, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { storedFiles } from '../db/schema/files.ts';
import { outboxEmails } from '../db/schema/outbox.ts';
import { storageJournal } from '../db/schema/storage-journal.ts';
import { teamImports } from '../db/schema/team-imports.ts';
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
 * left running, and every team has its owner as a member.
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
    const emails = await db.select({ n: sql<number>`count(*)` }).from(outboxEmails);
    rig.say(
      `at rest: ${keys.length} stored files, each with its object and no other object; ` +
        `${Number(emails[0]?.n)} emails all sent, no claim, no journal entry, no import running`,
    );
  } finally {
    await handle.close();
  }
}
