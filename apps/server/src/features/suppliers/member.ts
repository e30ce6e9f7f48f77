import { translatedFields } from '@showdesk/domain/platform/translations';
import {
  groupSuppliersForMembers,
  type MemberSupplier,
  type MemberSupplierList,
  supplierMessages,
} from '@showdesk/domain/suppliers/suppliers';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadReader } from '../../plugins/caller-reader.ts';
import { readerTexts } from '../platform/translations/reader.ts';
import {
  getVisibleSupplier,
  listActiveSupplierGroups,
  listVisibleSuppliers,
  type SupplierRow,
} from './queries.ts';
import { readSupplier } from './service.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

function toMember(deps: Deps, row: SupplierRow): MemberSupplier | null {
  const supplier = readSupplier(deps, row);
  if (!supplier) return null;
  const { id, logo, company, description, website, isFeatured, contacts } = supplier;
  return { id, logo, company, description, website, isFeatured, contacts };
}

/**
 * The members' suppliers page: the active suppliers the caller's team type may see (the rule
 * is in the query), grouped by active supplier group, featured first; the rest under 'Other
 * suppliers'. q matches the company or the description.
 */
export async function listMemberSuppliers(
  deps: Deps,
  ctx: EventContext,
  q: string,
): Promise<MemberSupplierList> {
  const reader = await loadReader(deps.db, ctx);
  const [rows, ownGroups, texts, groupTexts] = await Promise.all([
    listVisibleSuppliers(deps.db, ctx.eventId, reader, q),
    listActiveSupplierGroups(deps.db, ctx.eventId),
    readerTexts(deps.db, ctx, 'suppliers'),
    readerTexts(deps.db, ctx, 'supplier-groups'),
  ]);
  const groups = ownGroups.map((group) =>
    translatedFields(group, groupTexts?.get(group.id), ['title']),
  );
  const visible = rows.flatMap((row) => {
    const supplier = toMember(deps, row);
    return supplier ? [translatedFields(supplier, texts?.get(supplier.id), ['description'])] : [];
  });
  return { groups: groupSuppliersForMembers(groups, visible) };
}

/** One supplier for a member: 404 'Supplier not found' for one they may not see. */
export async function getMemberSupplier(
  deps: Deps,
  ctx: EventContext,
  supplierId: string,
): Promise<MemberSupplier> {
  const reader = await loadReader(deps.db, ctx);
  const [row, texts] = await Promise.all([
    getVisibleSupplier(deps.db, ctx.eventId, supplierId, reader),
    readerTexts(deps.db, ctx, 'suppliers', [supplierId]),
  ]);
  const supplier = row && toMember(deps, row);
  if (!supplier) throw AppError.notFound(supplierMessages.supplierNotFound);
  return translatedFields(supplier, texts?.get(supplierId), ['description']);
}
