import { messages } from '@showdesk/domain/common/errors';
import { type IconName, iconNames } from '@showdesk/domain/common/icons';
import {
  type ContentPage,
  type ContentReader,
  isContentPublic,
  isContentVisible,
  type MemberContentPage,
  type MemberContentSummary,
  type MemberSection,
  type ResourceLink,
  type ResourceType,
} from '@showdesk/domain/content/content';
import { isDownloadVisible } from '@showdesk/domain/content/downloads';
import { isFormOpen, isFormPublic } from '@showdesk/domain/forms/forms';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadReader } from '../../plugins/caller-reader.ts';
import { getEvent } from '../platform/events/queries.ts';
import { readSettings } from '../platform/settings/documents.ts';
import { guestReader, readerTexts } from '../platform/translations/reader.ts';
import { getLinkedSuppliers } from '../suppliers/queries.ts';
import {
  getLinkedDownloads,
  getLinkedForms,
  getLinkedPages,
  getPageWithImage,
  listPublishedSections,
  listVisiblePageSummaries,
  type PageSummaryRow,
  type PageWithImageRow,
  type SectionWithImageRow,
} from './member-queries.ts';
import { imageOf, inPageOrder, readPage, readSection } from './read.ts';
import { contentNotFound } from './service.ts';
import { linkedTasks } from './task-links.ts';
import { translatedPage, translatedSummary } from './translations.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

/** A member reading through their team, or a guest (no login): public pages only. */
type Viewer = { kind: 'member'; reader: ContentReader } | { kind: 'guest' };

type PageRules = Pick<
  ContentPage,
  'isPublished' | 'isArchived' | 'isPublic' | 'allowedTeamTypeIds' | 'showToChildTeams'
>;
const canSee = (viewer: Viewer, page: PageRules) =>
  viewer.kind === 'guest' ? isContentPublic(page) : isContentVisible(page, viewer.reader);

function summaryOf(page: ContentPage, row: PageWithImageRow): MemberContentSummary {
  return {
    id: page.id,
    title: page.title,
    description: page.description,
    icon: page.icon,
    image: imageOf(row),
  };
}

/** A listed page's summary; an icon no longer on the list shows as the default one. */
function summaryOfRow(row: PageSummaryRow): MemberContentSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    icon: (iconNames as readonly string[]).includes(row.icon)
      ? (row.icon as IconName)
      : 'file-text',
    image: imageOf(row),
  };
}

/** The pages a member may see, by title (two queries, run together). */
export async function listMemberContent(
  deps: Deps,
  ctx: EventContext,
): Promise<MemberContentSummary[]> {
  const [reader, texts] = await Promise.all([
    loadReader(deps.db, ctx),
    readerTexts(deps.db, ctx, 'content'),
  ]);
  const rows = await listVisiblePageSummaries(deps.db, ctx.eventId, reader);
  const pages = rows.map((row) => translatedSummary(summaryOfRow(row), texts?.get(row.id)));
  // In the reader's language, titles sort by their own words.
  return texts ? pages.sort((a, b) => a.title.localeCompare(b.title, ctx.language)) : pages;
}

/** The featured pages a member may see, in the featured settings' order. */
export async function listFeaturedContent(
  deps: Deps,
  ctx: EventContext,
): Promise<MemberContentSummary[]> {
  const [reader, featured, texts] = await Promise.all([
    loadReader(deps.db, ctx),
    readSettings(deps, ctx.eventId, 'featured'),
    readerTexts(deps.db, ctx, 'content'),
  ]);
  const rows = await listVisiblePageSummaries(deps.db, ctx.eventId, reader, featured.contentIds);
  const order = new Map(featured.contentIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return rows.map((row) => translatedSummary(summaryOfRow(row), texts?.get(row.id)));
}

/**
 * A page as a member reads it: only published sections, in order. A page they may not see
 * answers exactly like a missing one ('Content not found').
 */
export async function getMemberContent(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
): Promise<MemberContentPage> {
  const [reader, row, sections, texts] = await Promise.all([
    loadReader(deps.db, ctx),
    getPageWithImage(deps.db, ctx.eventId, contentId),
    listPublishedSections(deps.db, ctx.eventId, contentId),
    readerTexts(deps.db, ctx, 'content', [contentId]),
  ]);
  const page = await buildPage(deps, ctx.eventId, { kind: 'member', reader }, row, sections);
  return translatedPage(page, texts?.get(contentId));
}

/** A public page as a guest (no login) reads it; any other page is 'Content not found'. */
export async function getGuestContent(
  deps: Deps,
  eventId: string,
  contentId: string,
  /** The guest's browser's languages (Accept-Language): the page in the first the event has. */
  acceptLanguage?: string,
): Promise<MemberContentPage> {
  const [event, row, sections] = await Promise.all([
    getEvent(deps.db, eventId),
    getPageWithImage(deps.db, eventId, contentId),
    listPublishedSections(deps.db, eventId, contentId),
  ]);
  if (!event) throw AppError.notFound(messages.eventNotFound);
  const page = await buildPage(deps, eventId, { kind: 'guest' }, row, sections);
  const texts = await readerTexts(deps.db, guestReader(event, acceptLanguage), 'content', [
    contentId,
  ]);
  return translatedPage(page, texts?.get(contentId));
}

async function buildPage(
  deps: Deps,
  eventId: string,
  viewer: Viewer,
  row: PageWithImageRow | null,
  sectionRows: SectionWithImageRow[],
): Promise<MemberContentPage> {
  const page = row && readPage(deps, row);
  if (!row || !page || !canSee(viewer, page)) throw contentNotFound();
  const sections = inPageOrder(
    page.sectionIds,
    sectionRows.flatMap((r) => {
      const section = readSection(deps, r);
      return section ? [{ id: section.id, section, image: imageOf(r) }] : [];
    }),
  );
  const resources = sections.flatMap(({ section }) =>
    section.type === 'resources' ? section.data : [],
  );
  // Guests have no team and no tasks: their pages list none.
  const [links, taskLinks] = await Promise.all([
    resourceLinks(deps, eventId, viewer, page.id, resources),
    viewer.kind === 'member'
      ? linkedTasks(deps.db, eventId, viewer.reader, page.id, {
          taskIds: resources.filter((r) => r.type === 'task').map((r) => r.id),
          groupIds: sections.flatMap(({ section }) =>
            section.type === 'taskList' ? [section.data] : [],
          ),
        })
      : null,
  ]);
  for (const [key, task] of taskLinks?.tasks ?? []) {
    links.set(`task:${key}`, { id: task.id, type: 'task', title: task.title, href: task.href });
  }
  return {
    ...summaryOf(page, row),
    sections: sections.map(({ section, image }): MemberSection => {
      const base = {
        id: section.id,
        type: section.type,
        heading: section.heading,
        isNewSection: section.isNewSection,
      };
      if (section.type === 'image') return { ...base, data: section.data, image };
      if (section.type === 'resources') {
        // Only what the reader may open: hidden resources' ids are not shown either.
        const shown = section.data.flatMap((r) => links.get(`${r.type}:${r.id}`) ?? []);
        return { ...base, data: shown.map(({ id, type }) => ({ id, type })), links: shown };
      }
      if (section.type === 'taskList') {
        // A guest's page keeps the section without tasks (the screen leaves it out).
        if (!taskLinks) return { ...base, data: section.data };
        return { ...base, data: section.data, tasks: taskLinks.groups.get(section.data) ?? [] };
      }
      return { ...base, data: section.data };
    }),
  };
}

/**
 * The links of resources sections the reader may open, by "type:id": content pages they may
 * see (a guest: public pages, at their guest address), downloads they may see (members
 * only), forms they may fill in (members: open forms; guests: public ones) and active suppliers
 * their team may see (members only: opened inside the page, /content/:contentId/supplier/:id).
 * Tasks are added by linkedTasks (members only).
 */
async function resourceLinks(
  deps: Deps,
  eventId: string,
  viewer: Viewer,
  pageId: string,
  resources: { id: string; type: ResourceType }[],
): Promise<Map<string, ResourceLink>> {
  const idsOf = (type: ResourceType) => [
    ...new Set(resources.filter((r) => r.type === type).map((r) => r.id)),
  ];
  const [pages, downloads, forms, suppliers] = await Promise.all([
    getLinkedPages(deps.db, eventId, idsOf('content')),
    viewer.kind === 'member' ? getLinkedDownloads(deps.db, eventId, idsOf('download')) : [],
    getLinkedForms(deps.db, eventId, idsOf('form')),
    viewer.kind === 'member'
      ? getLinkedSuppliers(deps.db, eventId, idsOf('supplier'), viewer.reader)
      : [],
  ]);
  const links = new Map<string, ResourceLink>();
  for (const page of pages) {
    if (!canSee(viewer, page)) continue;
    const href = viewer.kind === 'guest' ? `/guests/content/${page.id}` : `/content/${page.id}`;
    links.set(`content:${page.id}`, { id: page.id, type: 'content', title: page.title, href });
  }
  for (const form of forms) {
    // Members open any open form; guests only public ones, at their guest address.
    const isGuest = viewer.kind === 'guest';
    if (!(isGuest ? isFormPublic(form) : isFormOpen(form))) continue;
    const href = isGuest ? `/guests/forms/${form.id}` : `/forms/${form.id}`;
    links.set(`form:${form.id}`, { id: form.id, type: 'form', title: form.title, href });
  }
  if (viewer.kind === 'member') {
    for (const download of downloads) {
      if (!isDownloadVisible(download, viewer.reader)) continue;
      links.set(`download:${download.id}`, {
        id: download.id,
        type: 'download',
        title: download.name,
        href: download.data,
      });
    }
    for (const supplier of suppliers) {
      links.set(`supplier:${supplier.id}`, {
        id: supplier.id,
        type: 'supplier',
        title: supplier.company,
        href: `/content/${encodeURIComponent(pageId)}/supplier/${encodeURIComponent(supplier.id)}`,
      });
    }
  }
  return links;
}
