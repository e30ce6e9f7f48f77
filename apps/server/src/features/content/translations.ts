import type { MemberContentPage, MemberContentSummary } from '@showdesk/domain/content/content';
import { type SourceText, translatedText } from '@showdesk/domain/platform/translations';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import { contentPages, contentSections } from '../../db/schema/content.ts';
import {
  registerTranslatable,
  sourceText,
  type TranslatableRecord,
} from '../platform/translations/registry.ts';
import type { Texts } from '../platform/translations/store.ts';
import { inPageOrder } from './read.ts';

/**
 * A content page's texts, by key: its title and description, each section's heading and the
 * words of its type (rich text, a button's or a callout's text, a table's cells). Images, maps,
 * PDFs, videos and lists of links have no words of their own.
 */
function sectionTexts(section: { id: string; type: string; heading: string; data: unknown }) {
  const key = (part: string) => `sections.${section.id}.${part}`;
  const context = section.heading || null;
  const texts: SourceText[] = sourceText(key('heading'), 'heading', section.heading);
  const data = section.data as Record<string, unknown> | string | null;
  if (section.type === 'richText' && typeof data === 'string') {
    texts.push(...sourceText(key('body'), 'body', data, { format: 'html', context }));
  }
  if (
    (section.type === 'button' || section.type === 'callout') &&
    data &&
    typeof data === 'object'
  ) {
    texts.push(...sourceText(key('text'), 'text', data.text as string, { context }));
  }
  if (section.type === 'table' && data && typeof data === 'object' && Array.isArray(data.rows)) {
    (data.rows as string[][]).forEach((row, r) => {
      row.forEach((cell, c) => {
        texts.push(...sourceText(key(`cells.${r}.${c}`), 'text', cell, { context }));
      });
    });
  }
  return texts;
}

type PageRow = { id: string; title: string; description: string; sectionIds: string[] };
type SectionRow = { id: string; contentId: string; type: string; heading: string; data: unknown };

function pageRecord(page: PageRow, sections: SectionRow[]): TranslatableRecord {
  return {
    recordId: page.id,
    title: page.title,
    texts: [
      ...sourceText('title', 'title', page.title),
      ...sourceText('description', 'description', page.description),
      ...inPageOrder(page.sectionIds, sections).flatMap(sectionTexts),
    ],
  };
}

const pageColumns = {
  id: contentPages.id,
  title: contentPages.title,
  description: contentPages.description,
  sectionIds: contentPages.sectionIds,
};
const sectionColumns = {
  id: contentSections.id,
  contentId: contentSections.contentId,
  type: contentSections.type,
  heading: contentSections.heading,
  data: contentSections.data,
};

async function pageRecords(deps: AppDeps, eventId: string, contentId?: string) {
  const [pages, sections] = await Promise.all([
    deps.db
      .select(pageColumns)
      .from(contentPages)
      .where(
        and(
          eq(contentPages.eventId, eventId),
          contentId === undefined
            ? eq(contentPages.isArchived, false)
            : eq(contentPages.id, contentId),
        ),
      )
      .orderBy(asc(contentPages.title)),
    deps.db
      .select(sectionColumns)
      .from(contentSections)
      .where(
        and(
          eq(contentSections.eventId, eventId),
          contentId === undefined ? undefined : inArray(contentSections.contentId, [contentId]),
        ),
      ),
  ]);
  const byPage = new Map<string, SectionRow[]>();
  for (const section of sections) {
    byPage.set(section.contentId, [...(byPage.get(section.contentId) ?? []), section]);
  }
  return pages.map((page) => pageRecord(page, byPage.get(page.id) ?? []));
}

registerTranslatable('content', {
  permission: 'moderator',
  list: (deps, eventId) => pageRecords(deps, eventId),
  get: async (deps, eventId, recordId) => (await pageRecords(deps, eventId, recordId))[0] ?? null,
});

/** A page's summary in the reader's language. */
export function translatedSummary<T extends MemberContentSummary>(
  page: T,
  texts: Texts | undefined,
): T {
  if (!texts) return page;
  return {
    ...page,
    title: translatedText(texts, 'title', page.title),
    description: translatedText(texts, 'description', page.description),
  };
}

/**
 * A page as a member or guest reads it, in their language: each text its translation's where
 * there is one, the page's own everywhere else.
 */
export function translatedPage(
  page: MemberContentPage,
  texts: Texts | undefined,
): MemberContentPage {
  if (!texts) return page;
  return {
    ...translatedSummary(page, texts),
    sections: page.sections.map((section) => {
      const key = (part: string) => `sections.${section.id}.${part}`;
      const heading = translatedText(texts, key('heading'), section.heading);
      const data = section.data;
      if (section.type === 'richText' && typeof data === 'string') {
        return { ...section, heading, data: translatedText(texts, key('body'), data) };
      }
      if (
        (section.type === 'button' || section.type === 'callout') &&
        data &&
        typeof data === 'object'
      ) {
        const own = data as { text: string };
        return {
          ...section,
          heading,
          data: { ...own, text: translatedText(texts, key('text'), own.text) },
        };
      }
      if (section.type === 'table' && data && typeof data === 'object') {
        const table = data as { rows: string[][] };
        const rows = table.rows.map((row, r) =>
          row.map((cell, c) => translatedText(texts, key(`cells.${r}.${c}`), cell)),
        );
        return { ...section, heading, data: { ...table, rows } };
      }
      return { ...section, heading };
    }),
  };
}
