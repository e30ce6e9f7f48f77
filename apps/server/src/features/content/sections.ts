import { say } from '@showdesk/domain/common/say';
import {
  type ContentPageDetail,
  type ContentSection,
  type ContentSectionType,
  contentLimits,
  contentMessages,
  contentSectionSchema,
  createSectionInputSchema,
  reorderSectionsInputSchema,
  sectionDataSchemas,
  updateSectionInputSchema,
} from '@showdesk/domain/content/content';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../lib/validate.ts';
import { deleteStoredObjects } from '../platform/uploads/service.ts';
import {
  type ContentSectionRow,
  deleteFilesOfSections,
  deleteSection,
  insertSection,
  listSections,
  lockPage,
  lockSection,
  updatePage,
  updateSection,
} from './queries.ts';
import { readSection, sectionCandidate } from './read.ts';
import { checkSectionData, filesOf } from './section-data.ts';
import { deleteSectionFolders } from './section-storage.ts';
import { contentNotFound, getContentDetail } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'reporter'>;

export const sectionNotFound = () => AppError.notFound(contentMessages.sectionNotFound);

const issuesOf = (issues: { path: PropertyKey[]; message: string }[], prefix?: string) =>
  issues.map((i) => ({
    path: [...(prefix ? [prefix] : []), ...i.path.map(String)].join('.'),
    message: i.message,
  }));

/** A section about to be written must pass its strict schema (spec section 5). */
function checkSectionRecord(row: ContentSectionRow, message: string) {
  const parsed = contentSectionSchema.safeParse(sectionCandidate(row));
  if (!parsed.success) throw invalidInput(message, issuesOf(parsed.error.issues));
}

/** The section as the API shows it (a 404 if it fails its schema: it was just checked). */
function sectionOrNotFound(deps: Deps, row: ContentSectionRow | null): ContentSection {
  const section = row && readSection(deps, row);
  if (!section) throw sectionNotFound();
  return section;
}

/**
 * Adds a section last on the page (at most contentLimits.sectionsPerPage), its data checked
 * against its type and the event ('Invalid new sections data'), in one transaction with the
 * page's section order.
 */
export async function addSection(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  body: unknown,
): Promise<ContentSection> {
  const input = parseInput(createSectionInputSchema, body, contentMessages.invalidNewSections) as {
    type: ContentSectionType;
    heading: string;
    isNewSection: boolean;
    isPublished: boolean;
    data: unknown;
  };
  const row = await deps.db.transaction(async (tx) => {
    const page = await lockPage(tx, ctx.eventId, contentId);
    if (!page) throw contentNotFound();
    if (page.sectionIds.length >= contentLimits.sectionsPerPage) {
      throw AppError.conflict(contentMessages.invalidNewSections, [
        {
          path: '',
          message: say(/*i18n*/ 'A page holds at most {max} sections', {
            max: contentLimits.sectionsPerPage,
          }),
        },
      ]);
    }
    const checked = await checkSectionData(tx, ctx.eventId, input.type, input.data, []);
    if (checked.issues.length > 0) {
      throw invalidInput(contentMessages.invalidNewSections, checked.issues);
    }
    const section: ContentSectionRow = {
      eventId: ctx.eventId,
      id: newId(),
      contentId,
      type: input.type,
      heading: input.heading,
      isNewSection: input.isNewSection,
      isPublished: input.isPublished,
      data: checked.data,
      ...newRecordStamps(ctx.userId),
    };
    checkSectionRecord(section, contentMessages.invalidNewSections);
    const inserted = await insertSection(tx, section);
    await updatePage(
      tx,
      ctx.eventId,
      contentId,
      { sectionIds: [...page.sectionIds, section.id] },
      ctx.userId,
    );
    return inserted;
  });
  return sectionOrNotFound(deps, row);
}

/**
 * Changes a section's heading, flags and/or data; data is checked against the section's own
 * type ('Invalid updated sections data'). A pdf section's files left out of data.files are
 * deleted, from storage once the change is committed.
 */
export async function editSection(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  sectionId: string,
  body: unknown,
): Promise<ContentSection> {
  const message = contentMessages.invalidUpdatedSections;
  const input = parseInput(updateSectionInputSchema, body, message);
  const { row, removedKeys } = await deps.db.transaction(async (tx) => {
    const current = await lockSection(tx, ctx.eventId, contentId, sectionId);
    if (!current) throw sectionNotFound();
    const type = current.type as ContentSectionType;
    const patch: Parameters<typeof updateSection>[4] = {
      ...(input.heading !== undefined && { heading: input.heading }),
      ...(input.isNewSection !== undefined && { isNewSection: input.isNewSection }),
      ...(input.isPublished !== undefined && { isPublished: input.isPublished }),
    };
    let removedFileIds: string[] = [];
    if ('data' in input) {
      const schema = sectionDataSchemas[type];
      if (!schema)
        throw invalidInput(message, [{ path: 'type', message: /*i18n*/ 'Unknown section type' }]);
      const parsed = schema.safeParse(input.data);
      if (!parsed.success) throw invalidInput(message, issuesOf(parsed.error.issues, 'data'));
      const existing = filesOf(type, current.data);
      const checked = await checkSectionData(tx, ctx.eventId, type, parsed.data, existing);
      if (checked.issues.length > 0) throw invalidInput(message, checked.issues);
      patch.data = checked.data;
      removedFileIds = checked.removedFiles.map((f) => f.fileId);
    }
    checkSectionRecord({ ...current, ...patch }, message);
    const updated = await updateSection(tx, ctx.eventId, contentId, sectionId, patch, ctx.userId);
    const keys = await deleteFilesOfSections(tx, ctx.eventId, [sectionId], removedFileIds);
    return { row: updated, removedKeys: keys };
  });
  await deleteStoredObjects(deps, removedKeys);
  return sectionOrNotFound(deps, row);
}

/** Deletes a section: it leaves the page's order, and its files are deleted too. */
export async function removeSection(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  sectionId: string,
) {
  const keys = await deps.db.transaction(async (tx) => {
    const page = await lockPage(tx, ctx.eventId, contentId);
    if (!page) throw contentNotFound();
    if (!(await lockSection(tx, ctx.eventId, contentId, sectionId))) throw sectionNotFound();
    const fileKeys = await deleteFilesOfSections(tx, ctx.eventId, [sectionId]);
    await deleteSection(tx, ctx.eventId, contentId, sectionId);
    const sectionIds = page.sectionIds.filter((id) => id !== sectionId);
    await updatePage(tx, ctx.eventId, contentId, { sectionIds }, ctx.userId);
    return fileKeys;
  });
  await deleteStoredObjects(deps, keys);
  await deleteSectionFolders(deps, ctx.eventId, [sectionId]);
}

/** Puts the page's sections in a new order: every section id of the page, once each. */
export async function reorderSections(
  deps: Deps,
  ctx: EventContext,
  contentId: string,
  body: unknown,
): Promise<ContentPageDetail> {
  const { ids } = parseInput(reorderSectionsInputSchema, body, contentMessages.invalidOrder);
  return deps.db.transaction(async (tx: DbOrTx) => {
    if (!(await lockPage(tx, ctx.eventId, contentId))) throw contentNotFound();
    const sections = await listSections(tx, ctx.eventId, contentId);
    const known = new Set(sections.map((s) => s.id));
    const issues: FieldIssue[] = ids.flatMap((id, i) =>
      known.has(id) ? [] : [{ path: `ids.${i}`, message: contentMessages.sectionNotFound }],
    );
    if (new Set(ids).size !== ids.length || ids.length !== known.size || issues.length > 0) {
      throw invalidInput(contentMessages.invalidOrder, [
        ...issues,
        { path: 'ids', message: contentMessages.invalidOrder },
      ]);
    }
    await updatePage(tx, ctx.eventId, contentId, { sectionIds: ids }, ctx.userId);
    return getContentDetail(deps, ctx.eventId, contentId, tx);
  });
}
