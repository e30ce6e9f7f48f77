import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/files.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertStoredFiles(db: DbOrTx, rows: NewStoredFile[]) {
  if (rows.length > 0) await db.insert(storedFiles).values(rows);
}

export async function getStoredFile(
  db: DbOrTx,
  eventId: string,
  fileId: string,
): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.eventId, eventId), eq(storedFiles.id, fileId)));
  return row ?? null;
}

/** Deletes the rows of an owner's files and returns the storage keys they had. */
export async function deleteFilesOfOwner(
  db: DbOrTx,
  eventId: string,
  ownerType: string,
  ownerId: string,
): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, ownerType),
        eq(storedFiles.ownerId, ownerId),
      ),
    )
    .returning({ id: storedFiles.id, storageKey: storedFiles.storageKey });
  return rows.map((r) => r.storageKey);
}
