import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInteractiveRequests, withLockLabel } from './lock-holds.ts';
import { backgroundWaitMs, prioritiseInteractive } from './pglite-priority.ts';

describe('the embedded database puts interactive work first', () => {
  let pglite: PGlite;
  const interactive = createInteractiveRequests();
  beforeAll(async () => {
    pglite = await PGlite.create();
    prioritiseInteractive(pglite, interactive);
  });
  afterAll(() => pglite.close());

  /** A statement that records when it ran, as background work or not. */
  const statement = (order: string[], name: string, heavy: boolean, sleep = 0) =>
    withLockLabel(
      name,
      async () => {
        await pglite.query(`select pg_sleep(${sleep})`);
        order.push(name);
      },
      { priority: heavy ? 'heavy' : 'interactive' },
    );

  it('lets a member’s read go before reports queued earlier, and one statement runs at a time', async () => {
    const order: string[] = [];
    const running = statement(order, 'report 1', true, 0.05);
    // Queued while the first report's statement runs: two more reports, then a member's read.
    const queued = [
      statement(order, 'report 2', true),
      statement(order, 'report 3', true),
      statement(order, 'member read', false),
      statement(order, 'member read 2', false),
    ];
    await Promise.all([running, ...queued]);
    expect(order).toEqual(['report 1', 'member read', 'member read 2', 'report 2', 'report 3']);
  });

  it('never holds background work back longer than its bound while reads keep coming', async () => {
    const order: string[] = [];
    const started = performance.now();
    const blocker = statement(order, 'blocker', false, 0.05);
    // Queued behind the blocker, with reads coming for three times the bound.
    const report = statement(order, 'report', true);
    // Three members reading one after the other: some read is always waiting.
    const reader = async (who: string) => {
      for (let i = 0; performance.now() - started < backgroundWaitMs * 3; i++) {
        await statement(order, `${who} read ${i}`, false, 0.01);
      }
    };
    await Promise.all([blocker, report, reader('a'), reader('b'), reader('c')]);
    const reportAt = order.indexOf('report');
    // Reads went first for a while (10 ms each, the bound is 250 ms), and the report ran long
    // before the reads stopped coming.
    expect(reportAt).toBeGreaterThan(10);
    expect(reportAt).toBeLessThan(order.length - 10);
  });

  it('holds background work back while an interactive request is under way, and starts it when that ends', async () => {
    const order: string[] = [];
    const ended = interactive.begin();
    const report = statement(order, 'report', true);
    // The connection is free, but a member's request is under way (outside the database).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(order).toEqual([]);
    // Its own statement goes at once.
    await statement(order, 'member read', false);
    expect(order).toEqual(['member read']);
    ended();
    await report;
    expect(order).toEqual(['member read', 'report']);
  });

  it('lets a job go while interactive requests are under way but none waits for the connection', async () => {
    const order: string[] = [];
    const ended = interactive.begin();
    try {
      const started = performance.now();
      await withLockLabel(
        'job',
        async () => {
          await pglite.query('select 1');
          order.push('job');
        },
        { priority: 'background' },
      );
      expect(order).toEqual(['job']);
      expect(performance.now() - started).toBeLessThan(backgroundWaitMs);
    } finally {
      ended();
    }
  });

  it('starts background work after its bound when interactive requests stay under way', async () => {
    const order: string[] = [];
    const ended = interactive.begin();
    try {
      const started = performance.now();
      await statement(order, 'report', true);
      expect(performance.now() - started).toBeGreaterThanOrEqual(backgroundWaitMs);
      expect(order).toEqual(['report']);
    } finally {
      ended();
    }
  });

  it('passes a failing statement’s error on and carries on with the next', async () => {
    const failing = withLockLabel('bad', () => pglite.query('select * from no_such_table'), {
      priority: 'heavy',
    });
    const next = pglite.query<{ one: number }>('select 1 as one');
    await expect(failing).rejects.toThrow(/no_such_table/);
    expect((await next).rows[0]?.one).toBe(1);
  });
});
