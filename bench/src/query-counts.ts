import { type LoadResult, type LoadTarget, request } from './http-load.ts';

/**
 * The server runs with QUERY_COUNT_HEADER on (bench only): every answer says in X-Query-Count how
 * many database statements its request sent (apps/server/src/plugins/query-count.ts).
 */
export const queryCountEnv = { QUERY_COUNT_HEADER: 'true' };

/**
 * The statements one more request of the target sends, asked right after its load: caches are
 * warm then, so it is the count the load's requests paid (a list's steady state). Undefined when
 * the answer carries no count.
 */
export async function queriesPerRequest(target: LoadTarget): Promise<number | undefined> {
  const answer = await request(
    target.method ?? 'GET',
    target.url,
    target.headers ?? {},
    target.body,
  );
  const header = answer.headers['x-query-count'];
  return typeof header === 'string' ? Number(header) : undefined;
}

/** A load's result with the query count of one of its requests. */
export async function withQueryCount(result: LoadResult, target: LoadTarget): Promise<LoadResult> {
  return { ...result, queries: await queriesPerRequest(target) };
}
