import { type ActivityFilter, systemActorFilter } from '@showdesk/domain/activity/activity';
import {
  memberDocumentColumns,
  memberHistoryFields,
  memberHistoryKinds,
} from '@showdesk/domain/activity/member-history';
import { startOfDayIn } from '@showdesk/domain/common/time-zones';
import {
  and,
  count,
  eq,
  gt,
  gte,
  ilike,
  lt,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { contentPages } from '../../db/schema/content.ts';
import { fieldGroups, forms, submissions } from '../../db/schema/forms.ts';
import { eventSettings } from '../../db/schema/settings.ts';
import { supplierGroups, suppliers } from '../../db/schema/suppliers.ts';
import { taskGroups, tasks } from '../../db/schema/tasks.ts';
import { teams } from '../../db/schema/teams.ts';
import { members } from '../../db/schema/users.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { containsPattern } from '../../lib/search.ts';

export type AuditEntryRow = typeof auditEntries.$inferSelect;

const oneDayMs = 24 * 60 * 60 * 1000;
const nextDay = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + oneDayMs).toISOString().slice(0, 10);

/** What narrows the Activity page's list: its search and filters, days on the event's clock. */
export interface ActivityScope {
  q: string;
  filter: ActivityFilter;
  timeZone: string;
}

/**
 * The WHERE of the Activity page: the event's entries, the search on the record's and the
 * actor's names, and each filter given (a day range from the first day's midnight to the
 * midnight after the last, on the event's clock: the recent index reads the range).
 */
export function activityWhere(eventId: string, { q, filter, timeZone }: ActivityScope) {
  const { actor, area, kind, recordId, action, from, to } = filter;
  const pattern = q ? containsPattern(q) : null;
  return and(
    eq(auditEntries.eventId, eventId),
    pattern
      ? or(ilike(auditEntries.recordName, pattern), ilike(auditEntries.actorName, pattern))
      : undefined,
    actor === undefined
      ? undefined
      : actor === systemActorFilter
        ? eq(auditEntries.actorType, 'system')
        : eq(auditEntries.actorId, actor),
    area === undefined ? undefined : eq(auditEntries.area, area),
    kind === undefined ? undefined : eq(auditEntries.recordKind, kind),
    recordId === undefined ? undefined : eq(auditEntries.recordId, recordId),
    action === undefined ? undefined : eq(auditEntries.action, action),
    from === undefined ? undefined : gte(auditEntries.at, startOfDayIn(timeZone, from)),
    to === undefined ? undefined : lt(auditEntries.at, startOfDayIn(timeZone, nextDay(to))),
  );
}

/**
 * Newest first exactly as `audit_entries_recent_idx` holds the entries (at desc nulls last,
 * id desc nulls last), or that index read backwards: a plain `desc` (nulls first) would not
 * match it and sort every entry of the event instead.
 */
export const recentOrder = (isDesc: boolean): SQL[] =>
  isDesc
    ? [sql`${auditEntries.at} desc nulls last`, sql`${auditEntries.id} desc nulls last`]
    : [sql`${auditEntries.at} asc nulls first`, sql`${auditEntries.id} asc nulls first`];

/** The event's first and last entry numbers (two probes of the primary key). */
const idBounds = (eventId: string) => ({
  maxId: sql<
    number | null
  >`(select max(${auditEntries.id}) from ${auditEntries} where ${auditEntries.eventId} = ${eventId})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  ),
  minId: sql<
    number | null
  >`(select min(${auditEntries.id}) from ${auditEntries} where ${auditEntries.eventId} = ${eventId})`.mapWith(
    (value) => (value === null ? null : Number(value)),
  ),
});

export type ActivityPageRow = AuditEntryRow & { maxId: number | null; minId: number | null };

/**
 * One page of the Activity list in the recent index's order, each row with the event's entry
 * number bounds (read once in the same statement: what the count keeps its total against).
 */
export function selectActivityPage(
  db: DbOrTx,
  eventId: string,
  where: SQL | undefined,
  isDesc: boolean,
  { limit, offset }: PageWindow,
): Promise<ActivityPageRow[]> {
  return db
    .select({ ...entryColumns, ...idBounds(eventId) })
    .from(auditEntries)
    .where(where)
    .orderBy(...recentOrder(isDesc))
    .limit(limit)
    .offset(offset);
}

/** The event's entry number bounds alone (a page past the end has no row to carry them). */
export async function activityIdBounds(db: DbOrTx, eventId: string) {
  const [row] = await db.select(idBounds(eventId)).from(sql`(select 1) as one`);
  return { maxId: row?.maxId ?? null, minId: row?.minId ?? null };
}

/** How many entries `where` matches among those numbered above `after` and up to `upTo`. */
export async function countActivity(
  db: DbOrTx,
  eventId: string,
  where: SQL | undefined,
  range: { after: number | null; upTo: number },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(
      and(
        where,
        eq(auditEntries.eventId, eventId),
        range.after === null ? undefined : gt(auditEntries.id, range.after),
        lte(auditEntries.id, range.upTo),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * A batch of the export after the entry `after` in the list's order (keyset: `at` compared as
 * the database's own text of it, whose microseconds a JavaScript date would lose).
 */
export function selectActivityBatch(
  db: DbOrTx,
  where: SQL | undefined,
  isDesc: boolean,
  after: { at: string; id: number } | null,
  limit: number,
) {
  const key = sql`(${auditEntries.at}, ${auditEntries.id})`;
  const past = after
    ? isDesc
      ? sql`${key} < (${after.at}::timestamptz, ${after.id})`
      : sql`${key} > (${after.at}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select({ ...entryColumns, atKey: sql<string>`${auditEntries.at}::text` })
    .from(auditEntries)
    .where(and(where, past))
    .orderBy(...recentOrder(isDesc))
    .limit(limit);
}

const entryColumns = {
  eventId: auditEntries.eventId,
  id: auditEntries.id,
  at: auditEntries.at,
  actorType: auditEntries.actorType,
  actorId: auditEntries.actorId,
  actorName: auditEntries.actorName,
  area: auditEntries.area,
  recordKind: auditEntries.recordKind,
  recordId: auditEntries.recordId,
  recordName: auditEntries.recordName,
  parentKind: auditEntries.parentKind,
  parentId: auditEntries.parentId,
  teamId: auditEntries.teamId,
  action: auditEntries.action,
  changes: auditEntries.changes,
};

/**
 * Newest (or oldest) first by entry number, exactly as the record, parent and team indexes
 * hold them (id desc nulls last; read backwards for oldest first), so a page reads its rows in
 * order instead of sorting every entry of a busy record.
 */
const numberOrder = (isDesc: boolean) =>
  isDesc ? sql`${auditEntries.id} desc nulls last` : sql`${auditEntries.id} asc nulls first`;

/** The entries of a record itself, or of its parts (the entries naming it as their parent). */
const ofRecord = (record: { kind: string; id: string }, as: 'itself' | 'parent') =>
  as === 'itself'
    ? and(eq(auditEntries.recordKind, record.kind), eq(auditEntries.recordId, record.id))
    : and(eq(auditEntries.parentKind, record.kind), eq(auditEntries.parentId, record.id));

/** Leaves out the kinds the reader may not see (a moderator, the admins' own kinds). */
const withoutKinds = (hiddenKinds: readonly string[]) =>
  hiddenKinds.length ? notInArray(auditEntries.recordKind, [...hiddenKinds]) : undefined;

/**
 * One page of a record's history: its own entries and those of the records whose parent it
 * is (a task's teams' progress and comments, a form's fields and submissions), each read from
 * its index in order up to the page's end and merged: never every entry of a busy form sorted.
 * `hiddenKinds` leaves out kinds the caller may not see.
 */
export function selectRecordHistory(
  db: DbOrTx,
  eventId: string,
  record: { kind: string; id: string },
  hiddenKinds: readonly string[],
  isDesc: boolean,
  { limit, offset }: PageWindow,
): Promise<AuditEntryRow[]> {
  const upTo = offset + limit;
  // The record's own entries and its parts' (each read in the order of its index), merged.
  const entriesOf = (as: 'itself' | 'parent') =>
    db
      .select(entryColumns)
      .from(auditEntries)
      .where(
        and(eq(auditEntries.eventId, eventId), ofRecord(record, as), withoutKinds(hiddenKinds)),
      )
      .orderBy(numberOrder(isDesc))
      .limit(upTo);
  const own = entriesOf('itself');
  const parts = entriesOf('parent');
  return own.unionAll(parts).orderBy(numberOrder(isDesc)).limit(limit).offset(offset) as Promise<
    AuditEntryRow[]
  >;
}

/** How many entries a record's history holds (`selectRecordHistory`'s, every page). */
export async function countRecordHistory(
  db: DbOrTx,
  eventId: string,
  record: { kind: string; id: string },
  hiddenKinds: readonly string[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.eventId, eventId),
        or(ofRecord(record, 'itself'), ofRecord(record, 'parent')),
        withoutKinds(hiddenKinds),
      ),
    );
  return Number(row?.n ?? 0);
}

/** Whether the event's trail holds anything of the record (its own entries or its parts'). */
export async function hasRecordHistory(
  db: DbOrTx,
  eventId: string,
  record: { kind: string; id: string },
): Promise<boolean> {
  const anyOf = (as: 'itself' | 'parent') =>
    db
      .select({ one: sql`1` })
      .from(auditEntries)
      .where(and(eq(auditEntries.eventId, eventId), ofRecord(record, as)));
  const [row] = await db
    .select({
      found: sql<boolean>`exists (${anyOf('itself')}) or exists (${anyOf('parent')})`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.found);
}

/** The main records a History panel shows, by kind: their table's event and id columns. */
const historyRecords: Record<string, { eventId: PgColumn; id: PgColumn }> = {
  team: teams,
  user: { eventId: members.eventId, id: members.userId },
  form: forms,
  field_group: fieldGroups,
  submission: submissions,
  task: tasks,
  task_group: taskGroups,
  content_page: contentPages,
  supplier: suppliers,
  supplier_group: supplierGroups,
  settings: { eventId: eventSettings.eventId, id: eventSettings.kind },
};

/**
 * Whether the event has the record now (a main record whose History panel may be opened
 * before anything of it was recorded, such as a demo record); false for other kinds.
 */
export async function recordExists(
  db: DbOrTx,
  eventId: string,
  record: { kind: string; id: string },
): Promise<boolean> {
  const columns = historyRecords[record.kind];
  if (!columns) return false;
  const table = columns.eventId.table;
  const [row] = await db
    .select({ one: sql`1` })
    .from(table)
    .where(and(eq(columns.eventId, eventId), eq(columns.id, record.id)))
    .limit(1);
  return row !== undefined;
}

/**
 * The entries of a team's members' history: the team's, of the kinds a member sees
 * (`memberHistoryFields`), and of an update only one that changed a field they see (a change
 * of organiser-only fields alone is no entry for them). `customFieldIds`: the custom fields
 * the team is shown.
 */
export function teamHistoryWhere(
  eventId: string,
  teamId: string,
  customFieldIds: readonly string[],
  record?: { kind: string; id: string },
) {
  const seen = memberHistoryKinds.filter((kind) => !record || kind === record.kind);
  return and(
    eq(auditEntries.eventId, eventId),
    eq(auditEntries.teamId, teamId),
    record ? eq(auditEntries.recordId, record.id) : undefined,
    or(
      ...seen.map((kind) =>
        and(eq(auditEntries.recordKind, kind), changesAMemberSees(kind, customFieldIds)),
      ),
    ),
  );
}

/**
 * An entry other than an update, or an update of one of the fields a member sees from one
 * value to another (not from nothing to nothing: `audit_blank`, migration 0039).
 */
function changesAMemberSees(kind: string, customFieldIds: readonly string[]) {
  const column = memberDocumentColumns[kind];
  const keys = [
    ...(memberHistoryFields[kind] ?? []),
    ...(kind === 'team' ? customFieldIds.map((id) => `${column}.${id}`) : []),
  ];
  const listed = sql`k.key in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;
  // A submission's every value is the team's own.
  const anyKey = kind === 'submission' && column ? sql` or k.key like ${`${column}.%`}` : sql``;
  return or(
    sql`${auditEntries.action} <> 'updated'`,
    sql`exists (select 1 from jsonb_each(${auditEntries.changes}) as k(key, pair)
      where (${listed}${anyKey}) and not (audit_blank(k.pair -> 0) and audit_blank(k.pair -> 1)))`,
  );
}

export function selectTeamHistory(
  db: DbOrTx,
  where: SQL | undefined,
  isDesc: boolean,
  { limit, offset }: PageWindow,
): Promise<AuditEntryRow[]> {
  return db
    .select(entryColumns)
    .from(auditEntries)
    .where(where)
    .orderBy(numberOrder(isDesc))
    .limit(limit)
    .offset(offset);
}

export async function countWhere(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditEntries).where(where);
  return Number(row?.n ?? 0);
}

/** The submission's team, when the event has that submission (null: none, or a guest's). */
export async function submissionTeamId(
  db: DbOrTx,
  eventId: string,
  submissionId: string,
): Promise<{ teamId: string | null } | null> {
  const [row] = await db
    .select({ teamId: submissions.teamId })
    .from(submissions)
    .where(and(eq(submissions.eventId, eventId), eq(submissions.id, submissionId)));
  return row ?? null;
}

/** The team's stand-share role (what decides the custom fields it sees), null if no such team. */
export async function teamOfEvent(db: DbOrTx, eventId: string, teamId: string) {
  const [row] = await db
    .select({ id: teams.id, standShareRole: teams.standShareRole })
    .from(teams)
    .where(and(eq(teams.eventId, eventId), eq(teams.id, teamId)));
  return row ?? null;
}
