import type { AssetListQuery, AssetSort } from '@showdesk/domain/content/assets';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { assets } from '../../../db/schema/files.ts';
import { eventRecordPage, eventRecordQueries } from '../../../lib/lists/event-record-queries.ts';

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
export function listAssets(db: DbOrTx, eventId: string, query: AssetListQuery) {
  return eventRecordPage(db, assets, eventId, query, {
    searchIn: [assets.name, assets.altText],
    filters: query.filter,
    sortColumns: assetSortColumns,
    tieBreakers: [sql`lower(${assets.name})`, assets.id],
  });
}

const assetRecords = eventRecordQueries<typeof assets, { name?: string; altText?: string }>(assets);

export const getAsset = assetRecords.get;
export const insertAsset = assetRecords.insert;
export const updateAsset = assetRecords.update;
export const deleteAsset = assetRecords.remove;
