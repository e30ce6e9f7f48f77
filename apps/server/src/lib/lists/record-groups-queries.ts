import type { ListQuery } from '@showdesk/domain/common/list-query';
import { and, arrayContains, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { orderFor, pagedRows } from '../paging.ts';
import { containsPattern } from '../search.ts';
import type { ArchivableTable } from './archivable-records.ts';

/**
 * Where a feature keeps its ordered groups: a titled, archivable table of groups whose
 * `memberIds` column lists ids of `members` in the order members see them (e.g.
 * supplier_groups.supplier_ids lists suppliers); `memberKey` is that column's name on the table
 * and in the API's group.
 */
export interface GroupTable<K extends string = string> {
  groups: ArchivableTable & { title: PgColumn; createdAt: PgColumn; createdBy: PgColumn };
  memberIds: PgColumn;
  memberKey: K;
  members: ArchivableTable;
}

/** A stored group, whatever its members are called in its table. */
export interface GroupRow {
  eventId: string;
  id: string;
  title: string;
  memberIds: string[];
  isArchived: boolean;
  createdAt: Date;
  createdBy: string;
  updatedAt: Date;
  updatedBy: string;
}

export type GroupPatch = Partial<
  Pick<GroupRow, 'title' | 'memberIds' | 'isArchived' | 'updatedAt' | 'updatedBy'>
>;

/** A groups list's query: sorted by title or last change, filtered on the archive flag. */
export type GroupListQuery = ListQuery<'title' | 'updatedAt', { isArchived: boolean }>;

const byTitle = (t: GroupTable) => sql`lower(${t.groups.title})`;
const groupOf = (t: GroupTable, eventId: string, groupId: string) =>
  and(eq(t.groups.eventId, eventId), eq(t.groups.id, groupId));
const columnsOf = (t: GroupTable) => ({
  eventId: t.groups.eventId,
  id: t.groups.id,
  title: t.groups.title,
  memberIds: t.memberIds,
  isArchived: t.groups.isArchived,
  createdAt: t.groups.createdAt,
  createdBy: t.groups.createdBy,
  updatedAt: t.groups.updatedAt,
  updatedBy: t.groups.updatedBy,
});
// The columns of a table passed in are typed loosely; these rows are what `columnsOf` names.
const asRows = (rows: unknown) => rows as GroupRow[];
// A patch or row in the layer's words (memberIds) in the table's (e.g. supplierIds).
const inTableWords = <T extends { memberIds?: unknown }>(
  t: GroupTable,
  { memberIds, ...rest }: T,
) => (memberIds === undefined ? rest : { ...rest, [t.memberKey]: memberIds });

/** A condition on the members' table: the member is in this group of the event (a list's filter). */
export function inGroup(t: GroupTable, eventId: string, groupId: string): SQL {
  return sql`${t.members.id} = any(coalesce((select ${t.memberIds} from ${t.groups}
        where ${t.groups.eventId} = ${eventId} and ${t.groups.id} = ${groupId}), '{}'))`;
}

/** One page of the event's active or archived groups (by title); q matches the title. */
export async function listGroupPage(
  db: DbOrTx,
  t: GroupTable,
  eventId: string,
  query: GroupListQuery,
): Promise<{ rows: GroupRow[]; total: number }> {
  const { isArchived = false } = query.filter;
  const where = and(
    eq(t.groups.eventId, eventId),
    eq(t.groups.isArchived, isArchived),
    query.q ? ilike(t.groups.title, containsPattern(query.q)) : undefined,
  );
  const sortColumns = { title: byTitle(t), updatedAt: t.groups.updatedAt };
  const { rows, total } = await pagedRows(query, ({ limit, offset }) =>
    db
      .select({ ...columnsOf(t), total: sql<number>`count(*) over ()` })
      .from(t.groups)
      .where(where)
      .orderBy(...orderFor(query.sort, sortColumns, byTitle(t), t.groups.id))
      .limit(limit)
      .offset(offset),
  );
  return { rows: asRows(rows), total };
}

export async function getGroupRow(db: DbOrTx, t: GroupTable, eventId: string, groupId: string) {
  const [row] = asRows(
    await db
      .select(columnsOf(t))
      .from(t.groups)
      .where(groupOf(t, eventId, groupId)),
  );
  return row ?? null;
}

/** Every group of the event, by title (options for the feature's screens; an event has few). */
export async function listGroupRows(db: DbOrTx, t: GroupTable, eventId: string) {
  return asRows(
    await db
      .select(columnsOf(t))
      .from(t.groups)
      .where(eq(t.groups.eventId, eventId))
      .orderBy(asc(byTitle(t)), asc(t.groups.id)),
  );
}

async function lockedGroups(tx: DbOrTx, t: GroupTable, where: SQL | undefined) {
  return asRows(
    await tx
      .select(columnsOf(t))
      .from(t.groups)
      .where(where)
      .orderBy(asc(t.groups.id))
      .for('update'),
  );
}

/** These groups of the event, locked until the transaction ends. */
export async function lockGroupRows(
  tx: DbOrTx,
  t: GroupTable,
  eventId: string,
  groupIds: string[],
) {
  if (groupIds.length === 0) return [];
  return lockedGroups(tx, t, and(eq(t.groups.eventId, eventId), inArray(t.groups.id, groupIds)));
}

/** The groups a member is in, locked. */
export async function lockGroupsOfMember(
  tx: DbOrTx,
  t: GroupTable,
  eventId: string,
  memberId: string,
) {
  return lockedGroups(
    tx,
    t,
    and(eq(t.groups.eventId, eventId), arrayContains(t.memberIds, [memberId])),
  );
}

/** The ids of the groups each of these members is in (by group title). */
export async function groupIdsOfMembers(
  db: DbOrTx,
  t: GroupTable,
  eventId: string,
  memberIds: string[],
) {
  const byMember = new Map<string, string[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = asRows(
    await db
      .select({ id: t.groups.id, memberIds: t.memberIds })
      .from(t.groups)
      .where(
        and(eq(t.groups.eventId, eventId), sql`${t.memberIds} && ${sql.param(memberIds)}::text[]`),
      )
      .orderBy(asc(byTitle(t)), asc(t.groups.id)),
  );
  for (const row of rows)
    for (const memberId of row.memberIds) byMember.get(memberId)?.push(row.id);
  return byMember;
}

export async function insertGroupRow(db: DbOrTx, t: GroupTable, row: Omit<GroupRow, 'isArchived'>) {
  const values = inTableWords(t, row) as PgInsertValue<typeof t.groups>;
  const [inserted] = asRows(await db.insert(t.groups).values(values).returning(columnsOf(t)));
  return inserted!;
}

export async function updateGroupRow(
  db: DbOrTx,
  t: GroupTable,
  eventId: string,
  groupId: string,
  patch: GroupPatch,
) {
  const [row] = asRows(
    await db
      .update(t.groups)
      .set(inTableWords(t, patch) as PgUpdateSetSource<typeof t.groups>)
      .where(groupOf(t, eventId, groupId))
      .returning(columnsOf(t)),
  );
  return row ?? null;
}

export async function deleteGroupRow(db: DbOrTx, t: GroupTable, eventId: string, groupId: string) {
  const rows = await db
    .delete(t.groups)
    .where(groupOf(t, eventId, groupId))
    .returning({ id: t.groups.id });
  return rows.length > 0;
}

/** Takes a member out of every group of the event (it is being deleted). */
export async function removeMemberFromGroups(
  db: DbOrTx,
  t: GroupTable,
  eventId: string,
  memberId: string,
  userId: string,
) {
  const patch = {
    [t.memberKey]: sql`array_remove(${t.memberIds}, ${memberId})`,
    updatedAt: new Date(),
    updatedBy: userId,
  };
  await db
    .update(t.groups)
    .set(patch as PgUpdateSetSource<typeof t.groups>)
    .where(and(eq(t.groups.eventId, eventId), arrayContains(t.memberIds, [memberId])));
}
