import {
  defaultSidebarSections,
  type ReplaceSidebarInput,
  type SidebarSection,
  sidebarSectionSchema,
  sortSidebarSections,
} from '@showdesk/domain/sidebar';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { reportInvalidRecord } from '../../lib/invalid-records.ts';
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
 * Replaces the whole sidebar in one transaction (admin; drag and drop sends every section with
 * its new index). An empty list goes back to the default sections.
 */
export async function replaceSidebar(
  deps: Pick<AppDeps, 'db'>,
  ctx: EventContext,
  input: ReplaceSidebarInput,
): Promise<SidebarSection[]> {
  await deps.db.transaction((tx) =>
    replaceSidebarRows(tx, ctx.eventId, input.sections, ctx.userId),
  );
  return input.sections.length > 0 ? sortSidebarSections(input.sections) : defaultSidebarSections;
}
