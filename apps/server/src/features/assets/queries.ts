import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assets } from '../../db/schema/files.ts';

export type AssetRow = typeof assets.$inferSelect;
export type NewAssetRow = typeof assets.$inferInsert;

/** The event's assets by name (spec: ascending sorts), case-insensitively. */
export async function listAssets(db: DbOrTx, eventId: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(assets)
    .where(eq(assets.eventId, eventId))
    .orderBy(asc(sql`lower(${assets.name})`), asc(assets.id));
}

export async function getAsset(
  db: DbOrTx,
  eventId: string,
  assetId: string,
): Promise<AssetRow | null> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.eventId, eventId), eq(assets.id, assetId)));
  return row ?? null;
}

export async function insertAsset(db: DbOrTx, row: NewAssetRow): Promise<AssetRow> {
  const [inserted] = await db.insert(assets).values(row).returning();
  return inserted!;
}

export async function updateAsset(
  db: DbOrTx,
  eventId: string,
  assetId: string,
  patch: { name?: string; altText?: string },
  updatedBy: string,
): Promise<AssetRow | null> {
  const [row] = await db
    .update(assets)
    .set({ ...patch, updatedAt: new Date(), updatedBy })
    .where(and(eq(assets.eventId, eventId), eq(assets.id, assetId)))
    .returning();
  return row ?? null;
}

export async function deleteAsset(db: DbOrTx, eventId: string, assetId: string): Promise<boolean> {
  const rows = await db
    .delete(assets)
    .where(and(eq(assets.eventId, eventId), eq(assets.id, assetId)))
    .returning({ id: assets.id });
  return rows.length > 0;
}
