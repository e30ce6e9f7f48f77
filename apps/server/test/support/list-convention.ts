import { expect } from 'vitest';
import type { Caller } from './caller.ts';

/** Helpers for the tests of lists that page, sort and filter on the server (the list convention). */

/** Reads the list at `path` as `caller` with a query string: the answer's status and body. */
export const listReader = (caller: Caller, path: string) => async (query: string) => {
  const response = await caller.get(`${path}?${query}`);
  return { status: response.statusCode, body: response.json() };
};

/** Each of `queries` (an unknown sort key or filter, a page out of range) is refused: 400. */
export async function expectQueriesRefused(
  list: (query: string) => Promise<{ status: number; body: { error: { details: unknown[] } } }>,
  queries: string[],
) {
  for (const bad of queries) {
    const refused = await list(bad);
    expect(refused.status, bad).toBe(400);
    expect(refused.body.error.details.length, bad).toBeGreaterThan(0);
  }
}

type SortValue = string | number | null;

/** Orders two sort values ascending, with nulls last. */
const compare = (a: SortValue, b: SortValue) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/**
 * `items` in the order a sort on `key` promises, ascending or descending: nulls last either way,
 * ties in the order of `tieBreaks` (each ascending).
 */
export function promisedOrder<T>(
  items: T[],
  key: (item: T) => SortValue,
  desc: boolean,
  tieBreaks: ((item: T) => string)[],
) {
  return [...items].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const byKey = x === null || y === null || !desc ? compare(x, y) : compare(y, x);
    return byKey || tieBreaks.reduce((order, tie) => order || compare(tie(a), tie(b)), 0);
  });
}
