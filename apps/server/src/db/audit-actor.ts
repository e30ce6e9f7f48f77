import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
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
  const { actor, label } = await currentActor();
  if (!actor && !label) return;
  await tx.execute(
    sql`select set_config('showdesk.actor', ${actor ?? ''}, true), set_config('showdesk.actor_label', ${label ?? ''}, true)`,
  );
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

/**
 * Turns the audit trail off for the rest of the transaction: bulk work that records itself as
 * one entry (copying an event, seeding the demo or a bench) or that must not remember what it
 * removes (erasing a person).
 */
export async function withoutAudit(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select set_config('showdesk.audit', 'off', true)`);
}

/**
 * Records an action that changes no audited row (an invitation resent, a test send) through
 * the same writer as the triggers, in the caller's transaction.
 */
export async function noteAction(
  tx: DbOrTx,
  entry: {
    eventId: string;
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
    sql`select audit_note(${entry.eventId}, ${entry.area}, ${entry.kind}, ${entry.id}, ${entry.name ?? ''}, ${entry.action}, ${JSON.stringify(entry.changes ?? {})}::jsonb)
        from (select set_config('showdesk.actor', ${actor ?? ''}, true), set_config('showdesk.actor_label', ${label ?? ''}, true)) stamped`,
  );
}
