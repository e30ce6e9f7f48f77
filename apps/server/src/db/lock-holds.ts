import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database has one connection: PGlite runs every statement and transaction under
 * its lock, and its statements run synchronously on this process's thread. Whoever holds the
 * lock for long makes every other request wait (no hold over ~100 ms). This times each
 * hold and keeps, per label (the route pattern of the request that took it, or the job), how many
 * holds there were, the longest and how many passed `longHoldMs`: `/metrics` shows them, and a
 * hold over the bound is logged with its label, so the culprits name themselves.
 */
export const longHoldMs = 100;

/** Figures of one label's holds since the process started. */
export interface LockHoldFigures {
  holds: number;
  longestMs: number;
  /** Holds longer than `longHoldMs`. */
  longHolds: number;
}

export interface LockHolds {
  /** Figures per label ('other' for work outside any request or job). */
  byLabel(): ReadonlyMap<string, LockHoldFigures>;
  /** Told of every hold longer than `longHoldMs` (the runtime logs it). */
  onLongHold?: (label: string, ms: number) => void;
  /** The requests under way that background work gives way to (the metrics hooks count them). */
  interactive: InteractiveRequests;
}

interface HoldScope {
  label: string;
  /** How the work waits for the connection (see `prioritiseInteractive`). */
  priority: WorkPriority;
}

/**
 * interactive: a person waits at a screen. background: jobs (emails, webhooks, imports), which
 * let interactive statements waiting for the connection go first. heavy: organisers' reports
 * and exports (route config `databasePriority: 'background'`), which also hold back while any
 * interactive request is under way.
 */
export type WorkPriority = 'interactive' | 'background' | 'heavy';

const scope = new AsyncLocalStorage<HoldScope>();

/**
 * Runs `work` with its database holds counted under `label` (a route pattern, a job name),
 * waiting for the connection as its `priority` says (default interactive).
 */
export function withLockLabel<T>(
  label: string,
  work: () => T,
  { priority = 'interactive' }: { priority?: WorkPriority } = {},
): T {
  return scope.run({ label, priority }, work);
}

/** How the work running now waits for the connection (`withLockLabel`). */
export const workPriority = (): WorkPriority => scope.getStore()?.priority ?? 'interactive';

/**
 * Interactive requests under way (arrived, not answered) on one database: background work on
 * the embedded database holds back while any is, not only while one waits for the connection (a
 * member's request spends most of its time outside the database, and a report's statement
 * started in that gap made it wait). One per database (`timeLockHolds`), so two apps in one
 * process (the tests) never hold each other's work back. See `prioritiseInteractive`.
 */
export interface InteractiveRequests {
  /** Counts an interactive request from its arrival; the returned function ends it (once). */
  begin(): () => void;
  /** How many are under way. */
  count(): number;
  /** Calls `listener` whenever the last one under way ends; returns its removal. */
  onIdle(listener: () => void): () => void;
}

export function createInteractiveRequests(): InteractiveRequests {
  let inFlight = 0;
  const idleListeners = new Set<() => void>();
  return {
    begin() {
      inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight === 0) for (const listener of idleListeners) listener();
      };
    },
    count: () => inFlight,
    onIdle(listener) {
      idleListeners.add(listener);
      return () => idleListeners.delete(listener);
    },
  };
}

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Times PGlite's holds: its transaction lock, taken by every query, exec and transaction (the
 * statements of a transaction run under it), and the data dump a backup takes under its query
 * lock. Relies on PGlite 0.5's `_runExclusiveTransaction`; without it nothing is timed.
 */
export function timeLockHolds(pglite: PGlite): LockHolds {
  const figures = new Map<string, LockHoldFigures>();
  const holds: LockHolds = { byLabel: () => figures, interactive: createInteractiveRequests() };
  const record = (label: string, ms: number) => {
    let entry = figures.get(label);
    if (!entry) {
      entry = { holds: 0, longestMs: 0, longHolds: 0 };
      figures.set(label, entry);
    }
    entry.holds += 1;
    if (ms > entry.longestMs) entry.longestMs = ms;
    if (ms > longHoldMs) {
      entry.longHolds += 1;
      holds.onLongHold?.(label, ms);
    }
  };
  const timed = (label: string, work: () => Promise<unknown>) => async () => {
    const started = performance.now();
    try {
      return await work();
    } finally {
      record(label, performance.now() - started);
    }
  };
  const target = pglite as unknown as { _runExclusiveTransaction?: Exclusive };
  const exclusive = target._runExclusiveTransaction?.bind(pglite);
  if (exclusive) {
    target._runExclusiveTransaction = ((work: () => Promise<unknown>) =>
      exclusive(timed(scope.getStore()?.label ?? 'other', work))) as Exclusive;
  }
  const dump = pglite.dumpDataDir.bind(pglite);
  pglite.dumpDataDir = (async (...args: Parameters<typeof dump>) => {
    // The dump waits for the query lock inside: its time is the hold, less a statement's wait.
    const started = performance.now();
    try {
      return await dump(...args);
    } finally {
      record(scope.getStore()?.label ?? 'backup', performance.now() - started);
    }
  }) as typeof pglite.dumpDataDir;
  return holds;
}
