import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { events } from './schema/events.ts';

describe('the write clock of the embedded database', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
  });
  afterAll(() => handle.close());

  const clock = () => handle.writeClock!.now();

  it('does not move on reads', async () => {
    const before = clock();
    await handle.db.select().from(events);
    await handle.db.execute(sql`select 1`);
    expect(clock()).toBe(before);
  });

  it('moves after a write, and after a transaction', async () => {
    const before = clock();
    await handle.db
      .insert(events)
      .values({ id: 'ev-clock', slug: 'clock', name: 'Clock', hostnames: [] });
    const afterInsert = clock();
    expect(afterInsert).toBeGreaterThan(before);
    await handle.db.transaction(async (tx) => {
      await tx.update(events).set({ name: 'Clock 2' }).where(sql`${events.id} = 'ev-clock'`);
    });
    expect(clock()).toBeGreaterThan(afterInsert);
  });

  it('moves even when a write fails', async () => {
    const before = clock();
    await expect(
      handle.db
        .insert(events)
        .values({ id: 'ev-clock', slug: 'clock', name: 'Again', hostnames: [] }),
    ).rejects.toThrow();
    expect(clock()).toBeGreaterThan(before);
  });
});
