import {
  type ContentListQuery,
  type ContentPage,
  type ContentPageDetail,
  type ContentPageList,
  contentMessages,
  contentPageSchema,
  createContentInputSchema,
  updateContentInputSchema,
} from '@showdesk/domain/content/content';
import { teamTypeMessages } from '@showdesk/domain/people/team-types';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { pageOf } from '../../lib/paging.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { type FieldIssue, fieldIssue, invalidInput, parseInput } from '../../lib/validate.ts';
import { existingTeamTypeIds } from '../people/team-types/queries.ts';
import { deleteStoredObjects } from '../platform/uploads/service.ts';
import { setFeatured } from './featured.ts';
import {
  assetTypes,
  type ContentPageRow,
  deleteFilesOfSections,
  deletePage,
  getPage,
  insertPage,
  listPages,
  listSections,
  lockPage,
  removeFromSidebar,
  updatePage,
} from './queries.ts';
import { inPageOrder, pageCandidate, readPage, readSection } from './read.ts';
import { deleteSectionFolders } from './section-storage.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export const contentNotFound = () => AppError.notFound(contentMessages.notFound);

/** The page as stored, or a 404 'Content not found'. */
function pageOrNotFound(deps: Deps, row: ContentPageRow | null): ContentPage {
  const page = row && readPage(deps, row);
  if (!page) throw contentNotFound();
  return page;
}

/** The event's active (or archived) pages by title; an invalid stored page is left out. */
/** One page of the organisers' content list (the list convention). */
export async function listContent(
  deps: Deps,
  eventId: string,
  query: ContentListQuery,
): Promise<ContentPageList> {
  const { rows, total } = await listPages(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readPage(deps, row) ?? []),
    total,
    query,
  );
}

/** A page with its sections in order (organisers: published or not). */
export async function getContentDetail(
  deps: Deps,
  eventId: string,
  contentId: string,
  db: DbOrTx = deps.db,
): Promise<ContentPageDetail> {
  // One query at a time: `db` may be a transaction.
  const page = pageOrNotFound(deps, await getPage(db, eventId, contentId));
  const rows = await listSections(db, eventId, contentId);
  const sections = rows.flatMap((row) => readSection(deps, row) ?? []);
  return { ...page, sections: inPageOrder(page.sectionIds, sections) };
}

/** Team types and the image a page points at must be the event's own. */
async function checkPageReferences(
  deps: Deps,
  eventId: string,
  input: { allowedTeamTypeIds?: string[]; assetId?: string | null },
) {
  const typeIds = input.allowedTeamTypeIds ?? [];
  const [types, assets] = await Promise.all([
    existingTeamTypeIds(deps.db, eventId, typeIds),
    assetTypes(deps.db, eventId, input.assetId ? [input.assetId] : []),
  ]);
  const issues: FieldIssue[] = typeIds.flatMap((id, i) =>
    types.has(id) ? [] : [{ path: `allowedTeamTypeIds.${i}`, message: teamTypeMessages.notFound }],
  );
  if (input.assetId && assets.get(input.assetId) !== 'image') {
    issues.push({ path: 'assetId', message: /*i18n*/ 'Choose an image from the asset library' });
  }
  if (issues.length > 0) throw invalidInput(contentMessages.invalidContent, issues);
}

/** A page about to be written must pass its strict schema (spec section 5). */
function checkPageRecord(row: ContentPageRow) {
  const parsed = contentPageSchema.safeParse(pageCandidate(row));
  if (parsed.success) return;
  throw invalidInput(
    contentMessages.invalidContent,
    parsed.error.issues.map((issue) => fieldIssue(issue)),
  );
}

/** Adds a page; a featured one also goes last in the featured settings, in one transaction. */
export async function addContent(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<ContentPage> {
  const input = parseInput(createContentInputSchema, body, contentMessages.invalidContent);
  await checkPageReferences(deps, ctx.eventId, input);
  const row: ContentPageRow = {
    eventId: ctx.eventId,
    id: newId(),
    ...input,
    allowedTeamTypeIds: [...new Set(input.allowedTeamTypeIds)],
    sectionIds: [],
    isArchived: false,
    ...newRecordStamps(ctx.userId),
  };
  checkPageRecord(row);
  const inserted = await deps.db.transaction(async (tx) => {
    const page = await insertPage(tx, row);
    if (input.isFeatured) await setFeatured(tx, deps, ctx, page.id, true);
    return page;
  });
  return pageOrNotFound(deps, inserted);
}

/**
 * Changes a page's settings. isFeatured true or false also puts it in or takes it out of the
 * featured settings, in the same transaction.
 */
export async function editContent(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  body: unknown,
): Promise<ContentPage> {
  const input = parseInput(updateContentInputSchema, body, contentMessages.invalidContent);
  await checkPageReferences(deps, ctx.eventId, input);
  const patch = {
    ...input,
    ...(input.allowedTeamTypeIds && { allowedTeamTypeIds: [...new Set(input.allowedTeamTypeIds)] }),
  };
  const updated = await deps.db.transaction(async (tx) => {
    const current = await lockPage(tx, ctx.eventId, contentId);
    if (!current) throw contentNotFound();
    checkPageRecord({ ...current, ...patch });
    const row = await updatePage(tx, ctx.eventId, contentId, patch, ctx.userId);
    if (input.isFeatured !== undefined) {
      await setFeatured(tx, deps, ctx, contentId, input.isFeatured);
    }
    return row;
  });
  return pageOrNotFound(deps, updated);
}

/**
 * Archives a page (spec section 4): it leaves the featured settings and every sidebar section,
 * and is no longer featured. Unarchiving clears the flag only.
 */
export async function setArchived(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  isArchived: boolean,
): Promise<ContentPage> {
  const updated = await deps.db.transaction(async (tx) => {
    if (!(await lockPage(tx, ctx.eventId, contentId))) throw contentNotFound();
    if (!isArchived) return updatePage(tx, ctx.eventId, contentId, { isArchived }, ctx.userId);
    const row = await updatePage(
      tx,
      ctx.eventId,
      contentId,
      { isArchived, isFeatured: false },
      ctx.userId,
    );
    await setFeatured(tx, deps, ctx, contentId, false);
    await removeFromSidebar(tx, ctx.eventId, contentId);
    return row;
  });
  return pageOrNotFound(deps, updated);
}

/**
 * Deletes a page with its sections and their PDF files, and takes it out of the featured
 * settings and the sidebar. Stored files are removed once the rows are gone.
 */
export async function removeContent(deps: Deps, ctx: EventContext, contentId: string) {
  const { keys, sectionIds } = await deps.db.transaction(async (tx) => {
    if (!(await lockPage(tx, ctx.eventId, contentId))) throw contentNotFound();
    const ids = (await listSections(tx, ctx.eventId, contentId)).map((s) => s.id);
    const fileKeys = await deleteFilesOfSections(tx, ctx.eventId, ids);
    await setFeatured(tx, deps, ctx, contentId, false);
    await removeFromSidebar(tx, ctx.eventId, contentId);
    await deletePage(tx, ctx.eventId, contentId);
    return { keys: fileKeys, sectionIds: ids };
  });
  await deleteStoredObjects(deps, keys);
  await deleteSectionFolders(deps, ctx.eventId, sectionIds);
}
