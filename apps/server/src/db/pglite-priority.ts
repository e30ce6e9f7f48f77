import type { PGlite } from '@electric-sql/pglite';
import { type InteractiveRequests, type WorkPriority, workPriority } from './lock-holds.ts';

type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * How long background work waits at most while interactive work keeps coming; while it keeps
 * coming, one background statement goes per this time.
 */
export const backgroundWaitMs = 250;

/**
 * How long no interactive request must be under way before background work starts: requests
 * coming one after another leave gaps of well under a millisecond between them.
 */
export const idleGraceMs = 2;

interface Waiter {
  priority: WorkPriority;
  since: number;
  start: () => void;
}

/**
 * The embedded database has one connection, and its statements run on this process's thread:
 * whoever takes it next decides how long a member waits. PGlite hands it over in arrival order,
 * so a member's read queued behind three reports' statements waited for all three (the bench's
 * fairness run: member reads' p99 over 100 ms while reports and an export ran in a loop, though
 * no hold lasted 50 ms). This puts interactive work first:
 * - when the connection comes free, the first interactive waiter takes it (not reports,
 *   exports or jobs: `withLockLabel(…, { priority })`), so a member waits at most for the
 *   statement already running; then jobs (emails, webhooks);
 * - heavy work (reports, exports) starts only while no interactive request is under way
 *   (`InteractiveRequests`): a member's request spends most of its time outside the database,
 *   and a report's statement started in such a gap made it wait all the same;
 *   (nor in the `idleGraceMs` after the last one ended);
 * - work that has waited longer than `backgroundWaitMs` goes first, one statement per that
 *   time, so a busy day slows reports down but never stops them.
 * The order decides only who goes next: one statement or transaction runs at a time, as before
 * (PGlite's own lock is still taken inside).
 */
export function prioritiseInteractive(pglite: PGlite, interactive: InteractiveRequests) {
  const target = pglite as unknown as { _runExclusiveTransaction?: Exclusive };
  const exclusive = target._runExclusiveTransaction?.bind(pglite);
  if (!exclusive) return;
  let held = false;
  const waiting: Waiter[] = [];
  let wakeUp: ReturnType<typeof setTimeout> | undefined;
  /** When background work last went ahead of interactive requests under way (its bound). */
  let lastOverdue = Number.NEGATIVE_INFINITY;
  /** When the last interactive request under way ended (see `idleGraceMs`). */
  let idleSince = Number.NEGATIVE_INFINITY;

  /** The waiter to start now, if any may start. */
  const nextWaiter = () => {
    const now = performance.now();
    // One overdue statement per bound, however many wait: a flood of member requests leaves
    // reports and exports a share, not a lane per report.
    if (now - lastOverdue > backgroundWaitMs) {
      const overdue = waiting.findIndex(
        (w) => w.priority !== 'interactive' && now - w.since > backgroundWaitMs,
      );
      if (overdue >= 0) {
        lastOverdue = now;
        return overdue;
      }
    }
    const person = waiting.findIndex((w) => w.priority === 'interactive');
    if (person >= 0) return person;
    // Jobs (emails, webhooks) go whenever no interactive statement waits: a busy show must not
    // hold its emails back.
    const job = waiting.findIndex((w) => w.priority === 'background');
    if (job >= 0) return job;
    const isIdle = interactive.count() === 0 && now - idleSince >= idleGraceMs;
    return waiting.length > 0 && isIdle ? 0 : -1;
  };

  let wakeAt = Number.POSITIVE_INFINITY;
  /** Pumps again at `at` (or sooner, when already asked for sooner). */
  const schedule = (at: number) => {
    if (wakeUp !== undefined && wakeAt <= at) return;
    clearTimeout(wakeUp);
    wakeAt = at;
    wakeUp = setTimeout(
      () => {
        wakeUp = undefined;
        wakeAt = Number.POSITIVE_INFINITY;
        pump();
      },
      Math.max(0, at - performance.now()),
    );
  };

  const pump = () => {
    if (held) return;
    const next = nextWaiter();
    if (next < 0) {
      // Only background work waits, behind requests under way: it goes once they have ended
      // (and none came in the grace), or when the oldest has waited its bound.
      const oldest = waiting[0];
      if (oldest) {
        const overdueAt = Math.max(oldest.since, lastOverdue) + backgroundWaitMs + 1;
        const idleAt = interactive.count() === 0 ? idleSince + idleGraceMs : overdueAt;
        schedule(Math.min(overdueAt, idleAt));
      }
      return;
    }
    clearTimeout(wakeUp);
    wakeUp = undefined;
    wakeAt = Number.POSITIVE_INFINITY;
    const [waiter] = waiting.splice(next, 1);
    held = true;
    waiter!.start();
  };
  interactive.onIdle(() => {
    idleSince = performance.now();
    pump();
  });

  target._runExclusiveTransaction = (<T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        exclusive(work)
          .then(resolve, reject)
          .finally(() => {
            held = false;
            pump();
          });
      };
      waiting.push({ priority: workPriority(), since: performance.now(), start });
      pump();
    })) as Exclusive;
}
