import {
  type ContentImage,
  type ContentPage,
  type ContentSection,
  contentPageSchema,
  contentSectionSchema,
} from '@showdesk/domain/content/content';
import type { AppDeps } from '../../app-deps.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import type { ContentPageRow, ContentSectionRow, ImageColumns } from './queries.ts';

type Deps = Pick<AppDeps, 'log' | 'reporter'>;

export function pageCandidate(row: ContentPageRow) {
  return {
    id: row.id,
    title: row.title,
    path: row.path,
    description: row.description,
    sectionIds: row.sectionIds,
    isPublished: row.isPublished,
    isPublic: row.isPublic,
    isFeatured: row.isFeatured,
    isArchived: row.isArchived,
    icon: row.icon,
    allowedTeamTypeIds: row.allowedTeamTypeIds,
    assetId: row.assetId,
    showToChildTeams: row.showToChildTeams,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function sectionCandidate(row: ContentSectionRow) {
  return {
    id: row.id,
    contentId: row.contentId,
    type: row.type,
    heading: row.heading,
    isNewSection: row.isNewSection,
    isPublished: row.isPublished,
    data: row.data,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

/** A stored page as the API shows it, or null (reported) when it fails its strict schema. */
export function readPage(deps: Deps, row: ContentPageRow): ContentPage | null {
  return checkStoredRecord(deps, contentPageSchema, pageCandidate(row), {
    entity: 'content',
    eventId: row.eventId,
    id: row.id,
  });
}

/** A stored section as the API shows it, or null (reported) when it fails its strict schema. */
export function readSection(deps: Deps, row: ContentSectionRow): ContentSection | null {
  return checkStoredRecord(deps, contentSectionSchema, sectionCandidate(row), {
    entity: 'section',
    eventId: row.eventId,
    id: row.id,
  });
}

/**
 * Sections in the page's sectionIds order. A section the list misses (it should not happen)
 * goes last rather than vanishing, so organisers can still see and reorder it.
 */
export function inPageOrder<T extends { id: string }>(sectionIds: string[], sections: T[]): T[] {
  const position = new Map(sectionIds.map((id, i) => [id, i]));
  const at = (s: T) => position.get(s.id) ?? Number.MAX_SAFE_INTEGER;
  return [...sections].sort((a, b) => at(a) - at(b) || a.id.localeCompare(b.id));
}

/** The image a page or an image section shows: an image asset's sizes, else null. */
export function imageOf(row: ImageColumns): ContentImage | null {
  if (row.imageType !== 'image' || !row.imageData) return null;
  const { large, medium, small, thumb } = row.imageData;
  return { large, medium, small, thumb, altText: row.imageAltText ?? '' };
}
