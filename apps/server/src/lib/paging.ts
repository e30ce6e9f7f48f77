import type { ListQuery, SortOrder } from '@showdesk/domain/list-query';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

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
  return [
    sql`${columns[sort.key]} ${direction} nulls last`,
    ...tieBreakers.map((column) => sql`${column} asc`),
  ];
}

/** A page as the API answers it. */
export function pageOf<T>(items: T[], total: number, query: Pick<ListQuery, 'page' | 'pageSize'>) {
  return { items, total, page: query.page, pageSize: query.pageSize };
}
