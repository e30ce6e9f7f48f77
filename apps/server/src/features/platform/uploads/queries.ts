import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { processId } from '../../../db/liveness.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { storageJournal } from '../../../db/schema/storage-journal.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** The WHERE of the files one owner (a task, a download, a submission…) of the event has. */
export const filesOf = (eventId: string, ownerType: string, ownerId: string) =>
  and(
    eq(storedFiles.eventId, eventId),
    eq(storedFiles.ownerType, ownerType),
    eq(storedFiles.ownerId, ownerId),
  );

export async function insertStoredFiles(db: DbOrTx, rows: NewStoredFile[]) {
  if (rows.length > 0) await db.insert(storedFiles).values(rows);
}

export const getStoredFile = eventRecordQueries(storedFiles).get;

/**
 * Deletes the rows of an owner's files and returns the storage keys they had. The keys go into
 * the storage journal in the same transaction: if the process stops before the caller removes
 * the objects (`deleteStoredObjects`), recovery removes them.
 */
export function deleteFilesOfOwner(
  db: DbOrTx,
  eventId: string,
  ownerType: string,
  ownerId: string,
): Promise<string[]> {
  return deleteFilesWhere(db, eventId, filesOf(eventId, ownerType, ownerId));
}

/**
 * `deleteFilesOfOwner` for the owners of one type that `owners` picks (a condition on
 * `stored_files.owner_id`, e.g. every submission of a form).
 */
export function deleteFilesOfOwners(
  db: DbOrTx,
  eventId: string,
  ownerType: string,
  owners: SQL,
): Promise<string[]> {
  const where = and(eq(storedFiles.eventId, eventId), eq(storedFiles.ownerType, ownerType), owners);
  return deleteFilesWhere(db, eventId, where);
}

/** Deletes the file rows `where` picks (of the event's files) and journals their keys. */
async function deleteFilesWhere(
  db: DbOrTx,
  eventId: string,
  where: SQL | undefined,
): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(where)
    .returning({ storageKey: storedFiles.storageKey });
  const keys = rows.map((r) => r.storageKey);
  await journalStorageKeys(db, eventId, keys);
  return keys;
}

/**
 * Notes storage keys that no row owns (yet, or any more) as this process's: before an upload
 * writes them, or as their rows are deleted. See db/schema/storage-journal.ts.
 */
export async function journalStorageKeys(db: DbOrTx, eventId: string, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .insert(storageJournal)
    .values(keys.map((storageKey) => ({ eventId, storageKey, processId })))
    .onConflictDoNothing();
}

/**
 * In the transaction that inserts the files' rows: takes their keys out of the journal. False
 * when some were no longer there: recovery took this process for gone and removed the objects,
 * so the transaction must not commit rows for them.
 */
export async function takeJournaledKeys(tx: DbOrTx, eventId: string, keys: string[]) {
  if (keys.length === 0) return true;
  const taken = await tx
    .delete(storageJournal)
    .where(and(eq(storageJournal.eventId, eventId), inArray(storageJournal.storageKey, keys)))
    .returning({ storageKey: storageJournal.storageKey });
  return taken.length === new Set(keys).size;
}

/** Forgets keys whose objects are gone (their keys are unique to one event). */
export async function forgetJournaledKeys(db: DbOrTx, keys: string[]) {
  if (keys.length === 0) return;
  await db.delete(storageJournal).where(inArray(storageJournal.storageKey, keys));
}

/**
 * Storage journal entries for recovery, locked (entries an upload's transaction holds are
 * skipped): at most `limit` per sweep. Journal entries are few; this reads every event's.
 */
export async function lockJournalEntries(tx: DbOrTx, limit: number) {
  return tx
    .select()
    .from(storageJournal)
    .orderBy(storageJournal.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Whether a `stored_files` row owns the key (then its object must stay). */
export async function isStorageKeyOwned(db: DbOrTx, eventId: string, storageKey: string) {
  const [row] = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.eventId, eventId), eq(storedFiles.storageKey, storageKey)))
    .limit(1);
  return row !== undefined;
}

export async function deleteJournalEntry(db: DbOrTx, eventId: string, storageKey: string) {
  await db
    .delete(storageJournal)
    .where(and(eq(storageJournal.eventId, eventId), eq(storageJournal.storageKey, storageKey)));
}

/** Stored files of an owner, among `ids`, in the order of `ids`. */
export async function storedFilesOf(
  db: DbOrTx,
  eventId: string,
  owner: { type: string; id: string },
  ids: string[],
) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(filesOf(eventId, owner.type, owner.id), inArray(storedFiles.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Deletes one stored file of an owner; answers its storage key (journaled) or null. */
export async function deleteOwnedFile(
  tx: DbOrTx,
  eventId: string,
  owner: { type: string; id: string },
  fileId: string,
): Promise<string | null> {
  const [row] = await tx
    .delete(storedFiles)
    .where(and(filesOf(eventId, owner.type, owner.id), eq(storedFiles.id, fileId)))
    .returning({ storageKey: storedFiles.storageKey });
  if (!row) return null;
  await journalStorageKeys(tx, eventId, [row.storageKey]);
  return row.storageKey;
}
