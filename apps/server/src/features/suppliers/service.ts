import {
  type ArchiveSuppliersInput,
  createSupplierInputSchema,
  type Supplier,
  type SupplierDetail,
  type SupplierListQuery,
  type SupplierPage,
  supplierMessages,
  supplierSchema,
  supplierVisibilityIssues,
  updateSupplierInputSchema,
} from '@showdesk/domain/suppliers/suppliers';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { suppliers } from '../../db/schema/suppliers.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import { archiveRecords } from '../../lib/lists/archivable-records.ts';
import {
  getMemberWithGroups,
  groupsNotInEvent,
  placeInGroups,
} from '../../lib/lists/record-groups.ts';
import {
  groupIdsOfMembers,
  removeMemberFromGroups,
} from '../../lib/lists/record-groups-queries.ts';
import { pageOf } from '../../lib/paging.ts';
import { newRecordStamps } from '../../lib/record-stamps.ts';
import { type FieldIssue, invalidInput, parseInput } from '../../lib/validate.ts';
import { editedRecord, sanitiseRichText } from '../content/sanitise-rich-text.ts';
import { existingTeamTypeIds } from '../people/team-types/queries.ts';
import { deleteFilesOfOwner } from '../platform/uploads/queries.ts';
import { deleteStoredObjects } from '../platform/uploads/service.ts';
import { supplierGroupSpec } from './groups.ts';
import {
  deleteSupplierRow,
  getSupplierRow,
  insertSupplier,
  listSupplierPage,
  lockSupplierRow,
  type SupplierPatch,
  type SupplierRow,
  supplierOwnerType,
  updateSupplierRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter' | 'storage'>;

export const supplierNotFound = () => AppError.notFound(supplierMessages.supplierNotFound);

/** A stored supplier as the API shows it (checked by `supplierSchema`), or null (reported). */
export function readSupplier(
  deps: Pick<AppDeps, 'log' | 'reporter'>,
  row: SupplierRow,
): Supplier | null {
  return checkStoredRecord(
    deps,
    supplierSchema,
    {
      id: row.id,
      logo: row.logo,
      company: row.company,
      description: row.description,
      website: row.website,
      isFeatured: row.isFeatured,
      contacts: row.contacts,
      showToTeamTypeIds: row.showToTeamTypeIds,
      hideFromTeamTypeIds: row.hideFromTeamTypeIds,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'supplier', eventId: row.eventId, id: row.id },
  );
}

/** One page of the organisers' suppliers list (the list convention), with each one's groups. */
export async function listSuppliers(
  deps: Deps,
  eventId: string,
  query: SupplierListQuery,
): Promise<SupplierPage> {
  const { rows, total } = await listSupplierPage(deps.db, eventId, query);
  const groups = await groupIdsOfMembers(
    deps.db,
    supplierGroupSpec,
    eventId,
    rows.map((row) => row.id),
  );
  return pageOf(
    rows.flatMap((row) => {
      const supplier = readSupplier(deps, row);
      return supplier ? [{ ...supplier, supplierGroupIds: groups.get(row.id) ?? [] }] : [];
    }),
    total,
    query,
  );
}

/** A supplier with the groups it is in. */
export async function getSupplierDetail(
  deps: Deps,
  eventId: string,
  supplierId: string,
  db: DbOrTx = deps.db,
): Promise<SupplierDetail> {
  const { member, groupIds } = await getMemberWithGroups(
    db,
    supplierGroupSpec,
    eventId,
    supplierId,
    { getRow: getSupplierRow, read: (row) => readSupplier(deps, row), notFound: supplierNotFound },
  );
  return { ...member, supplierGroupIds: groupIds };
}

/** Its team types and groups must be the event's: 'Invalid supplier' with the paths otherwise. */
async function checkReferences(
  db: DbOrTx,
  eventId: string,
  supplier: Pick<Supplier, 'showToTeamTypeIds' | 'hideFromTeamTypeIds'>,
  groupIds: string[] | undefined,
  groupsFound: Set<string>,
): Promise<void> {
  const issues: FieldIssue[] = [];
  const types = await existingTeamTypeIds(db, eventId, [
    ...supplier.showToTeamTypeIds,
    ...supplier.hideFromTeamTypeIds,
  ]);
  for (const key of ['showToTeamTypeIds', 'hideFromTeamTypeIds'] as const)
    for (const [index, id] of supplier[key].entries())
      if (!types.has(id))
        issues.push({ path: `${key}.${index}`, message: supplierMessages.teamTypeNotInEvent });
  issues.push(...groupsNotInEvent(supplierGroupSpec, groupIds, groupsFound));
  if (issues.length) throw invalidInput(supplierMessages.invalidSupplier, issues);
}

/** Adds a supplier, optionally into chosen groups (at the end of their lists). */
export async function addSupplier(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<SupplierDetail> {
  const { supplierGroupIds, ...input } = parseInput(
    createSupplierInputSchema,
    body,
    supplierMessages.invalidSupplier,
  );
  const id = newId();
  const now = new Date();
  const supplier = { ...input, description: await sanitiseRichText(input.description) };
  await deps.db.transaction(async (tx) => {
    await insertSupplier(tx, {
      eventId: ctx.eventId,
      id,
      ...supplier,
      ...newRecordStamps(ctx.userId, now),
    });
    const found = await placeInGroups(tx, supplierGroupSpec, ctx, id, supplierGroupIds, now);
    await checkReferences(tx, ctx.eventId, supplier, supplierGroupIds, found);
  });
  return getSupplierDetail(deps, ctx.eventId, id);
}

/** Changes a supplier's settings, archive flag and groups in one transaction. */
export async function editSupplier(
  deps: Deps,
  ctx: EventContext,
  supplierId: string,
  body: unknown,
): Promise<SupplierDetail> {
  const { supplierGroupIds, ...input } = parseInput(
    updateSupplierInputSchema,
    body,
    supplierMessages.invalidSupplier,
  );
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const row = await lockSupplierRow(tx, ctx.eventId, supplierId);
    if (!row) throw supplierNotFound();
    const patch: SupplierPatch = await editedRecord(input, ctx, now);
    // Shown and hidden are checked on the supplier as it will be (one list may be sent alone).
    const next = { ...row, ...patch };
    const visibility = supplierVisibilityIssues(next);
    if (visibility.length) throw invalidInput(supplierMessages.invalidSupplier, visibility);
    const found = await placeInGroups(
      tx,
      supplierGroupSpec,
      ctx,
      supplierId,
      supplierGroupIds,
      now,
    );
    await checkReferences(
      tx,
      ctx.eventId,
      {
        showToTeamTypeIds: input.showToTeamTypeIds ?? [],
        hideFromTeamTypeIds: input.hideFromTeamTypeIds ?? [],
      },
      supplierGroupIds,
      found,
    );
    await updateSupplierRow(tx, ctx.eventId, supplierId, patch);
  });
  return getSupplierDetail(deps, ctx.eventId, supplierId);
}

/** Archives or unarchives several suppliers at once; answers how many changed. */
export async function archiveSuppliers(
  deps: Deps,
  ctx: EventContext,
  input: ArchiveSuppliersInput,
): Promise<{ updated: number }> {
  return archiveRecords(deps, ctx, suppliers, input, supplierMessages.supplierNotFound);
}

/** Deletes a supplier, its place in groups and its logo (the object once committed). */
export async function removeSupplier(
  deps: Deps,
  ctx: EventContext,
  supplierId: string,
): Promise<void> {
  const keys = await deps.db.transaction(async (tx) => {
    if (!(await deleteSupplierRow(tx, ctx.eventId, supplierId))) throw supplierNotFound();
    await removeMemberFromGroups(tx, supplierGroupSpec, ctx.eventId, supplierId, ctx.userId);
    return deleteFilesOfOwner(tx, ctx.eventId, supplierOwnerType, supplierId);
  });
  await deleteStoredObjects(deps, keys);
}
