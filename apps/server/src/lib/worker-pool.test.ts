import { describe, expect, it } from 'vitest';
import { PoolTaskError, WorkerPool } from './worker-pool.ts';

const file = new URL('../../test/support/pool-test-worker.ts', import.meta.url);
const pool = (options: Partial<ConstructorParameters<typeof WorkerPool>[0]> = {}) =>
  new WorkerPool<object, string>({ file, size: 1, timeoutMs: 500, maxQueue: 10, ...options });

describe('worker pool', () => {
  it('runs tasks on a thread and answers each', async () => {
    const p = pool();
    try {
      expect(await Promise.all([p.run({ echo: 'a' }), p.run({ echo: 'b' })])).toEqual(['a', 'b']);
      await expect(p.run({ fail: 'nope' })).rejects.toThrow('nope');
      expect(await p.run({ echo: 'after a failure' })).toBe('after a failure');
    } finally {
      await p.close();
    }
  });

  it('ends a thread whose task runs over the time limit; the task fails alone and the next one runs', async () => {
    const p = pool({ timeoutMs: 300 });
    try {
      const started = Date.now();
      const runaway = p.run({ spinMs: 60_000 });
      const next = p.run({ echo: 'next' });
      await expect(runaway).rejects.toMatchObject({ reason: 'timeout' });
      expect(await next).toBe('next');
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await p.close();
    }
  });

  it('keeps the main thread free while a thread spins', async () => {
    const p = pool({ timeoutMs: 1_000 });
    try {
      const runaway = p.run({ spinMs: 60_000 }).catch((error: unknown) => error);
      // Timers on this thread keep their pace while the worker spins.
      const lags: number[] = [];
      for (let i = 0; i < 10; i++) {
        const at = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 20));
        lags.push(performance.now() - at - 20);
      }
      expect(Math.max(...lags)).toBeLessThan(200);
      expect(await runaway).toBeInstanceOf(PoolTaskError);
    } finally {
      await p.close();
    }
  });

  it('ends a thread that uses more memory than allowed', async () => {
    const p = pool({ timeoutMs: 20_000, resourceLimits: { maxOldGenerationSizeMb: 32 } });
    try {
      await expect(p.run({ fillMb: 400 })).rejects.toMatchObject({ reason: 'memory' });
      expect(await p.run({ echo: 'fresh thread' })).toBe('fresh thread');
    } finally {
      await p.close();
    }
  });

  it('refuses tasks beyond its queue at once, and all of them once closed', async () => {
    const p = pool({ maxQueue: 1, timeoutMs: 2_000 });
    // Once the thread has started, a task goes straight to it and the next one waits.
    expect(await p.run({ echo: 'warm' })).toBe('warm');
    const first = p.run({ spinMs: 300 });
    const queued = p.run({ echo: 'queued' });
    await expect(p.run({ echo: 'too many' })).rejects.toMatchObject({ reason: 'busy' });
    expect(await first).toBe('spun');
    expect(await queued).toBe('queued');
    await p.close();
    await expect(p.run({ echo: 'late' })).rejects.toMatchObject({ reason: 'closed' });
  });
});
