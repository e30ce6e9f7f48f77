import { describe, expect, it } from 'vitest';
import { KeptCounts } from './kept-counts.ts';

/** A count that says how often it ran: the whole trail, or what came after a number. */
function counter(entries: number[]) {
  const calls: string[] = [];
  return {
    calls,
    count: (upTo: number) => ({
      all: async () => {
        calls.push(`all ${upTo}`);
        return entries.filter((id) => id <= upTo).length;
      },
      after: async (after: number) => {
        calls.push(`after ${after}`);
        return entries.filter((id) => id > after && id <= upTo).length;
      },
    }),
  };
}

describe('the Activity list’s kept totals', () => {
  it('counts once, then only what was written since', async () => {
    let now = 0;
    const kept = new KeptCounts(() => now);
    const entries = [1, 2, 3];
    const c = counter(entries);
    expect(await kept.total('q', { upTo: 3, firstId: 1 }, c.count(3))).toBe(3);
    expect(await kept.total('q', { upTo: 3, firstId: 1 }, c.count(3))).toBe(3);
    entries.push(4, 5);
    now = 10_000;
    expect(await kept.total('q', { upTo: 5, firstId: 1 }, c.count(5))).toBe(5);
    expect(c.calls).toEqual(['all 3', 'after 3']);
  });

  it('counts again from scratch once entries were removed or the total is a minute old', async () => {
    let now = 0;
    const kept = new KeptCounts(() => now);
    const entries = [1, 2, 3];
    const c = counter(entries);
    await kept.total('q', { upTo: 3, firstId: 1 }, c.count(3));
    entries.shift();
    expect(await kept.total('q', { upTo: 3, firstId: 2 }, c.count(3))).toBe(2);
    now = 61_000;
    expect(await kept.total('q', { upTo: 3, firstId: 2 }, c.count(3))).toBe(2);
    expect(c.calls).toEqual(['all 3', 'all 3', 'all 3']);
  });

  it('keeps each search apart', async () => {
    const kept = new KeptCounts(() => 0);
    const c = counter([1, 2]);
    await kept.total('a', { upTo: 2, firstId: 1 }, c.count(2));
    await kept.total('b', { upTo: 2, firstId: 1 }, c.count(2));
    expect(c.calls).toEqual(['all 2', 'all 2']);
  });
});
