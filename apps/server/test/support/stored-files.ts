import { and, eq } from 'drizzle-orm';
import { storedFiles } from '../../src/db/schema/files.ts';
import type { TestApp } from './harness.ts';

/**
 * A text file of `text` put straight into the app's storage and recorded as `ownerType`
 * `ownerId`'s file, as an upload would leave it (without the upload).
 */
export async function storeTextFile(
  t: TestApp,
  file: {
    eventId: string;
    id: string;
    ownerType: typeof storedFiles.$inferInsert.ownerType;
    ownerId: string;
    storageKey: string;
    fileName: string;
    text: string;
  },
) {
  const { text, ...row } = file;
  const body = Buffer.from(text);
  await t.deps.storage.put(row.storageKey, body, 'text/plain');
  await t.deps.db
    .insert(storedFiles)
    .values({ ...row, contentType: 'text/plain', size: body.length });
}

/** The stored file rows `ownerId` holds in event `eventId`. */
export const storedFilesOf = (t: TestApp, eventId: string, ownerId: string) =>
  t.deps.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.eventId, eventId), eq(storedFiles.ownerId, ownerId)));
