import type { ContentReader } from '@showdesk/domain/content/content';
import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentPages, contentSections, downloads } from '../../db/schema/content.ts';
import { assets } from '../../db/schema/files.ts';
import { forms } from '../../db/schema/forms.ts';
import {
  type ContentPageRow,
  type ContentSectionRow,
  type ImageColumns,
  imageColumns,
  pageOf,
} from './queries.ts';

// The reads of members and guests: the pages and sections they may see, with their images,
// and what a section links to.

const byTitle = [asc(sql`lower(${contentPages.title})`), asc(contentPages.id)];

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
