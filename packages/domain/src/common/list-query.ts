import { z } from 'zod';
import { say } from './say.ts';
import { text } from './text.ts';

/**
 * One query-string convention for every list route: `?page&pageSize&sort&q&filter`.
 *
 * - `page`: 1-based, default 1. A page past the end answers an empty page with the total.
 * - `pageSize`: default 25, at most 200.
 * - `sort`: a column key, `-key` for descending; default the spec's default sort (ascending).
 * - `q`: free-text search, trimmed, at most 200 characters.
 * - `filter`: `key:value`, repeated for several (`filter=hasLoggedIn:false&filter=teamTypeId:x`);
 *   each list names its keys and how their values are read.
 */
export const defaultPageSize = 25;
export const maxPageSize = 200;
export const pageSizeOptions = [10, 25, 50, 100] as const;

export interface SortOrder<S extends string = string> {
  key: S;
  desc: boolean;
}

export interface ListQuery<S extends string = string, F = Record<string, unknown>> {
  page: number;
  pageSize: number;
  sort: SortOrder<S>;
  q: string;
  filter: Partial<F>;
}

export const listQueryMessages = {
  sort: (keys: readonly string[]) =>
    say(/*i18n*/ 'Sort by one of: {keys} (prefix - for descending)', { keys: keys.join(', ') }),
  filterShape: /*i18n*/ 'A filter is key:value',
  filterKey: (keys: readonly string[]) =>
    keys.length
      ? say(/*i18n*/ 'Filter by one of: {keys}', { keys: keys.join(', ') })
      : /*i18n*/ 'This list has no filters',
};

interface ListQueryOptions<S extends string, F extends Record<string, z.ZodType>> {
  /** The columns a list can be sorted by. */
  sorts: readonly [S, ...S[]];
  /** The spec's default sort for this list (ascending unless desc). */
  defaultSort: S | `-${S}`;
  /** Filter keys and how each value is read (values arrive as strings). */
  filters?: F;
}

export function parseSort<S extends string>(
  value: string,
  keys: readonly S[],
): SortOrder<S> | null {
  const desc = value.startsWith('-');
  const key = (desc ? value.slice(1) : value) as S;
  return keys.includes(key) ? { key, desc } : null;
}

export function formatSort({ key, desc }: SortOrder): string {
  return desc ? `-${key}` : key;
}

/** The zod schema of one list route's query string, read into a `ListQuery`. */
export function listQuerySchema<
  S extends string,
  F extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>({ sorts, defaultSort, filters }: ListQueryOptions<S, F>) {
  const filterSchemas = (filters ?? {}) as F;
  const filterKeys = Object.keys(filterSchemas);
  const sortValues = [...sorts, ...sorts.map((key) => `-${key}`)] as [string, ...string[]];
  return z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
    sort: z
      .enum(sortValues, { error: listQueryMessages.sort(sorts) })
      .default(defaultSort)
      .transform((value) => parseSort(value, sorts) as SortOrder<S>),
    q: text().trim().max(200).default(''),
    filter: z
      .union([text().max(500), z.array(text().max(500)).max(20)])
      .optional()
      .transform((raw, ctx) => {
        const read: Record<string, unknown> = {};
        for (const pair of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
          const at = pair.indexOf(':');
          if (at < 1) {
            ctx.addIssue({ code: 'custom', message: listQueryMessages.filterShape, path: [] });
            continue;
          }
          const key = pair.slice(0, at);
          const schema = filterSchemas[key];
          if (!schema) {
            ctx.addIssue({
              code: 'custom',
              message: listQueryMessages.filterKey(filterKeys),
              path: [],
            });
            continue;
          }
          const value = schema.safeParse(pair.slice(at + 1));
          if (!value.success) {
            for (const issue of value.error.issues)
              ctx.addIssue({ code: 'custom', message: `${key}: ${issue.message}`, path: [key] });
            continue;
          }
          read[key] = value.data;
        }
        return read as Partial<{ [K in keyof F]: z.output<F[K]> }>;
      }),
  });
}

/** A filter value that is a yes/no. */
export const booleanFilter = z.enum(['true', 'false']).transform((value) => value === 'true');
/** A filter value that is an id. */
export const idFilter = text().trim().min(1).max(200);

/** The answer of a list route: one page of items and how many there are in all. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.strictObject({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** The query string of a list request (what the web app sends). */
export function listSearchParams(query: {
  page?: number;
  pageSize?: number;
  sort?: string;
  q?: string;
  filter?: Record<string, string | boolean | null | undefined>;
}): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize) params.set('pageSize', String(query.pageSize));
  if (query.sort) params.set('sort', query.sort);
  if (query.q?.trim()) params.set('q', query.q.trim());
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    if (value !== undefined && value !== null && value !== '')
      params.append('filter', `${key}:${String(value)}`);
  }
  return params;
}

/**
 * Pages a list already in memory (organiser-made lists that stay small, such as team types
 * or custom fields): search, filter, sort with a stable order, then the page.
 */
export function pageInMemory<T, S extends string>(
  items: readonly T[],
  query: Pick<ListQuery<S>, 'page' | 'pageSize' | 'sort' | 'q'>,
  how: {
    sortValue: Record<S, (item: T) => string | number | boolean | null>;
    searchText?: (item: T) => string;
    keep?: (item: T) => boolean;
  },
): Page<T> {
  const needle = query.q.toLocaleLowerCase('en-GB');
  const kept = items.filter(
    (item) =>
      (how.keep?.(item) ?? true) &&
      (!needle || (how.searchText?.(item) ?? '').toLocaleLowerCase('en-GB').includes(needle)),
  );
  const value = how.sortValue[query.sort.key];
  const sorted = kept
    .map((item, index) => ({ item, index, value: value(item) }))
    .sort((a, b) => {
      const empty = Number(isEmpty(a.value)) - Number(isEmpty(b.value));
      const order = compareValues(a.value, b.value);
      return empty || (query.sort.desc ? -order : order) || a.index - b.index;
    })
    .map(({ item }) => item);
  const start = (query.page - 1) * query.pageSize;
  return {
    items: sorted.slice(start, start + query.pageSize),
    total: sorted.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const isEmpty = (value: unknown) => value === null || value === '';
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

/** Empty values last (whichever the direction); names as people read them ("Hall 2" before "Hall 10"). */
export function compareValues(
  a: string | number | boolean | null,
  b: string | number | boolean | null,
): number {
  if (isEmpty(a)) return isEmpty(b) ? 0 : 1;
  if (isEmpty(b)) return -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}
