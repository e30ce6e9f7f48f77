import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DbOrTx } from './client.ts';

/**
 * Who the work in progress acts for, as the audit triggers record it (migration 0039):
 * `person:<user id>`, `token:<API token id>`, or null for the system. Read lazily, when a
 * transaction starts: a request's caller is known only once its guard has run.
 */
export interface ActorSource {
  actor(): string | null | Promise<string | null>;
  /** The system's name for the work (a job's queue), when no person or token acts. */
  label?: string;
}

const scope = new AsyncLocalStorage<ActorSource>();
/** Set inside an embedded database transaction's work (see stampPgliteWrites). */
const insideTransaction = new AsyncLocalStorage<boolean>();
/** Work whose transactions all write without the audit trail (`withoutAuditing`). */
const silenced = new AsyncLocalStorage<true>();

/** Runs `work` on behalf of `source`: every transaction it opens records that actor. */
export function withActor<T>(source: ActorSource, work: () => T): T {
  return scope.run(source, work);
}

/** Runs `work` as the system, named `label` in the entries it writes (a job, a schedule). */
export function asSystem<T>(label: string, work: () => T): T {
  return scope.run({ actor: () => null, label }, work);
}

/** The actor of the work in progress, as `showdesk.actor` takes it. */
export async function currentActor(): Promise<{ actor: string | null; label: string | null }> {
  const source = scope.getStore();
  if (!source) return { actor: null, label: null };
  return { actor: await source.actor(), label: source.label ?? null };
}

/** Tells the transaction's audit triggers who acts (transaction-local settings). */
export async function stampActor(tx: DbOrTx): Promise<void> {
  if (silenced.getStore()) return withoutAudit(tx);
  const { actor, label } = await currentActor();
  if (!actor && !label) return;
  await tx.execute(sql.raw(stampStatement(actor, label)));
}

/**
 * Makes every transaction of `db` start by naming its actor, so the one audit writer (the
 * triggers) knows who made each change without a line in any service. A write outside a
 * transaction, in a request, is recorded as the system's: the audit coverage test holds every
 * write route to its caller.
 */
export function stampTransactions(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      await stampActor(tx);
      return work(tx);
    }, config)) as Database['transaction'];
  return db;
}

const readOnlyStatement = /^[\s(]*select\b/i;
/** A value as a string literal of SQL (actors are ids and job names; quotes doubled anyway). */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const stampStatement = (actor: string | null, label: string | null) =>
  `select set_config('showdesk.actor', ${literal(actor ?? '')}, true), set_config('showdesk.actor_label', ${literal(label ?? '')}, true)`;

/**
 * A write outside a transaction (one statement, autocommit) made on someone's behalf runs in a
 * transaction of its own that names them first, so it is recorded as theirs like any other.
 * The embedded database's statements: `pglite.query` (drizzle's autocommit path; a transaction's
 * statements go through its own handle).
 */
export function stampPgliteWrites(pglite: PGlite): void {
  const query = pglite.query.bind(pglite);
  const transaction = pglite.transaction.bind(pglite);
  // A statement sent to the database itself while a transaction of the same work is open (the
  // job queue's insert in a write's transaction) runs as it always did: wrapping it in a
  // transaction of its own would wait for the open one, which waits for it.
  pglite.transaction = ((work: Parameters<typeof transaction>[0]) =>
    transaction((tx) => insideTransaction.run(true, () => work(tx)))) as typeof transaction;
  pglite.query = (async (text: string, ...rest: unknown[]) => {
    const run = query as (...args: unknown[]) => Promise<unknown>;
    if (readOnlyStatement.test(text) || insideTransaction.getStore()) return run(text, ...rest);
    const { actor, label } = await currentActor();
    if (!actor && !label) return run(text, ...rest);
    return pglite.transaction(async (tx) => {
      await tx.exec(stampStatement(actor, label));
      return (tx.query as (...args: unknown[]) => Promise<unknown>)(text, ...rest);
    });
  }) as typeof pglite.query;
}

/** The same for PostgreSQL: the pool's one-statement queries (drizzle's autocommit path). */
export function stampPoolWrites(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (config: string | { text: string }, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config?.text;
    if (rest.some((arg) => typeof arg === 'function') || typeof text !== 'string') {
      return query(config, ...rest);
    }
    if (readOnlyStatement.test(text)) return query(config, ...rest);
    const { actor, label } = await currentActor();
    if (!actor && !label) return query(config, ...rest);
    const client = await pool.connect();
    try {
      await client.query(`begin; ${stampStatement(actor, label)}`);
      const result = await (client.query as (...args: unknown[]) => Promise<unknown>)(
        config,
        ...rest,
      );
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }) as unknown as typeof pool.query;
}

/**
 * Turns the audit trail off for the rest of the transaction: bulk work that records itself as
 * one entry (copying an event, seeding the demo or a bench) or that must not remember what it
 * removes (erasing a person).
 */
export async function withoutAudit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('showdesk.audit', 'off', true)`);
}

/**
 * Runs `work` with the audit trail off in every transaction it opens (`withoutAudit` in each),
 * whoever acts in it: bulk seeding (the demo, a bench's event) whose entries would be noise. A
 * statement outside a transaction is not covered: seeding writes in transactions.
 */
export function withoutAuditing<T>(work: () => T): T {
  return silenced.run(true, work);
}

/**
 * Records an action that changes no audited row (an invitation resent, a test send) through
 * the same writer as the triggers, in the caller's transaction. A null `eventId` is a platform
 * action (a first-run setup, a restore, an erasure): it goes to `platform_audit_entries`, which
 * keeps the event id only for a record of kind `event` (its `id`).
 */
export async function noteAction(
  tx: DbOrTx,
  entry: {
    eventId: string | null;
    area: string;
    kind: string;
    id: string;
    name?: string;
    action: string;
    changes?: Record<string, [unknown, unknown]>;
  },
): Promise<void> {
  const { actor, label } = await currentActor();
  // One statement, so that the actor holds for the note outside a transaction too.
  await tx.execute(
    sql`select audit_note(${entry.eventId}::text, ${entry.area}, ${entry.kind}, ${entry.id}, ${entry.name ?? ''}, ${entry.action}, ${JSON.stringify(entry.changes ?? {})}::jsonb)
        from (select set_config('showdesk.actor', ${actor ?? ''}, true), set_config('showdesk.actor_label', ${label ?? ''}, true)) stamped`,
  );
}
