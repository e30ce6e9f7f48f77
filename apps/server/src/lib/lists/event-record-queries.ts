import type { ListQuery, SortOrder } from '@showdesk/domain/common/list-query';
import { type AnyColumn, and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pagedTableRows } from '../paging.ts';
import { containsPattern } from '../search.ts';
import type { EventRecordTable } from './archivable-records.ts';

type Row<T extends PgTable> = T['$inferSelect'];

/** The WHERE of one record of the event. */
export const eventRecordOf = (table: EventRecordTable, eventId: string, id: string) =>
  and(eq(table.eventId, eventId), eq(table.id, id));

/**
 * The data access every table of an event's records shares: one record read, locked, changed
 * or deleted by its key (event id and id), every query keeping the event id. A feature's
 * queries name their table (and `Patch`, the columns a change may set) and keep only what is
 * their own: their columns, filters and order.
 */
export function eventRecordQueries<T extends EventRecordTable, Patch = Partial<Row<T>>>(table: T) {
  const of = (eventId: string, id: string) => eventRecordOf(table, eventId, id);
  /** Changes the record as `patch` says (stamps and all); null when there is none. */
  const set = async (db: DbOrTx, eventId: string, id: string, patch: Patch) => {
    // A generic table's update types every key loosely: the patch is the row's own columns.
    const values = patch as PgUpdateSetSource<T>;
    const rows = await db.update(table).set(values).where(of(eventId, id)).returning();
    return (rows as Row<T>[])[0] ?? null;
  };
  return {
    /** The event's record `id`, or null. */
    async get(db: DbOrTx, eventId: string, id: string): Promise<Row<T> | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(of(eventId, id));
      return (row as Row<T> | undefined) ?? null;
    },

    /** `get`, the row locked until the transaction ends (two writes of it run one by one). */
    async lock(tx: DbOrTx, eventId: string, id: string): Promise<Row<T> | null> {
      const [row] = await tx
        .select()
        .from(table as PgTable)
        .where(of(eventId, id))
        .for('update');
      return (row as Row<T> | undefined) ?? null;
    },

    /** Adds a record; answers its row. */
    async insert(db: DbOrTx, row: T['$inferInsert']): Promise<Row<T>> {
      const [inserted] = await db
        .insert(table)
        .values(row as never)
        .returning();
      return inserted as Row<T>;
    },

    set,

    /** `set`, stamping who changed the record and when. */
    update(
      db: DbOrTx,
      eventId: string,
      id: string,
      patch: Patch,
      updatedBy: string,
      updatedAt = new Date(),
    ): Promise<Row<T> | null> {
      return set(db, eventId, id, { ...patch, updatedAt, updatedBy });
    },

    /** Deletes the record; false when the event had none of that id. */
    async remove(db: DbOrTx, eventId: string, id: string): Promise<boolean> {
      const rows = await db.delete(table).where(of(eventId, id)).returning({ id: table.id });
      return rows.length > 0;
    },
  };
}

/**
 * One page of the event's records of `table` (the list convention) and how many match in all:
 * q matches any of `searchIn` (anywhere, case-insensitively); every filter of `filters` names a
 * column its value must equal, `where` holds any other; the rows come in the list's sort, then
 * `tieBreakers` (`pagedTableRows`).
 */
export function eventRecordPage<T extends EventRecordTable, S extends string>(
  db: DbOrTx,
  table: T,
  eventId: string,
  query: Pick<ListQuery, 'page' | 'pageSize' | 'q'> & { sort: SortOrder<S> },
  list: {
    searchIn: PgColumn[];
    filters: Partial<Record<keyof T & string, unknown>>;
    where?: (SQL | undefined)[];
    sortColumns: Record<S, SQL | AnyColumn>;
    tieBreakers: (SQL | AnyColumn)[];
  },
) {
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = and(
    eq(table.eventId, eventId),
    pattern ? or(...list.searchIn.map((column) => ilike(column, pattern))) : undefined,
    ...columnFilters(table, list.filters),
    ...(list.where ?? []),
  );
  return pagedTableRows(db, table, query, where, list.sortColumns, ...list.tieBreakers);
}

/** A list's filters that each name a column of `table`: every one given must equal its value. */
function columnFilters<T extends PgTable>(
  table: T,
  filter: Partial<Record<keyof T & string, unknown>>,
): SQL[] {
  return Object.entries(filter).flatMap(([key, value]) =>
    value === undefined ? [] : [eq(table[key as keyof T] as PgColumn, value)],
  );
}
