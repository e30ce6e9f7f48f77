import type { ContentReader } from '@showdesk/domain/content/content';
import type { SupplierListQuery, SupplierSort } from '@showdesk/domain/suppliers/suppliers';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { supplierGroups, suppliers } from '../../db/schema/suppliers.ts';
import { eventRecordPage, eventRecordQueries } from '../../lib/lists/event-record-queries.ts';
import { type GroupTable, inGroup } from '../../lib/lists/record-groups-queries.ts';
import { containsPattern } from '../../lib/search.ts';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;
export type SupplierPatch = Partial<
  Omit<SupplierRow, 'eventId' | 'id' | 'createdAt' | 'createdBy'>
>;

/** Stored files a supplier owns: its logo (spec: "per-id folders"). */
export const supplierOwnerType = 'supplier';

const supplierOf = (eventId: string, supplierId: string) =>
  and(eq(suppliers.eventId, eventId), eq(suppliers.id, supplierId));

/**
 * Which suppliers a reader sees (spec section 6, as for downloads), as a condition on
 * `suppliers` for the query itself: organisers see every one; others not those hidden from
 * their team type, and of those shown only to some types only the ones that include theirs.
 * The domain's `isSupplierVisible` states the same rule. Archived ones are the caller's to drop.
 */
export function supplierVisibleTo(reader: ContentReader): SQL | undefined {
  if (reader.isOrganiser) return undefined;
  if (reader.teamTypeId === null) return sql`cardinality(${suppliers.showToTeamTypeIds}) = 0`;
  return sql`(not (${reader.teamTypeId} = any(${suppliers.hideFromTeamTypeIds}))
    and (cardinality(${suppliers.showToTeamTypeIds}) = 0
      or ${reader.teamTypeId} = any(${suppliers.showToTeamTypeIds})))`;
}

const byCompany = sql`lower(${suppliers.company})`;
const supplierSortColumns = {
  company: byCompany,
  updatedAt: suppliers.updatedAt,
} satisfies Record<SupplierSort, unknown>;

/**
 * One page of the event's active or archived suppliers (by company) and how many match: q
 * matches the company; filters isFeatured, supplierGroupId.
 */
export function listSupplierPage(db: DbOrTx, eventId: string, query: SupplierListQuery) {
  const { isArchived = false, isFeatured, supplierGroupId } = query.filter;
  return eventRecordPage(db, suppliers, eventId, query, {
    searchIn: [suppliers.company],
    filters: { isArchived, isFeatured },
    where: [supplierGroupId ? inGroup(supplierGroupTable, eventId, supplierGroupId) : undefined],
    sortColumns: supplierSortColumns,
    tieBreakers: [byCompany, suppliers.id],
  });
}

/** The active suppliers a reader sees (the check in the query), by company; q matches the company or description. */
export async function listVisibleSuppliers(
  db: DbOrTx,
  eventId: string,
  reader: ContentReader,
  q = '',
): Promise<SupplierRow[]> {
  const pattern = q ? containsPattern(q) : null;
  return db
    .select()
    .from(suppliers)
    .where(
      and(
        eq(suppliers.eventId, eventId),
        eq(suppliers.isArchived, false),
        supplierVisibleTo(reader),
        pattern
          ? or(ilike(suppliers.company, pattern), ilike(suppliers.description, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(byCompany), asc(suppliers.id));
}

/** One active supplier if the reader sees it (the check in the query). */
export async function getVisibleSupplier(
  db: DbOrTx,
  eventId: string,
  supplierId: string,
  reader: ContentReader,
) {
  const [row] = await db
    .select()
    .from(suppliers)
    .where(
      and(
        supplierOf(eventId, supplierId),
        eq(suppliers.isArchived, false),
        supplierVisibleTo(reader),
      ),
    );
  return row ?? null;
}

/** The WHERE of the event's active (unarchived) suppliers among `ids`. */
const activeSuppliersIn = (eventId: string, ids: string[]) =>
  and(eq(suppliers.eventId, eventId), inArray(suppliers.id, ids), eq(suppliers.isArchived, false));

/** Which of `ids` are active suppliers of the event (a content page's resources may link them). */
export async function existingActiveSupplierIds(db: DbOrTx, eventId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(activeSuppliersIn(eventId, ids));
  return new Set(rows.map((r) => r.id));
}

/** The active suppliers of `ids` the reader sees, with their company (a page's resource links). */
export async function getLinkedSuppliers(
  db: DbOrTx,
  eventId: string,
  ids: string[],
  reader: ContentReader,
) {
  if (ids.length === 0) return [];
  return db
    .select({ id: suppliers.id, company: suppliers.company })
    .from(suppliers)
    .where(and(activeSuppliersIn(eventId, ids), supplierVisibleTo(reader)));
}

/** Every active group of the event by title (members' headings). */
export async function listActiveSupplierGroups(db: DbOrTx, eventId: string) {
  return db
    .select()
    .from(supplierGroups)
    .where(and(eq(supplierGroups.eventId, eventId), eq(supplierGroups.isArchived, false)))
    .orderBy(asc(sql`lower(${supplierGroups.title})`), asc(supplierGroups.id));
}

const supplierRecords = eventRecordQueries<typeof suppliers, SupplierPatch>(suppliers);

export const getSupplierRow = supplierRecords.get;
/** The supplier, locked until the transaction ends. */
export const lockSupplierRow = supplierRecords.lock;
export const insertSupplier = supplierRecords.insert;
export const updateSupplierRow = supplierRecords.set;
export const deleteSupplierRow = supplierRecords.remove;

/**
 * Supplier groups list suppliers in the order members see them; the shared layer
 * (features/lists/record-groups.ts) reads and writes them through this.
 */
export const supplierGroupTable = {
  groups: supplierGroups,
  memberIds: supplierGroups.supplierIds,
  memberKey: 'supplierIds',
  members: suppliers,
} satisfies GroupTable<'supplierIds'>;
