import type { DownloadListQuery, DownloadSort } from '@showdesk/domain/content/downloads';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { downloads } from '../../../db/schema/content.ts';
import { storedFiles } from '../../../db/schema/files.ts';
import { eventRecordPage, eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { filesOf } from '../../platform/uploads/queries.ts';

export type DownloadRow = typeof downloads.$inferSelect;
export type NewDownloadRow = typeof downloads.$inferInsert;
export type DownloadPatch = Partial<
  Pick<
    DownloadRow,
    | 'name'
    | 'description'
    | 'data'
    | 'fileName'
    | 'fileSize'
    | 'fileType'
    | 'showDownload'
    | 'showToChildTeams'
    | 'showToTeamTypeIds'
    | 'hideFromTeamTypeIds'
  >
>;

/** The event's downloads by name (spec: downloads sort by name), case-insensitively. */
export async function listDownloads(db: DbOrTx, eventId: string): Promise<DownloadRow[]> {
  return db
    .select()
    .from(downloads)
    .where(eq(downloads.eventId, eventId))
    .orderBy(asc(sql`lower(${downloads.name})`), asc(downloads.id));
}

const downloadSortColumns = {
  name: sql`lower(${downloads.name})`,
  fileType: downloads.fileType,
  fileSize: downloads.fileSize,
  updatedAt: downloads.updatedAt,
} satisfies Record<DownloadSort, unknown>;

/**
 * One page of the event's downloads for organisers (by name unless sorted otherwise) and how
 * many match in all; q matches the name, the description or the file name.
 */
export function listDownloadPage(db: DbOrTx, eventId: string, query: DownloadListQuery) {
  return eventRecordPage(db, downloads, eventId, query, {
    searchIn: [downloads.name, downloads.description, downloads.fileName],
    filters: query.filter,
    sortColumns: downloadSortColumns,
    tieBreakers: [sql`lower(${downloads.name})`, downloads.id],
  });
}

const downloadRecords = eventRecordQueries<typeof downloads, DownloadPatch>(downloads);

export const getDownload = downloadRecords.get;
export const insertDownload = downloadRecords.insert;
/** The download, locked until the transaction ends (a file replaced twice at once). */
export const lockDownload = downloadRecords.lock;
export const updateDownload = downloadRecords.update;
export const deleteDownload = downloadRecords.remove;

/**
 * Deletes the file records of a download other than `keepIds` (its new file) and returns the
 * storage keys they had, to delete once the transaction has committed.
 */
export async function deleteOtherFilesOfDownload(
  db: DbOrTx,
  eventId: string,
  downloadId: string,
  keepIds: string[],
): Promise<string[]> {
  const rows = await db
    .delete(storedFiles)
    .where(
      and(
        filesOf(eventId, 'download', downloadId),
        keepIds.length > 0 ? notInArray(storedFiles.id, keepIds) : undefined,
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((row) => row.storageKey);
}
