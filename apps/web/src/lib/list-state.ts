import { useDebouncedValue } from '@mantine/hooks';
import {
  defaultPageSize,
  formatSort,
  listSearchParams,
  maxPageSize,
  type Page,
  parseSort,
  type SortOrder,
} from '@showdesk/domain/common/list-query';
import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, eventPath } from './api-client.ts';
import { useSession } from './session.ts';

export interface ListStateOptions<S extends string> {
  sorts: readonly S[];
  /** The spec's default sort for this list (a bare key sorts ascending). */
  defaultSort: S | SortOrder<S>;
  pageSize?: number;
}

/** Where a list's records come from: its sorts, and the query of a page of them. */
export interface ListSource<T, S extends string = string> extends ListStateOptions<S> {
  /** Asks for one page: takes the list convention's query string. */
  usePage: (apiParams: string) => UseQueryResult<Page<T>>;
}

/**
 * A list screen's paging, sort, search and filters, kept in the address
 * (`?page&pageSize&sort&q&filter`, the convention of every list route) so that a reload, the
 * back button or a shared link shows the same page. Changing the search, a filter or the sort
 * goes back to page 1.
 */
export function useListState<S extends string>({
  sorts,
  defaultSort: givenSort,
  pageSize: defaultSize = defaultPageSize,
}: ListStateOptions<S>) {
  const defaultSort = typeof givenSort === 'string' ? { key: givenSort, desc: false } : givenSort;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const requestedSize = Number(params.get('pageSize')) || defaultSize;
  const pageSize = Math.min(maxPageSize, Math.max(1, requestedSize));
  const sort = parseSort(params.get('sort') ?? '', sorts) ?? defaultSort;
  const q = params.get('q') ?? '';
  const filterPairs = params.getAll('filter');
  const filterKey = filterPairs.join('&');
  const filter = useMemo(() => {
    const read: Record<string, string> = {};
    for (const pair of filterKey ? filterKey.split('&') : []) {
      const at = pair.indexOf(':');
      if (at > 0) read[pair.slice(0, at)] = pair.slice(at + 1);
    }
    return read;
  }, [filterKey]);

  // The address as last asked for, and the addresses asked for that have not landed yet: two
  // changes in quick succession (keys typed faster than the router commits, or a search then a
  // sort) build on each other instead of the second starting from an address the first
  // replaced. An address that is none of ours (back, a link) is taken as it is. Both are
  // followed after a render is committed, never during one: the router renders its updates as
  // transitions, which React may render, drop for a key typed meanwhile, and render again.
  const seen = params.toString();
  const latest = useRef({ wanted: new URLSearchParams(params), pending: [] as string[] });
  const update = useCallback(
    (change: (next: URLSearchParams) => void, { keepPage = false } = {}) => {
      const next = new URLSearchParams(latest.current.wanted);
      change(next);
      if (!keepPage) next.delete('page');
      latest.current.wanted = next;
      latest.current.pending.push(next.toString());
      setParams(next, { replace: true });
    },
    [setParams],
  );

  // What the search box shows: every key lands here at once, whatever the router, the debounce
  // or a refetch does meanwhile (a box that showed the address lost keys typed before the
  // address caught up); it follows the address only when the address is none of ours.
  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const { pending } = latest.current;
    const landed = pending.indexOf(seen);
    if (landed >= 0) {
      latest.current.pending = pending.slice(landed + 1);
    } else if (seen !== latest.current.wanted.toString()) {
      latest.current = { wanted: new URLSearchParams(seen), pending: [] };
      setTyped(new URLSearchParams(seen).get('q') ?? '');
    }
  }, [seen]);
  const shownQ = typed;

  const [debouncedQ] = useDebouncedValue(shownQ, 250);
  return {
    page,
    pageSize,
    sort,
    /** The search as typed (the search box's value). */
    q: shownQ,
    filter,
    /** True when a search or filter narrows the list (an empty answer is "no match"). */
    isNarrowed: shownQ.trim() !== '' || filterPairs.length > 0,
    /** True when a filter narrows the list. */
    isFiltered: filterPairs.length > 0,
    /**
     * True while a search typed is not asked for yet (the debounce): the rows shown answer the
     * previous search, as they do while a newer page is on its way.
     */
    isSearchPending: shownQ !== debouncedQ,
    setPage: (value: number) =>
      update((next) => (value > 1 ? next.set('page', String(value)) : next.delete('page')), {
        keepPage: true,
      }),
    setPageSize: (value: number) =>
      update((next) =>
        value === defaultSize ? next.delete('pageSize') : next.set('pageSize', String(value)),
      ),
    /** Sorts by a column (a key this list does not sort by is ignored). */
    setSort: (value: SortOrder) =>
      update((next) =>
        !sorts.includes(value.key as S) ||
        (value.key === defaultSort.key && value.desc === defaultSort.desc)
          ? next.delete('sort')
          : next.set('sort', formatSort(value)),
      ),
    setQ: (value: string) => {
      setTyped(value);
      update((next) => (value ? next.set('q', value) : next.delete('q')));
    },
    setFilter: (key: string, value: string | null) =>
      update((next) => {
        const others = next.getAll('filter').filter((pair) => !pair.startsWith(`${key}:`));
        next.delete('filter');
        for (const pair of others) next.append('filter', pair);
        if (value !== null && value !== '') next.append('filter', `${key}:${value}`);
      }),
    /** Clears the search and every filter (the "no match" state's way back). */
    clear: () => {
      setTyped('');
      update((next) => {
        next.delete('q');
        next.delete('filter');
      });
    },
    /** The query string for the list route (the search debounced). */
    apiParams: listSearchParams({
      page,
      pageSize,
      sort: formatSort(sort),
      q: debouncedQ,
      filter,
    }).toString(),
  };
}

export type ListState<S extends string = string> = ReturnType<typeof useListState<S>>;

/**
 * One page of an event's list route, keeping the previous page on screen while the next
 * loads. `key` is the list's query key, which mutations invalidate.
 */
export function useListPage<T>(key: readonly unknown[], path: string, apiParams: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...key, apiParams],
    queryFn: () => api.get<Page<T>>(eventPath(event.id, `${path}?${apiParams}`)),
    placeholderData: keepPreviousData,
  });
}

/**
 * A list screen's state and the page of records its address asks for: what ListPage is given
 * as `state` and `query`.
 */
export function usePagedList<T, S extends string>({ usePage, ...options }: ListSource<T, S>) {
  const state = useListState(options);
  const query = usePage(state.apiParams);
  return { state, query };
}

/**
 * A page of a list the server sends whole (a team's submissions, the email kinds), sorted and
 * paged here as the list's state says: `order` compares two rows by the state's sort key,
 * ascending; a descending sort reverses it.
 */
export function pageOf<T>(
  rows: T[],
  state: { sort: { desc: boolean }; page: number; pageSize: number },
  order: (a: T, b: T) => number,
): Page<T> {
  const sorted = [...rows].sort((a, b) => (state.sort.desc ? -order(a, b) : order(a, b)));
  const start = (state.page - 1) * state.pageSize;
  return {
    items: sorted.slice(start, start + state.pageSize),
    total: sorted.length,
    page: state.page,
    pageSize: state.pageSize,
  };
}
