import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { eventCopyQueue } from '../../src/features/platform/copies/service.ts';

type Row = Record<string, unknown>;

export async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The app's tables (schema public; pg-boss keeps its own schema, drizzle its migrations'). */
export async function appTables(db: Database): Promise<string[]> {
  const rows = await rowsOf(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.table_name));
}

/**
 * Columns that background jobs change on their own (email delivery, the team import's and the
 * welcome reminder send's workers and heartbeats): left out of the digest, so a job finishing an earlier request's work is not
 * taken for a write by the request being checked. Their rows are still counted and hashed by
 * every other column, so a new outbox row or import is still seen.
 */
const jobColumns =
  /^(status|attempts|last_error|sent_at|updated_at|claimed_at|claimed_by|locked_until|heartbeat_at|runner|progress|next_attempt_at|finished_at|started_at|message_id|text_body|html_body|outbox_email_id)$/;
const auditTables = new Set(['audit_entries', 'platform_audit_entries']);
const jobTables =
  /^(outbox_emails|team_imports|team_import_rows|welcome_chasers|welcome_chaser_recipients)$/;
/**
 * Columns the guard writes on its own: an API token's last use (at most once a minute, when
 * the token is let through, whatever the route then answers).
 */
const guardColumns: Record<string, RegExp> = { api_tokens: /^(last_used_at|last_used_from)$/ };

/**
 * A digest of every row of every app table: one statement, per table its row count and the sum
 * of a hash of each row's text, so two digests differ when a row was added, removed or changed
 * (a change that kept both the count and the hash sum would need a hash collision). A few
 * milliseconds for the few hundred rows of a test database.
 */
export async function databaseDigest(db: Database): Promise<string> {
  let query = digestQueries.get(db);
  if (!query) {
    query = await digestQuery(db);
    digestQueries.set(db, query);
  }
  const rows = await rowsOf(db, sql.raw(query));
  return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join('|');
}

/** The digest statement of a database, built once from its tables and columns. */
const digestQueries = new WeakMap<Database, string>();

async function digestQuery(db: Database): Promise<string> {
  const tables = await appTables(db);
  const columns = await rowsOf(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const parts = tables.map((table) => {
    const names = columns
      .filter((c) => c.table_name === table)
      .map((c) => String(c.column_name))
      .filter((name) => !(jobTables.test(table) && jobColumns.test(name)))
      .filter((name) => !guardColumns[table]?.test(name));
    const row = names.map((n) => `x."${n}"`).join(', ');
    // The audit entries a job writes as it finishes an earlier request's work (an import's
    // teams, a welcome send's emails) are the job's, like its other columns above: a request's
    // own entries (a person's, a token's, a guest's) still count.
    const where = auditTables.has(table)
      ? ` where not (x.actor_type = 'system' and x.actor_name <> 'Guest')`
      : '';
    // A sum of row hashes: no sort, and the same whatever order the rows come in.
    return `select '${table}' as t, count(*) as n, coalesce(sum(hashtext(row(${row})::text)::bigint), 0) as h from "${table}" x${where}`;
  });
  return parts.join(' union all ');
}

/** Table by table, what differs between two digests (for a failure message). */
export function digestDifference(before: string, after: string): string[] {
  const a = new Set(before.split('|'));
  return after
    .split('|')
    .filter((part) => !a.has(part))
    .map((part) => part.split(':')[0]!);
}

/**
 * Waits (up to `timeoutMs`) until no team import, welcome reminder send or event copy is queued
 * or running: their workers write teams, accounts, links, emails and the copied event's records
 * (an event copy in the name of the person who asked for it) after the request that started
 * them has answered, which a later digest would otherwise take for a write of whatever request came next.
 */
export async function waitForBackgroundWork(db: Database, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::int as n from pgboss.job
          where name in ('team-import', 'welcome-chaser', ${eventCopyQueue}) and state in ('created', 'retry', 'active')`,
    );
    if (Number(row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Carrying on would blame the next request for the job's writes.
  throw new Error(`background work still running after ${timeoutMs} ms`);
}
