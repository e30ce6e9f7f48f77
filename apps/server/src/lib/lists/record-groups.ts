import type { z } from 'zod';
import type { AppDeps, EventContext } from '../../app-deps.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../app-error.ts';
import { newId } from '../ids.ts';
import { checkStoredRecord } from '../invalid-records.ts';
import { pageOf } from '../paging.ts';
import { type FieldIssue, invalidInput, parseInput } from '../validate.ts';
import { archiveRecords, existingRecordIds } from './archivable-records.ts';
import {
  deleteGroupRow,
  type GroupListQuery,
  type GroupPatch,
  type GroupRow,
  type GroupTable,
  getGroupRow,
  groupIdsOfMembers,
  insertGroupRow,
  listGroupPage,
  listGroupRows,
  lockGroupRows,
  lockGroupsOfMember,
  updateGroupRow,
} from './record-groups-queries.ts';

/**
 * Ordered groups of archivable records (supplier groups, task groups): a titled list of member
 * ids in the order members see them, which organisers page, add, reorder, archive and delete,
 * and which a member joins or leaves from its own form. A feature states its tables, schemas
 * and messages here; the use cases below do the rest.
 */
export interface RecordGroups<G, K extends string> extends GroupTable<K> {
  /** The API's group (with the member ids under `memberKey`), checked when read. */
  schema: z.ZodType<G>;
  /** The name a stored group that fails `schema` is reported under. */
  entity: string;
  createSchema: z.ZodType<{ title: string } & Record<K, string[]>>;
  updateSchema: z.ZodType<Partial<{ title: string; isArchived: boolean } & Record<K, string[]>>>;
  /** The field of a member's own input that lists its groups (e.g. supplierGroupIds). */
  memberGroupsKey: string;
  /**
   * Set where archiving empties a group's list and an archived group takes no member until it
   * is unarchived; otherwise an archived group keeps its list and comes back with it.
   */
  emptiedWhenArchived?: { unarchiveFirst: string };
  messages: {
    groupNotFound: string;
    invalidGroup: string;
    memberNotInEvent: string;
    memberTwice: string;
    /** A member's own input was refused (e.g. 'Invalid supplier'). */
    invalidMember: string;
    groupNotInEvent: string;
    groupArchived: string;
  };
}

type Deps = Pick<AppDeps, 'db' | 'log' | 'reporter'>;

const notFound = <G, K extends string>(spec: RecordGroups<G, K>) =>
  AppError.notFound(spec.messages.groupNotFound);

/** A stored group as the API shows it (checked by the feature's schema), or null (reported). */
export function readGroup<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  row: GroupRow,
): G | null {
  return checkStoredRecord(
    deps,
    spec.schema,
    {
      id: row.id,
      title: row.title,
      [spec.memberKey]: row.memberIds,
      isArchived: row.isArchived,
      createdAt: row.createdAt.toISOString(),
      createdBy: row.createdBy,
      updatedAt: row.updatedAt.toISOString(),
      updatedBy: row.updatedBy,
    },
    { entity: spec.entity, eventId: row.eventId, id: row.id },
  );
}

/** One page of the organisers' groups list (the list convention). */
export async function listGroupsPage<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  eventId: string,
  query: GroupListQuery,
) {
  const { rows, total } = await listGroupPage(deps.db, spec, eventId, query);
  return pageOf(
    rows.flatMap((row) => readGroup(deps, spec, row) ?? []),
    total,
    query,
  );
}

/** Every group of the event by title (the feature screens' group picker). */
export async function groupOptions<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  eventId: string,
): Promise<G[]> {
  return (await listGroupRows(deps.db, spec, eventId)).flatMap(
    (row) => readGroup(deps, spec, row) ?? [],
  );
}

export async function getGroup<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  eventId: string,
  groupId: string,
): Promise<G> {
  const row = await getGroupRow(deps.db, spec, eventId, groupId);
  const group = row && readGroup(deps, spec, row);
  if (!group) throw notFound(spec);
  return group;
}

/** A group's members must be the event's, each once: 'Invalid group' with the paths otherwise. */
async function checkMemberIds<G, K extends string>(
  db: DbOrTx,
  spec: RecordGroups<G, K>,
  eventId: string,
  memberIds: string[],
) {
  const found = await existingRecordIds(db, spec.members, eventId, memberIds);
  const seen = new Set<string>();
  const issues = memberIds.flatMap((id, index) => {
    const problem = !found.has(id)
      ? spec.messages.memberNotInEvent
      : seen.has(id)
        ? spec.messages.memberTwice
        : null;
    seen.add(id);
    return problem ? [{ path: `${spec.memberKey}.${index}`, message: problem }] : [];
  });
  if (issues.length) throw invalidInput(spec.messages.invalidGroup, issues);
}

/** Adds a group with its members in the order given. */
export async function addGroup<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  ctx: EventContext,
  body: unknown,
): Promise<G> {
  const input = parseInput(spec.createSchema, body, spec.messages.invalidGroup);
  const memberIds = input[spec.memberKey];
  const now = new Date();
  const row = await deps.db.transaction(async (tx) => {
    await checkMemberIds(tx, spec, ctx.eventId, memberIds);
    return insertGroupRow(tx, spec, {
      eventId: ctx.eventId,
      id: newId(),
      title: input.title,
      memberIds,
      createdAt: now,
      createdBy: ctx.userId,
      updatedAt: now,
      updatedBy: ctx.userId,
    });
  });
  return readGroup(deps, spec, row)!;
}

/**
 * Changes a group's title, its members' order or its archive flag. Where the feature empties
 * archived groups, archiving empties the list and an archived group takes no members.
 */
export async function editGroup<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  ctx: EventContext,
  groupId: string,
  body: unknown,
): Promise<G> {
  const input = parseInput(spec.updateSchema, body, spec.messages.invalidGroup);
  const memberIds = input[spec.memberKey];
  const row = await deps.db.transaction(async (tx) => {
    const [current] = await lockGroupRows(tx, spec, ctx.eventId, [groupId]);
    if (!current) throw notFound(spec);
    if (memberIds) await checkMemberIds(tx, spec, ctx.eventId, memberIds);
    const patch: GroupPatch = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.isArchived === undefined ? {} : { isArchived: input.isArchived }),
      ...(memberIds === undefined ? {} : { memberIds }),
    };
    if (spec.emptiedWhenArchived) {
      const isArchived = input.isArchived ?? current.isArchived;
      if (isArchived && input.isArchived === undefined && memberIds?.length)
        throw invalidInput(spec.messages.invalidGroup, [
          { path: spec.memberKey, message: spec.emptiedWhenArchived.unarchiveFirst },
        ]);
      patch.isArchived = isArchived;
      patch.memberIds = isArchived ? [] : (memberIds ?? current.memberIds);
    }
    return updateGroupRow(tx, spec, ctx.eventId, groupId, {
      ...patch,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    });
  });
  return readGroup(deps, spec, row!)!;
}

/** Archives or unarchives several groups at once; answers how many changed. */
export async function archiveGroups<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  ctx: EventContext,
  input: { ids: string[]; isArchived: boolean },
): Promise<{ updated: number }> {
  return archiveRecords(deps, ctx, spec.groups, input, spec.messages.groupNotFound);
}

/** Deletes a group; its members stay. */
export async function removeGroup<G, K extends string>(
  deps: Deps,
  spec: RecordGroups<G, K>,
  ctx: EventContext,
  groupId: string,
) {
  if (!(await deleteGroupRow(deps.db, spec, ctx.eventId, groupId))) throw notFound(spec);
}

/**
 * A member with the ids of the groups it is in (its record screen). `read` checks its stored
 * row; 404 with `notFound` when it is not the event's (or cannot be read).
 */
export async function getMemberWithGroups<Row, M, G, K extends string>(
  db: DbOrTx,
  spec: RecordGroups<G, K>,
  eventId: string,
  memberId: string,
  member: {
    getRow: (db: DbOrTx, eventId: string, id: string) => Promise<Row | null>;
    read: (row: Row) => M | null;
    notFound: () => AppError;
  },
): Promise<{ member: M; groupIds: string[] }> {
  const [row, groups] = await Promise.all([
    member.getRow(db, eventId, memberId),
    groupIdsOfMembers(db, spec, eventId, [memberId]),
  ]);
  const read = row && member.read(row);
  if (!read) throw member.notFound();
  return { member: read, groupIds: groups.get(memberId) ?? [] };
}

/**
 * From a member's own form: puts the member at the end of the groups it joins and takes it out
 * of those it leaves; answers which of `groupIds` the event has (see `groupsNotInEvent`).
 * Without `groupIds` (an edit that does not send them) its groups stay as they are.
 */
export async function placeInGroups<G, K extends string>(
  tx: Tx,
  spec: RecordGroups<G, K>,
  ctx: EventContext,
  memberId: string,
  groupIds: string[] | undefined,
  now: Date,
): Promise<Set<string>> {
  if (!groupIds) return new Set();
  const wanted = new Set(groupIds);
  const [current, chosen] = await Promise.all([
    lockGroupsOfMember(tx, spec, ctx.eventId, memberId),
    lockGroupRows(tx, spec, ctx.eventId, [...wanted]),
  ]);
  const stamp = { updatedAt: now, updatedBy: ctx.userId };
  for (const group of current)
    if (!wanted.has(group.id))
      await updateGroupRow(tx, spec, ctx.eventId, group.id, {
        memberIds: group.memberIds.filter((id) => id !== memberId),
        ...stamp,
      });
  // An archived group takes no new member; where archiving empties groups, none at all.
  const takesNoMember = (group: GroupRow) =>
    group.isArchived &&
    (spec.emptiedWhenArchived !== undefined || !group.memberIds.includes(memberId));
  const archived = groupIds.flatMap((id, index) =>
    chosen.some((group) => group.id === id && takesNoMember(group))
      ? [{ path: `${spec.memberGroupsKey}.${index}`, message: spec.messages.groupArchived }]
      : [],
  );
  if (archived.length) throw invalidInput(spec.messages.invalidMember, archived);
  for (const group of chosen)
    if (!group.memberIds.includes(memberId))
      await updateGroupRow(tx, spec, ctx.eventId, group.id, {
        memberIds: [...group.memberIds, memberId],
        ...stamp,
      });
  return new Set(chosen.map((group) => group.id));
}

/** The issues of a member's own input for the groups it names that the event does not have. */
export function groupsNotInEvent<G, K extends string>(
  spec: RecordGroups<G, K>,
  groupIds: string[] | undefined,
  found: Set<string>,
): FieldIssue[] {
  return (groupIds ?? []).flatMap((id, index) =>
    found.has(id)
      ? []
      : [{ path: `${spec.memberGroupsKey}.${index}`, message: spec.messages.groupNotInEvent }],
  );
}
