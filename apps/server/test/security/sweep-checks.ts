import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { rowsOf } from './db-digest.ts';

/**
 * The strings of `forbidden` an answer holds (body or headers), leaving out those the request
 * itself sent: echoing back an id the caller gave (in a refusal, say) tells them nothing new.
 */
export function leaksIn(
  response: LightMyRequestResponse,
  forbidden: string[],
  sent: string,
): string[] {
  const answer = `${response.body}\n${JSON.stringify(response.headers)}`;
  return forbidden.filter((s) => answer.includes(s) && !sent.includes(s));
}

const eventTables = new WeakMap<Database, string[]>();

/**
 * Which of `ids` appear anywhere in the home event's rows (every column, jsonb and arrays
 * included): a record of one event must never point at another event's.
 */
export async function homeReferencesTo(
  db: Database,
  homeEventId: string,
  ids: string[],
): Promise<string[]> {
  let tables = eventTables.get(db);
  if (!tables) {
    const rows = await rowsOf(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'event_id' order by table_name`,
    );
    tables = rows.map((r) => String(r.table_name));
    eventTables.set(db, tables);
  }
  const query = tables
    .map((table) => `select '${table}' as t, x::text as r from "${table}" x where x.event_id = $1`)
    .join(' union all ');
  const rows = await rowsOf(
    db,
    sql.raw(query.replaceAll('$1', `'${homeEventId.replaceAll("'", "''")}'`)),
  );
  const found = new Set<string>();
  for (const row of rows) {
    for (const id of ids) if (String(row.r).includes(id)) found.add(`${row.t}: ${id}`);
  }
  return [...found];
}
