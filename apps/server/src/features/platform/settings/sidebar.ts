import {
  defaultSidebarSections,
  isSidebarFixedItem,
  type ReplaceSidebarInput,
  type SidebarSection,
  sidebarMessages,
  sidebarSectionSchema,
  sortSidebarSections,
} from '@showdesk/domain/platform/sidebar';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { reportInvalidRecord } from '../../../lib/invalid-records.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { existingPageIds } from '../../content/queries.ts';
import { listSidebarRows, replaceSidebarRows, type SidebarSectionRow } from './queries.ts';

/**
 * The sidebar sections of an event in display order; the default sections while none are
 * stored. A stored section that fails its check is reported and left out.
 */
export function sidebarOf(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  eventId: string,
  rows: SidebarSectionRow[],
): SidebarSection[] {
  if (rows.length === 0) return defaultSidebarSections;
  const sections = rows.flatMap((row) => {
    const parsed = sidebarSectionSchema.safeParse(row);
    if (parsed.success) return [parsed.data];
    reportInvalidRecord(deps, {
      entity: 'sidebarSection',
      eventId,
      id: row.id,
      issues: parsed.error.issues,
    });
    return [];
  });
  return sortSidebarSections(sections);
}

export async function listSidebar(deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>, eventId: string) {
  return sidebarOf(deps, eventId, await listSidebarRows(deps.db, eventId));
}

/**
 * Every item that is not a fixed screen must be a content page of this event: another event's
 * page id would put a link to it in this event's sidebar (and tell whether it exists).
 */
async function checkContentItems(tx: DbOrTx, eventId: string, sections: SidebarSection[]) {
  const pageIds = sections.flatMap((s) => s.itemIds.filter((id) => !isSidebarFixedItem(id)));
  const known = await existingPageIds(tx, eventId, pageIds);
  const issues = sections.flatMap((section, i) =>
    section.itemIds.flatMap((id, j) =>
      isSidebarFixedItem(id) || known.has(id)
        ? []
        : [
            {
              path: `sections.${i}.itemIds.${j}`,
              message: /*i18n*/ 'Choose a content page of this event',
            },
          ],
    ),
  );
  if (issues.length > 0) throw invalidInput(sidebarMessages.invalid, issues);
}

/**
 * Replaces the whole sidebar in one transaction (admin; drag and drop sends every section with
 * its new index). An empty list goes back to the default sections.
 */
export async function replaceSidebar(
  deps: Pick<AppDeps, 'db'>,
  ctx: EventContext,
  input: ReplaceSidebarInput,
): Promise<SidebarSection[]> {
  await deps.db.transaction(async (tx) => {
    await checkContentItems(tx, ctx.eventId, input.sections);
    await replaceSidebarRows(tx, ctx.eventId, input.sections, ctx.userId);
  });
  return input.sections.length > 0 ? sortSidebarSections(input.sections) : defaultSidebarSections;
}
