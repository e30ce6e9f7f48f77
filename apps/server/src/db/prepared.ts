import type { DbOrTx } from './client.ts';

/**
 * A prepared statement built once per database handle: hot queries (the session, the event's
 * appearance, the live-session check) keep their fixed text and only bind their values.
 */
export function preparedPerDatabase<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byDatabase = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
