import type { ListQuery, SortOrder } from '@showdesk/domain/common/list-query';
import { type AnyColumn, Column, getTableColumns, is, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/** LIMIT and OFFSET of a list query's page. */
export function pageWindow(query: Pick<ListQuery, 'page' | 'pageSize'>) {
  return { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
}

/**
 * ORDER BY for a list's sort: the chosen column (empty values last whichever the direction),
 * then the tie-breakers so that pages never overlap or skip a row.
 */
export function orderFor<S extends string>(
  sort: SortOrder<S>,
  columns: Record<S, SQL | AnyColumn>,
  ...tieBreakers: (SQL | AnyColumn)[]
): SQL[] {
  const direction = sql.raw(sort.desc ? 'desc' : 'asc');
  const column = columns[sort.key];
  // A column that holds no nulls needs no NULLS LAST, which would keep a descending sort from
  // reading its index backwards.
  const nulls = sql.raw(is(column, Column) && column.notNull ? '' : ' nulls last');
  return [sql`${column} ${direction}${nulls}`, ...tieBreakers.map((column) => sql`${column} asc`)];
}

/** A page as the API answers it. */
export function pageOf<T>(items: T[], total: number, query: Pick<ListQuery, 'page' | 'pageSize'>) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * Runs a page's select (which reads `total: count(*) over ()` beside its columns) and splits
 * the rows from the total. Past the last page there is no row to read the total from, so the
 * first row is selected to count.
 */
export async function pagedRows<R extends { total: unknown }>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  select: (window: { limit: number; offset: number }) => Promise<R[]>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  const found = await select(pageWindow(query));
  if (found.length === 0 && query.page > 1) {
    const [first] = await select({ limit: 1, offset: 0 });
    return { rows: [], total: Number(first?.total ?? 0) };
  }
  return {
    rows: found.map(({ total: _, ...row }) => row),
    total: Number(found[0]?.total ?? 0),
  };
}

/**
 * One page of a table's rows (all their columns) that `where` picks, in the list's sort and
 * then `tieBreakers` (`orderFor`), and how many match in all (`pagedRows`).
 */
export function pagedTableRows<T extends PgTable, S extends string>(
  db: DbOrTx,
  table: T,
  query: Pick<ListQuery, 'page' | 'pageSize'> & { sort: SortOrder<S> },
  where: SQL | undefined,
  sortColumns: Record<S, SQL | AnyColumn>,
  ...tieBreakers: (SQL | AnyColumn)[]
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const columns = getTableColumns(table as PgTable);
  return pagedRows(
    query,
    ({ limit, offset }) =>
      db
        .select({ ...columns, total: sql<number>`count(*) over ()` })
        .from(table as PgTable)
        .where(where)
        .orderBy(...orderFor(query.sort, sortColumns, ...tieBreakers))
        .limit(limit)
        .offset(offset) as unknown as Promise<(T['$inferSelect'] & { total: number })[]>,
  ) as Promise<{ rows: T['$inferSelect'][]; total: number }>;
}

/**
 * Reads a page, then counts the matches only when it has to: a page that is not full is the
 * last one, so the total follows from its rows. Lists whose page is read in index order keep
 * a cheap first page this way (a window count would visit every match).
 */
export async function pagedQuery<R>(
  query: Pick<ListQuery, 'page' | 'pageSize'>,
  read: {
    rows: (window: { limit: number; offset: number }) => Promise<R[]>;
    count: () => Promise<number>;
  },
): Promise<{ rows: R[]; total: number }> {
  const window = pageWindow(query);
  const rows = await read.rows(window);
  if (rows.length > 0 && rows.length < window.limit) {
    return { rows, total: window.offset + rows.length };
  }
  if (rows.length === 0 && window.offset === 0) return { rows, total: 0 };
  return { rows, total: await read.count() };
}

export type PageWindow = { limit: number; offset: number };

/**
 * One page of two lists read one after the other: a sort on a key that some rows lack (a
 * user's team, a team's owner) reads the rows with it first in an index's order, then the
 * others. The second list is read only for a page that reaches past the first, and the first
 * is counted only for a page that starts past its end. Either may be null: known empty.
 */
export async function pageOfTwo<R>(
  { limit, offset }: PageWindow,
  first: { rows: (window: PageWindow) => Promise<R[]>; count: () => Promise<number> } | null,
  then: ((window: PageWindow) => Promise<R[]>) | null,
): Promise<R[]> {
  const head = first ? await first.rows({ limit, offset }) : [];
  if (head.length === limit || !then) return head;
  const before = !first
    ? 0
    : head.length > 0 || offset === 0
      ? offset + head.length
      : await first.count();
  const tail = await then({ limit: limit - head.length, offset: Math.max(0, offset - before) });
  return [...head, ...tail];
}
