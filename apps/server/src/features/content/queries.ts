import type {
  ContentListQuery,
  ContentReader,
  ContentSort,
} from '@showdesk/domain/content/content';
import { and, asc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages, contentSections, downloads } from '../../db/schema/content.ts';
import { assets, storedFiles } from '../../db/schema/files.ts';
import { forms } from '../../db/schema/forms.ts';
import { sidebarSections } from '../../db/schema/settings.ts';
import { teamTypes } from '../../db/schema/team-types.ts';
import { orderFor, pagedRows } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';

export type ContentPageRow = typeof contentPages.$inferSelect;
export type NewContentPageRow = typeof contentPages.$inferInsert;
export type ContentSectionRow = typeof contentSections.$inferSelect;
export type NewContentSectionRow = typeof contentSections.$inferInsert;

/** An asset as a page or an image section shows it (null columns when there is none). */
const imageColumns = {
  imageType: assets.type,
  imageData: assets.data,
  imageAltText: assets.altText,
};
export interface ImageColumns {
  imageType: 'image' | 'document' | null;
  imageData: { large: string; medium: string; small: string; thumb: string } | null;
  imageAltText: string | null;
}

const pageOf = (eventId: string, contentId: string) =>
  and(eq(contentPages.eventId, eventId), eq(contentPages.id, contentId));
const byTitle = [asc(sql`lower(${contentPages.title})`), asc(contentPages.id)];

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
export async function listPages(
  db: DbOrTx,
  eventId: string,
  query: ContentListQuery,
): Promise<{ rows: ContentPageRow[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const { isArchived, isPublished, isFeatured } = query.filter;
  const where = and(
    eq(contentPages.eventId, eventId),
    pattern ? or(ilike(contentPages.title, pattern), ilike(contentPages.path, pattern)) : undefined,
    isArchived === undefined ? undefined : eq(contentPages.isArchived, isArchived),
    isPublished === undefined ? undefined : eq(contentPages.isPublished, isPublished),
    isFeatured === undefined ? undefined : eq(contentPages.isFeatured, isFeatured),
  );
  return pagedRows(query, ({ limit, offset }) =>
    db
      .select({ ...getTableColumns(contentPages), total: sql<number>`count(*) over ()` })
      .from(contentPages)
      .where(where)
      .orderBy(
        ...orderFor(
          query.sort,
          contentSortColumns,
          sql`lower(${contentPages.title})`,
          contentPages.id,
        ),
      )
      .limit(limit)
      .offset(offset),
  );
}

export async function getPage(
  db: DbOrTx,
  eventId: string,
  contentId: string,
): Promise<ContentPageRow | null> {
  const [row] = await db.select().from(contentPages).where(pageOf(eventId, contentId));
  return row ?? null;
}

/** The page, locked until the transaction ends (its section order is read-modify-write). */
export async function lockPage(
  tx: DbOrTx,
  eventId: string,
  contentId: string,
): Promise<ContentPageRow | null> {
  const [row] = await tx
    .select()
    .from(contentPages)
    .where(pageOf(eventId, contentId))
    .for('update');
  return row ?? null;
}

export async function insertPage(tx: DbOrTx, row: NewContentPageRow): Promise<ContentPageRow> {
  const [inserted] = await tx.insert(contentPages).values(row).returning();
  return inserted!;
}

export async function updatePage(
  tx: DbOrTx,
  eventId: string,
  contentId: string,
  patch: Partial<Omit<NewContentPageRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>>,
  updatedBy: string,
): Promise<ContentPageRow | null> {
  const [row] = await tx
    .update(contentPages)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(pageOf(eventId, contentId))
    .returning();
  return row ?? null;
}

/** Deletes a page; its sections go with it (foreign key cascade). */
export async function deletePage(tx: DbOrTx, eventId: string, contentId: string) {
  await tx.delete(contentPages).where(pageOf(eventId, contentId));
}

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

/** Which of these ids are team types of the event. */
export async function existingTeamTypeIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: teamTypes.id })
    .from(teamTypes)
    .where(and(eq(teamTypes.eventId, eventId), inArray(teamTypes.id, ids)));
  return new Set(rows.map((r) => r.id));
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
export async function existingDownloadIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: downloads.id })
    .from(downloads)
    .where(and(eq(downloads.eventId, eventId), inArray(downloads.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Which of these ids are content pages of the event. */
export async function existingPageIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.eventId, eventId), inArray(contentPages.id, ids)));
  return new Set(rows.map((r) => r.id));
}

// ——— Reads of members and guests ———

export type PageWithImageRow = ContentPageRow & ImageColumns;

const pageWithImage = { ...getTableColumns(contentPages), ...imageColumns };
const pageImageJoin = and(
  eq(assets.eventId, contentPages.eventId),
  eq(assets.id, contentPages.assetId),
);

/** A page as a member's list shows it: only what the summary needs, with its image. */
export type PageSummaryRow = Pick<ContentPageRow, 'id' | 'title' | 'description' | 'icon'> &
  ImageColumns;

/**
 * The pages `reader` may see (spec section 6: published, not archived, no team type limit or
 * the reader's type, child teams only where shown to them; organisers every one), by title,
 * optionally only these ids. The rules run in the query so a long list reads only its rows.
 */
export async function listVisiblePageSummaries(
  db: DbOrTx,
  eventId: string,
  reader: ContentReader,
  ids?: string[],
): Promise<PageSummaryRow[]> {
  if (ids?.length === 0) return [];
  const typeRule = reader.isOrganiser
    ? undefined
    : and(
        reader.isChildTeam ? eq(contentPages.showToChildTeams, true) : undefined,
        reader.teamTypeId === null
          ? sql`cardinality(${contentPages.allowedTeamTypeIds}) = 0`
          : sql`(cardinality(${contentPages.allowedTeamTypeIds}) = 0 or ${reader.teamTypeId} = any(${contentPages.allowedTeamTypeIds}))`,
      );
  return db
    .select({
      id: contentPages.id,
      title: contentPages.title,
      description: contentPages.description,
      icon: contentPages.icon,
      ...imageColumns,
    })
    .from(contentPages)
    .leftJoin(assets, pageImageJoin)
    .where(
      and(
        eq(contentPages.eventId, eventId),
        eq(contentPages.isPublished, true),
        eq(contentPages.isArchived, false),
        ids ? inArray(contentPages.id, ids) : undefined,
        typeRule,
      ),
    )
    .orderBy(...byTitle) as Promise<PageSummaryRow[]>;
}

export async function getPageWithImage(
  db: DbOrTx,
  eventId: string,
  contentId: string,
): Promise<PageWithImageRow | null> {
  const [row] = await db
    .select(pageWithImage)
    .from(contentPages)
    .leftJoin(assets, pageImageJoin)
    .where(pageOf(eventId, contentId));
  return (row as PageWithImageRow | undefined) ?? null;
}

export type SectionWithImageRow = ContentSectionRow & ImageColumns;

/** The page's published sections, an image section with its asset, in one query. */
export async function listPublishedSections(
  db: DbOrTx,
  eventId: string,
  contentId: string,
): Promise<SectionWithImageRow[]> {
  return db
    .select({ ...getTableColumns(contentSections), ...imageColumns })
    .from(contentSections)
    .leftJoin(
      assets,
      and(
        eq(assets.eventId, contentSections.eventId),
        eq(contentSections.type, 'image'),
        eq(assets.id, sql`${contentSections.data} #>> '{}'`),
      ),
    )
    .where(
      and(
        eq(contentSections.eventId, eventId),
        eq(contentSections.contentId, contentId),
        eq(contentSections.isPublished, true),
      ),
    ) as Promise<SectionWithImageRow[]>;
}

/** Pages a resources section links to: what the reader's rules need, and the title. */
export async function getLinkedPages(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contentPages.id,
      title: contentPages.title,
      isPublished: contentPages.isPublished,
      isArchived: contentPages.isArchived,
      isPublic: contentPages.isPublic,
      allowedTeamTypeIds: contentPages.allowedTeamTypeIds,
      showToChildTeams: contentPages.showToChildTeams,
    })
    .from(contentPages)
    .where(and(eq(contentPages.eventId, eventId), inArray(contentPages.id, ids)));
}

/** Forms a resources section links to: their title and whether members or guests may open them. */
export async function getLinkedForms(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: forms.id,
      title: forms.title,
      isPublished: forms.isPublished,
      isArchived: forms.isArchived,
      isPublic: forms.isPublic,
    })
    .from(forms)
    .where(and(eq(forms.eventId, eventId), inArray(forms.id, ids)));
}

/** Downloads a resources section links to. */
export async function getLinkedDownloads(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: downloads.id,
      name: downloads.name,
      data: downloads.data,
      showDownload: downloads.showDownload,
      showToChildTeams: downloads.showToChildTeams,
      showToTeamTypeIds: downloads.showToTeamTypeIds,
      hideFromTeamTypeIds: downloads.hideFromTeamTypeIds,
    })
    .from(downloads)
    .where(and(eq(downloads.eventId, eventId), inArray(downloads.id, ids)));
}

/** What decides who may read a section's file: the section's and its page's flags. */
export async function getSectionAccess(db: DbOrTx, eventId: string, sectionId: string) {
  const [row] = await db
    .select({
      isSectionPublished: contentSections.isPublished,
      isPublished: contentPages.isPublished,
      isArchived: contentPages.isArchived,
      isPublic: contentPages.isPublic,
      allowedTeamTypeIds: contentPages.allowedTeamTypeIds,
      showToChildTeams: contentPages.showToChildTeams,
    })
    .from(contentSections)
    .innerJoin(
      contentPages,
      and(
        eq(contentPages.eventId, contentSections.eventId),
        eq(contentPages.id, contentSections.contentId),
      ),
    )
    .where(and(eq(contentSections.eventId, eventId), eq(contentSections.id, sectionId)));
  return row ?? null;
}
