import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

/** The statements one unit of work (an HTTP request) sent to the database. */
export interface QueryCount {
  queries: number;
}

const current = new AsyncLocalStorage<QueryCount>();

/**
 * Runs `work` with a count of its own: every statement Drizzle sends while it runs, and in the
 * promises it starts, adds one. Work outside any count (jobs, start-up) is not counted.
 */
export function withQueryCount<T>(count: QueryCount, work: () => T): T {
  return current.run(count, work);
}

/**
 * Drizzle calls its logger once per statement it sends, on both database kinds (a transaction's
 * statements each count; PostgreSQL's BEGIN and COMMIT too, PGlite's are its own). An increment
 * of the caller's count, or nothing outside one: cheap enough to stay on in production.
 */
export const queryCountLogger: Logger = {
  logQuery() {
    const count = current.getStore();
    if (count) count.queries += 1;
  },
};
