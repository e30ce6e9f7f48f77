import { fieldLabel } from '@showdesk/domain/activity/field-labels';
import type { Page } from '@showdesk/domain/common/list-query';
import type {
  PlatformActivityEntry,
  PlatformActivityListQuery,
  PlatformActivityOptions,
} from '@showdesk/domain/platform/platform-activity';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { platformAuditEntries } from '../../../db/schema/audit.ts';
import { events } from '../../../db/schema/events.ts';
import { pagedQuery, pageOf } from '../../../lib/paging.ts';
import { containsPattern } from '../../../lib/search.ts';

const entry = platformAuditEntries;

/** The start of a UTC day, and of the day after it. */
const dayStart = (day: string, plusDays = 0) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + plusDays);
  return at;
};

/** The entries a list query picks: its filters and its search. */
function whereOf(query: Pick<PlatformActivityListQuery, 'q' | 'filter'>): SQL | undefined {
  const { filter } = query;
  const q = query.q.trim();
  const like = containsPattern(q);
  return and(
    filter.action ? eq(entry.action, filter.action) : undefined,
    filter.kind ? eq(entry.recordKind, filter.kind) : undefined,
    filter.actor === 'system'
      ? eq(entry.actorType, 'system')
      : filter.actor
        ? eq(entry.actorId, filter.actor)
        : undefined,
    filter.event ? eq(entry.eventId, filter.event) : undefined,
    filter.from ? gte(entry.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(entry.at, dayStart(filter.to, 1)) : undefined,
    q
      ? or(
          sql`${entry.actorName} ilike ${like}`,
          sql`${entry.recordName} ilike ${like}`,
          sql`${entry.recordId} ilike ${like}`,
          sql`${entry.eventId} ilike ${like}`,
          sql`${entry.action} ilike ${like}`,
          sql`${events.name} ilike ${like}`,
        )
      : undefined,
  );
}

/**
 * One page of the platform's entries, newest first (or oldest), read in the order of
 * `platform_audit_entries_recent_idx`; counted only when the page is full.
 */
export async function platformActivityPage(
  db: DbOrTx,
  query: PlatformActivityListQuery,
): Promise<Page<PlatformActivityEntry>> {
  const where = whereOf(query);
  const order = query.sort.desc ? desc : asc;
  const { rows, total } = await pagedQuery(query, {
    rows: ({ limit, offset }) =>
      db
        .select({
          id: entry.id,
          at: entry.at,
          actorType: entry.actorType,
          actorId: entry.actorId,
          actorName: entry.actorName,
          eventId: entry.eventId,
          eventName: events.name,
          recordKind: entry.recordKind,
          recordId: entry.recordId,
          recordName: entry.recordName,
          action: entry.action,
          changes: entry.changes,
        })
        .from(entry)
        .leftJoin(events, eq(events.id, entry.eventId))
        .where(where)
        .orderBy(order(entry.at), order(entry.id))
        .limit(limit)
        .offset(offset),
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(entry)
        .leftJoin(events, eq(events.id, entry.eventId))
        .where(where);
      return row?.n ?? 0;
    },
  });
  const names = await eventNames(db, rows);
  return pageOf(
    rows.map((row) => entryOf(row, names)),
    total,
    query,
  );
}

/** The columns of platform entries that hold an event's id (a platform admin's grant's). */
const eventColumns = new Set(['event_id']);

/** The names of the events the page's changes name by id (one query for the page). */
async function eventNames(db: DbOrTx, rows: EntryRow[]): Promise<Map<string, string>> {
  const ids = new Set<string>();
  for (const row of rows) {
    for (const [field, values] of Object.entries(row.changes ?? {})) {
      if (!eventColumns.has(field)) continue;
      for (const value of values) if (typeof value === 'string') ids.add(value);
    }
  }
  if (ids.size === 0) return new Map();
  const found = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(inArray(events.id, [...ids]));
  return new Map(found.map((row) => [row.id, row.name]));
}

type EntryRow = Omit<typeof entry.$inferSelect, 'eventId'> & {
  eventId: string | null;
  eventName: string | null;
};

/**
 * A row as the API answers it: the changes in order, each with its label (a created record's
 * own id left out: the entry names it), an event's id as its name when it still exists.
 */
function entryOf(row: EntryRow, names: Map<string, string>): PlatformActivityEntry {
  const shown = (field: string, value: unknown) =>
    eventColumns.has(field) && typeof value === 'string' ? (names.get(value) ?? value) : value;
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId, name: row.actorName },
    record: { kind: row.recordKind, id: row.recordId, name: row.recordName },
    event: row.eventId ? { id: row.eventId, name: row.eventName } : null,
    action: row.action,
    changes: Object.entries(row.changes ?? {})
      .filter(([field]) => field !== 'id')
      .map(([field, [before, after]]) => ({
        field,
        label: fieldLabel(row.recordKind, field),
        before: shown(field, before),
        after: shown(field, after),
      })),
  };
}

/**
 * What the filters choose from: everyone who has acted (by their latest name), and the kinds
 * and actions written. The platform's entries stay few (platform actions only), so the
 * distinct values are read whole.
 */
export async function platformActivityOptions(db: DbOrTx): Promise<PlatformActivityOptions> {
  const actors = await db
    .selectDistinctOn([entry.actorId], {
      id: entry.actorId,
      name: entry.actorName,
      type: entry.actorType,
    })
    .from(entry)
    .where(sql`${entry.actorId} is not null`)
    .orderBy(entry.actorId, desc(entry.id));
  const kinds = await db
    .selectDistinct({ kind: entry.recordKind })
    .from(entry)
    .orderBy(entry.recordKind);
  const actions = await db
    .selectDistinct({ action: entry.action })
    .from(entry)
    .orderBy(entry.action);
  const [system] = await db
    .select({ one: sql<number>`1` })
    .from(entry)
    .where(eq(entry.actorType, 'system'))
    .limit(1);
  return {
    actors: [
      ...actors
        .map((a) => ({ id: a.id ?? '', name: a.name || a.id || '', type: a.type }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
      ...(system ? [{ id: 'system', name: 'System', type: 'system' as const }] : []),
    ],
    kinds: kinds.map((k) => k.kind),
    actions: actions.map((a) => a.action),
  };
}
