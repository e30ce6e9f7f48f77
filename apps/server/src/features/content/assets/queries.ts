import type { AssetListQuery, AssetSort } from '@showdesk/domain/content/assets';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { assets } from '../../../db/schema/files.ts';
import { eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';
import { pagedTableRows } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;

const assetSortColumns = {
  name: sql`lower(${assets.name})`,
  type: assets.type,
  createdAt: assets.createdAt,
  updatedAt: assets.updatedAt,
} satisfies Record<AssetSort, unknown>;

/**
 * One page of the event's assets (by name unless sorted otherwise, case-insensitively) and how
 * many match in all; q matches the name or the alt text.
 */
export async function listAssets(
  db: DbOrTx,
  eventId: string,
  query: AssetListQuery,
): Promise<{ rows: AssetRow[]; total: number }> {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(assets.eventId, eventId),
    pattern ? or(ilike(assets.name, pattern), ilike(assets.altText, pattern)) : undefined,
    query.filter.type ? eq(assets.type, query.filter.type) : undefined,
  );
  return pagedTableRows(
    db,
    assets,
    query,
    where,
    assetSortColumns,
    sql`lower(${assets.name})`,
    assets.id,
  );
}

const assetRecords = eventRecordQueries<typeof assets, { name?: string; altText?: string }>(assets);

export const getAsset = assetRecords.get;
export const insertAsset = assetRecords.insert;
export const updateAsset = assetRecords.update;
export const deleteAsset = assetRecords.remove;
