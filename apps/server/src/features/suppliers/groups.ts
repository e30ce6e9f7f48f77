import { errorCodes } from '@showdesk/domain/errors';
import {
  createSupplierGroupInputSchema,
  type SupplierGroup,
  type SupplierGroupListQuery,
  type SupplierGroupPage,
  supplierGroupSchema,
  updateSupplierGroupInputSchema,
} from '@showdesk/domain/suppliers/supplier-groups';
import { supplierMessages } from '@showdesk/domain/suppliers/suppliers';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { checkStoredRecord } from '../../lib/invalid-records.ts';
import { pageOf } from '../../lib/paging.ts';
import { invalidInput, parseInput } from '../../lib/validate.ts';
import {
  deleteSupplierGroupRow,
  existingSupplierGroupIds,
  existingSupplierIds,
  getSupplierGroupRow,
  insertSupplierGroup,
  listSupplierGroupPage,
  listSupplierGroups,
  lockSupplierGroups,
  type SupplierGroupRow,
  setSupplierGroupsArchived,
  updateSupplierGroupRow,
} from './queries.ts';

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const groupNotFound = () => AppError.notFound(supplierMessages.groupNotFound);

/** A stored group as the API shows it (checked by `supplierGroupSchema`), or null (reported). */
export function readSupplierGroup(deps: Deps, row: SupplierGroupRow): SupplierGroup | null {
  return checkStoredRecord(
    deps,
    supplierGroupSchema,
    {
      id: row.id,
      title: row.title,
      supplierIds: row.supplierIds,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: 'supplierGroup', eventId: row.eventId, id: row.id },
  );
}

/** One page of the organisers' supplier groups list (the list convention). */
export async function listSupplierGroupsPage(
  deps: Deps,
  eventId: string,
  query: SupplierGroupListQuery,
): Promise<SupplierGroupPage> {
  const { rows, total } = await listSupplierGroupPage(deps.db, eventId, query);
  return pageOf(
    rows.flatMap((row) => readSupplierGroup(deps, row) ?? []),
    total,
    query,
  );
}

/** Every group of the event by title (the supplier screens' group picker). */
export async function supplierGroupOptions(deps: Deps, eventId: string): Promise<SupplierGroup[]> {
  return (await listSupplierGroups(deps.db, eventId)).flatMap(
    (row) => readSupplierGroup(deps, row) ?? [],
  );
}

export async function getSupplierGroup(deps: Deps, eventId: string, groupId: string) {
  const row = await getSupplierGroupRow(deps.db, eventId, groupId);
  const group = row && readSupplierGroup(deps, row);
  if (!group) throw groupNotFound();
  return group;
}

/** A group's suppliers must be the event's, each once: 'Invalid group' with the paths otherwise. */
async function checkSupplierIds(db: DbOrTx, eventId: string, supplierIds: string[]) {
  const found = await existingSupplierIds(db, eventId, supplierIds);
  const seen = new Set<string>();
  const issues = supplierIds.flatMap((id, index) => {
    const problem = !found.has(id)
      ? supplierMessages.supplierNotInEvent
      : seen.has(id)
        ? supplierMessages.supplierTwice
        : null;
    seen.add(id);
    return problem ? [{ path: `supplierIds.${index}`, message: problem }] : [];
  });
  if (issues.length) throw invalidInput(supplierMessages.invalidGroup, issues);
}

export async function addSupplierGroup(
  deps: Deps,
  ctx: EventContext,
  body: unknown,
): Promise<SupplierGroup> {
  const input = parseInput(createSupplierGroupInputSchema, body, supplierMessages.invalidGroup);
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await checkSupplierIds(tx, ctx.eventId, input.supplierIds);
    return insertSupplierGroup(tx, {
      eventId: ctx.eventId,
      id: newId(),
      title: input.title,
      supplierIds: input.supplierIds,
      createdAt: now,
      createdBy: ctx.userId,
      updatedAt: now,
      updatedBy: ctx.userId,
    });
  });
  return readSupplierGroup(deps, row)!;
}

/**
 * Changes a group's title, its suppliers' order or its archive flag. An archived group keeps
 * its list (members do not see it) and comes back with it when unarchived.
 */
export async function editSupplierGroup(
  deps: Deps,
  ctx: EventContext,
  groupId: string,
  body: unknown,
): Promise<SupplierGroup> {
  const input = parseInput(updateSupplierGroupInputSchema, body, supplierMessages.invalidGroup);
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await lockSupplierGroups(tx, ctx.eventId, [groupId]);
    if (!current) throw groupNotFound();
    if (input.supplierIds) await checkSupplierIds(tx, ctx.eventId, input.supplierIds);
    return updateSupplierGroupRow(tx, ctx.eventId, groupId, {
      ...input,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
  });
  return readSupplierGroup(deps, row!)!;
}

/** Archives or unarchives several groups at once; answers how many changed. */
export async function archiveSupplierGroups(
  deps: Deps,
  ctx: EventContext,
  input: { ids: string[]; isArchived: boolean },
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids)];
  return deps.db.transaction(async (tx) => {
    const found = await existingSupplierGroupIds(tx, ctx.eventId, ids);
    const missing = input.ids.flatMap((id, index) =>
      found.has(id) ? [] : [{ path: `ids.${index}`, message: supplierMessages.groupNotFound }],
    );
    if (missing.length)
      throw new AppError(errorCodes.notFound, 404, supplierMessages.groupNotFound, missing);
    return {
      updated: await setSupplierGroupsArchived(tx, ctx.eventId, ids, input.isArchived, ctx.userId),
    };
  });
}

/** Deletes a group; its suppliers stay. */
export async function removeSupplierGroup(deps: Deps, ctx: EventContext, groupId: string) {
  if (!(await deleteSupplierGroupRow(deps.db, ctx.eventId, groupId))) throw groupNotFound();
}
