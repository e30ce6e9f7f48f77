import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { DatabaseKind, DbOrTx } from './client.ts';
import { holdOwnConnection } from './own-connection.ts';

/**
 * This process's id. Work that must survive a crash records who is doing it (an import's
 * runner, an email being handed to SMTP, files written before their transaction), so that
 * recovery can tell work in progress from work left behind by a process that is gone.
 */
export const processId = randomUUID();

/**
 * When this process started (before it opened the database). On the embedded database work a
 * process fetched before then was fetched by one that is gone: the lock file let none run since.
 */
export const processStartedAt = new Date();

/** The first half of our two-part advisory lock keys (pg-boss and others use one-part keys). */
const lockClass = 0x5d05;

/**
 * Tells which processes that claimed work are gone.
 *
 * Embedded database: the lock file lets one process open the data, so every other process that
 * claimed something has crashed. PostgreSQL: every process holds a session advisory lock on its
 * id for as long as it runs, on a connection of its own. The server drops the lock the moment the
 * connection ends, which a `kill -9` does at once (the kernel closes the socket) and a machine
 * that vanished does within the TCP keepalive below (about a minute). So "its lock can be taken"
 * means "that process is gone". A process cut off from the database while still running is taken
 * for gone too: the work it claimed is fenced (imports, uploads: see their recovery), except an
 * email it was handing to SMTP, which may then go out twice (the messaging README, apps/server/src/features/messaging/README.md).
 */
export interface Liveness {
  readonly processId: string;
  /** Embedded database: this process alone uses the data. */
  readonly soleOwner: boolean;
  /**
   * The ids among `ids` whose process is gone (never our own). On PostgreSQL, call it in the
   * transaction that takes their work over: it holds each gone id's lock until that transaction
   * ends, so two processes never take the same work over at once.
   */
  deadAmong(tx: DbOrTx, ids: Iterable<string>): Promise<Set<string>>;
  close(): Promise<void>;
}

export async function startLiveness(
  kind: DatabaseKind,
  databaseUrl: string | undefined,
  log: Logger,
): Promise<Liveness> {
  if (kind === 'pglite' || !databaseUrl) {
    return {
      processId,
      soleOwner: true,
      async deadAmong(_tx, ids) {
        return new Set([...ids].filter((id) => id !== processId));
      },
      async close() {},
    };
  }
  const release = await holdProcessLock(databaseUrl, log);
  return {
    processId,
    soleOwner: false,
    async deadAmong(tx, ids) {
      const dead = new Set<string>();
      for (const id of new Set(ids)) {
        if (id === processId) continue;
        const result = (await tx.execute(
          sql`select pg_try_advisory_xact_lock(${lockClass}, hashtext(${id})) as free`,
        )) as unknown as { rows: Array<{ free: boolean }> };
        if (result.rows[0]?.free) dead.add(id);
      }
      return dead;
    },
    close: release,
  };
}

interface HeldLock {
  refs: number;
  stop(): Promise<void>;
}

/** One lock per database, shared by the runtimes of one process (tests start several). */
const held = new Map<string, Promise<HeldLock>>();

async function holdProcessLock(databaseUrl: string, log: Logger): Promise<() => Promise<void>> {
  let entry = held.get(databaseUrl);
  if (!entry) {
    entry = lockOnOwnConnection(databaseUrl, log);
    held.set(databaseUrl, entry);
    entry.catch(() => held.delete(databaseUrl));
  }
  const lock = await entry;
  lock.refs += 1;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    lock.refs -= 1;
    if (lock.refs > 0) return;
    held.delete(databaseUrl);
    await lock.stop();
  };
}

async function lockOnOwnConnection(databaseUrl: string, log: Logger): Promise<HeldLock> {
  const stop = await holdOwnConnection({
    databaseUrl,
    name: 'showdesk liveness',
    log,
    async setUp(client) {
      // The server notices a vanished client within about a minute instead of hours.
      await client.query(
        'set tcp_keepalives_idle = 20; set tcp_keepalives_interval = 10; set tcp_keepalives_count = 3',
      );
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [lockClass, processId],
      );
      // Another live process hashes to the same key: vanishingly rare, and fatal only to us.
      if (!rows[0]?.locked)
        throw new Error('Another process holds this process id lock; restart the process');
    },
  });
  return { refs: 0, stop };
}
