import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const plannedRows = async (db: Awaited<ReturnType<typeof openDatabase>>['db']) => {
  const result = await db.execute(
    sql`select reltuples::int as n from pg_class where relname = 'events'`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]!.n;
};

describe('the embedded database statistics (PGlite has no autovacuum)', () => {
  it('are fresh when the database opens, so the planner knows how big tables have grown', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-stats-'));
    dirs.push(dataDir);
    const first = await openDatabase({ dataDir });
    await first.db.execute(sql`
      insert into events (id, slug, name, hostnames)
      select 'e' || i, 's' || i, 'Event ' || i, array['h' || i || '.test']
      from generate_series(1, 500) as i`);
    // Without an ANALYZE since the rows arrived, the planner does not know about them.
    expect(await plannedRows(first.db)).toBeLessThan(500);
    await first.close();

    const again = await openDatabase({ dataDir });
    expect(await plannedRows(again.db)).toBe(500);
    await again.close();
  });
});
