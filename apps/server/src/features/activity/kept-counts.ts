/**
 * The Activity list's totals, kept per process between pages: an event's trail only grows at
 * its end (entries are numbered in the order they are written) and loses its oldest entries
 * (retention), so the total of a search is the one counted before plus the matches numbered
 * after it. Counting every match of 100,000 entries on every page is what this saves.
 *
 * A kept total is counted again from scratch when the event's first entry changed (entries
 * removed), when it is older than `maxAgeMs` (an erasure renames actors; a transaction that
 * wrote an entry before the count but committed after it), or when it was never counted.
 */
export interface KeptCount {
  total: number;
  /** The last entry number counted. */
  upTo: number;
  /** The event's first entry number when counted: another means entries were removed. */
  firstId: number;
  countedAt: number;
}

const maxAgeMs = 60_000;
const maxKept = 1000;

export class KeptCounts {
  private readonly kept = new Map<string, KeptCount>();
  private readonly now: () => number;

  /** `now`: the clock (a test's own). */
  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /**
   * The total of the matches of `key` up to entry `upTo`, from a kept total and `countAfter`
   * (the matches after a number), or from `countAll` when none can be built on.
   */
  async total(
    key: string,
    bounds: { upTo: number; firstId: number },
    count: { all: () => Promise<number>; after: (upTo: number) => Promise<number> },
  ): Promise<number> {
    const kept = this.kept.get(key);
    const now = this.now();
    const usable =
      kept &&
      kept.firstId === bounds.firstId &&
      kept.upTo <= bounds.upTo &&
      now - kept.countedAt < maxAgeMs;
    const next: KeptCount = usable
      ? {
          total: kept.total + (kept.upTo === bounds.upTo ? 0 : await count.after(kept.upTo)),
          upTo: bounds.upTo,
          firstId: bounds.firstId,
          countedAt: kept.countedAt,
        }
      : { total: await count.all(), ...bounds, countedAt: now };
    // Most recently used last: the oldest is the first to go.
    this.kept.delete(key);
    this.kept.set(key, next);
    if (this.kept.size > maxKept) this.kept.delete(this.kept.keys().next().value as string);
    return next.total;
  }
}
