import type { PGlite } from '@electric-sql/pglite';
import { isBackgroundWork } from './lock-holds.ts';

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/** How long background work waits at most while interactive work keeps coming. */
export const backgroundWaitMs = 250;

interface Waiter {
  background: boolean;
  since: number;
  start: () => void;
}

/**
 * The embedded database has one connection, and its statements run on this process's thread:
 * whoever takes it next decides how long a member waits. PGlite hands it over in arrival order,
 * so a member's read queued behind three reports' statements waited for all three (the bench's
 * fairness run: member reads' p99 over 100 ms while reports and an export ran in a loop, though
 * no hold lasted 50 ms). This puts interactive work first: when the connection comes free, the
 * first waiter that is not background work (`withLockLabel(…, { background: true })`: reports,
 * exports, jobs) takes it, so a member waits at most for the statement already running.
 * Background work waiting longer than `backgroundWaitMs` goes first, so a busy day slows
 * reports down but never stops them. The order decides only who goes next: one statement or
 * transaction runs at a time, as before (PGlite's own lock is still taken inside).
 */
export function prioritiseInteractive(pglite: PGlite) {
  const target = pglite as unknown as { _runExclusiveTransaction?: Exclusive };
  const exclusive = target._runExclusiveTransaction?.bind(pglite);
  if (!exclusive) return;
  let held = false;
  const waiting: Waiter[] = [];

  const handOver = () => {
    const now = performance.now();
    let next = waiting.findIndex((w) => w.background && now - w.since > backgroundWaitMs);
    if (next < 0) next = waiting.findIndex((w) => !w.background);
    if (next < 0) next = 0;
    const [waiter] = waiting.splice(next, 1);
    held = waiter !== undefined;
    waiter?.start();
  };

  target._runExclusiveTransaction = (<T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        exclusive(work).then(resolve, reject).finally(handOver);
      };
      if (!held && waiting.length === 0) {
        held = true;
        start();
      } else {
        waiting.push({ background: isBackgroundWork(), since: performance.now(), start });
      }
    })) as Exclusive;
}
