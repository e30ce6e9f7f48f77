import {
  type CorePage,
  type CorePageId,
  corePageSchema,
  defaultCorePages,
  type UpdateCorePageInput,
} from '@showdesk/domain/content/core-pages';
import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { reportInvalidRecord } from '../../../lib/invalid-records.ts';
import { invalidInput } from '../../../lib/validate.ts';
import { getAsset } from '../../content/assets/queries.ts';
import { type CorePageRow, listCorePageRows, saveCorePageRow } from './queries.ts';

/**
 * The core pages of an event: every fixed page in its default order, as stored where it was
 * saved. A stored row that fails its check is reported and its page reads its defaults.
 */
export function corePagesOf(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  eventId: string,
  rows: CorePageRow[],
): CorePage[] {
  const stored = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    if (!defaultCorePages.some((page) => page.id === row.id)) {
      reportInvalidRecord(deps, { entity: 'corePage', eventId, id: row.id, issues: 'unknown id' });
    }
  }
  return defaultCorePages.map((page) => {
    const row = stored.get(page.id);
    if (!row) return page;
    const parsed = corePageSchema.safeParse(row);
    if (parsed.success) return parsed.data;
    reportInvalidRecord(deps, {
      entity: 'corePage',
      eventId,
      id: row.id,
      issues: parsed.error.issues,
    });
    return page;
  });
}

export async function listCorePages(
  deps: Pick<AppDeps, 'db' | 'log' | 'reporter'>,
  eventId: string,
) {
  return corePagesOf(deps, eventId, await listCorePageRows(deps.db, eventId));
}

export const corePageMessages = {
  invalid: /*i18n*/ 'Invalid core page',
  assetNotFound: /*i18n*/ 'Choose an asset from the asset library',
} as const;

/**
 * Saves a core page's title, icon, published flag and header asset (admin). The asset must be
 * one of this event's: another event's id would show its file on this event's page.
 */
export async function saveCorePage(
  deps: Pick<AppDeps, 'db'>,
  ctx: EventContext,
  id: CorePageId,
  input: UpdateCorePageInput,
): Promise<CorePage> {
  const page = corePageSchema.parse({ id, ...input });
  if (page.assetId && !(await getAsset(deps.db, ctx.eventId, page.assetId))) {
    throw invalidInput(corePageMessages.invalid, [
      { path: 'assetId', message: corePageMessages.assetNotFound },
    ]);
  }
  await saveCorePageRow(deps.db, ctx.eventId, page, ctx.userId);
  return page;
}
