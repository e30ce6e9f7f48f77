import type { ContentListQuery, ContentSort } from '@showdesk/domain/content/content';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages, contentSections, downloads } from '../../db/schema/content.ts';
import { assets, storedFiles } from '../../db/schema/files.ts';
import { sidebarSections } from '../../db/schema/settings.ts';
import { existingRecordIds } from '../../lib/lists/archivable-records.ts';
import { eventRecordPage, eventRecordQueries } from '../../lib/lists/event-record-queries.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
type ContentPagePatch = Partial<
  Omit<NewContentPageRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>
>;
export type ContentSectionRow = typeof contentSections.$inferSelect;
export type NewContentSectionRow = typeof contentSections.$inferInsert;

/** An asset as a page or an image section shows it (null columns when there is none). */
export const imageColumns = {
  imageType: assets.type,
  imageData: assets.data,
  imageAltText: assets.altText,
};
export interface ImageColumns {
  imageType: 'image' | 'document' | null;
  imageData: { large: string; medium: string; small: string; thumb: string } | null;
  imageAltText: string | null;
}

export const pageOf = (eventId: string, contentId: string) =>
  and(eq(contentPages.eventId, eventId), eq(contentPages.id, contentId));

const contentSortColumns = {
  title: sql`lower(${contentPages.title})`,
  path: sql`nullif(${contentPages.path}, '')`,
  sections: sql`cardinality(${contentPages.sectionIds})`,
  updatedAt: contentPages.updatedAt,
} satisfies Record<ContentSort, unknown>;

/**
 * One page of the event's content pages (by title unless sorted otherwise) and how many match
 * in all; q matches the title or the path.
 */
export function listPages(db: DbOrTx, eventId: string, query: ContentListQuery) {
  return eventRecordPage(db, contentPages, eventId, query, {
    searchIn: [contentPages.title, contentPages.path],
    filters: query.filter,
    sortColumns: contentSortColumns,
    tieBreakers: [sql`lower(${contentPages.title})`, contentPages.id],
  });
}

const pageRecords = eventRecordQueries<typeof contentPages, ContentPagePatch>(contentPages);

export const getPage = pageRecords.get;
/** The page, locked until the transaction ends (its section order is read-modify-write). */
export const lockPage = pageRecords.lock;
export const insertPage = pageRecords.insert;
export const updatePage = pageRecords.update;
/** Deletes a page; its sections go with it (foreign key cascade). */
export const deletePage = pageRecords.remove;

/** The page's sections (in no particular order: the page's sectionIds orders them). */
export async function listSections(
  db: DbOrTx,
  eventId: string,
  contentId: string,
): Promise<ContentSectionRow[]> {
  return db
    .select()
    .from(contentSections)
    .where(and(eq(contentSections.eventId, eventId), eq(contentSections.contentId, contentId)));
}

const sectionOf = (eventId: string, contentId: string, sectionId: string) =>
  and(
    eq(contentSections.eventId, eventId),
    eq(contentSections.contentId, contentId),
    eq(contentSections.id, sectionId),
  );

export async function lockSection(
  tx: DbOrTx,
  eventId: string,
  contentId: string,
  sectionId: string,
): Promise<ContentSectionRow | null> {
  const [row] = await tx
    .select()
    .from(contentSections)
    .where(sectionOf(eventId, contentId, sectionId))
    .for('update');
  return row ?? null;
}

export async function getSection(
  db: DbOrTx,
  eventId: string,
  contentId: string,
  sectionId: string,
): Promise<ContentSectionRow | null> {
  const [row] = await db
    .select()
    .from(contentSections)
    .where(sectionOf(eventId, contentId, sectionId));
  return row ?? null;
}

export async function insertSection(
  tx: DbOrTx,
  row: NewContentSectionRow,
): Promise<ContentSectionRow> {
  const [inserted] = await tx.insert(contentSections).values(row).returning();
  return inserted!;
}

export async function updateSection(
  tx: DbOrTx,
  eventId: string,
  contentId: string,
  sectionId: string,
  patch: { heading?: string; isNewSection?: boolean; isPublished?: boolean; data?: unknown },
  updatedBy: string,
): Promise<ContentSectionRow | null> {
  const [row] = await tx
    .update(contentSections)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(sectionOf(eventId, contentId, sectionId))
    .returning();
  return row ?? null;
}

export async function deleteSection(
  tx: DbOrTx,
  eventId: string,
  contentId: string,
  sectionId: string,
) {
  await tx.delete(contentSections).where(sectionOf(eventId, contentId, sectionId));
}

/** Takes a page out of every sidebar section (archiving or deleting it). */
export async function removeFromSidebar(tx: DbOrTx, eventId: string, contentId: string) {
  await tx
    .update(sidebarSections)
    .set({ itemIds: sql`array_remove(${sidebarSections.itemIds}, ${contentId}::text)` })
    .where(
      and(
        eq(sidebarSections.eventId, eventId),
        sql`${contentId}::text = any(${sidebarSections.itemIds})`,
      ),
    );
}

/** Deletes the file rows of these sections and returns the storage keys they had. */
export async function deleteFilesOfSections(
  tx: DbOrTx,
  eventId: string,
  sectionIds: string[],
  fileIds?: string[],
): Promise<string[]> {
  if (sectionIds.length === 0 || fileIds?.length === 0) return [];
  const rows = await tx
    .delete(storedFiles)
    .where(
      and(
        eq(storedFiles.eventId, eventId),
        eq(storedFiles.ownerType, 'section'),
        inArray(storedFiles.ownerId, sectionIds),
        fileIds ? inArray(storedFiles.id, fileIds) : undefined,
      ),
    )
    .returning({ storageKey: storedFiles.storageKey });
  return rows.map((r) => r.storageKey);
}

/** The type of each of these assets of the event. */
export async function assetTypes(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, 'image' | 'document'>();
  const rows = await db
    .select({ id: assets.id, type: assets.type })
    .from(assets)
    .where(and(eq(assets.eventId, eventId), inArray(assets.id, ids)));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** Which of these ids are downloads of the event. */
export const existingDownloadIds = (db: DbOrTx, eventId: string, ids: string[]) =>
  existingRecordIds(db, downloads, eventId, ids);

/** Which of these ids are content pages of the event. */
export const existingPageIds = (db: DbOrTx, eventId: string, ids: string[]) =>
  existingRecordIds(db, contentPages, eventId, ids);
