import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SizeCachingNodeFS } from './pglite-file-sizes.ts';

describe('the embedded database remembers its files’ sizes', () => {
  let dataDir: string;
  let pglite: PGlite;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'showdesk-sizes-'));
    pglite = await PGlite.create({ dataDir, fs: new SizeCachingNodeFS(dataDir) });
    await pglite.exec('create table t (id serial primary key, body text)');
  });
  afterAll(async () => {
    await pglite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The table's and its index's size as PostgreSQL sees it, and as the files are on disk. */
  const sizes = async () => {
    const { rows } = await pglite.query<{ relation: string; size: number; file: string }>(
      `select c.relname as relation, pg_relation_size(c.oid)::int as size,
              pg_relation_filepath(c.oid) as file
         from pg_class c where c.relname in ('t', 't_pkey') order by c.relname`,
    );
    return rows.map((row) => ({
      relation: row.relation,
      seen: row.size,
      onDisk: fs.statSync(path.join(dataDir, row.file)).size,
    }));
  };
  const expectTrueSizes = async () => {
    for (const { relation, seen, onDisk } of await sizes()) {
      expect(seen, relation).toBe(onDisk);
    }
  };

  it('sees every growth and truncation of a table (inserts, a checkpoint, delete and vacuum)', async () => {
    await expectTrueSizes();
    await pglite.exec(
      `insert into t (body) select repeat('x', 500) from generate_series(1, 5000); checkpoint`,
    );
    const grown = await sizes();
    expect(grown.every((s) => s.onDisk > 8192)).toBe(true);
    await expectTrueSizes();
    // Emptied and vacuumed: the table's file is truncated.
    await pglite.exec('delete from t');
    await pglite.exec('vacuum t');
    await pglite.exec('checkpoint');
    const [table] = (await sizes()).filter((s) => s.relation === 't');
    expect(table!.onDisk).toBeLessThan(grown.find((s) => s.relation === 't')!.onDisk);
    await expectTrueSizes();
    // Grows again from there, and a truncate gives the table a new file.
    await pglite.exec(
      `insert into t (body) select repeat('y', 500) from generate_series(1, 2000); checkpoint`,
    );
    await expectTrueSizes();
    await pglite.exec(
      `truncate t; insert into t (body) select 'z' from generate_series(1, 10); checkpoint`,
    );
    await expectTrueSizes();
    const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from t');
    expect(rows[0]!.n).toBe(10);
  });

  it('answers a seek to a file’s end without asking the operating system each time', async () => {
    const fstat = vi.spyOn(fs, 'fstatSync');
    try {
      for (let i = 0; i < 50; i++) await pglite.query('select count(*) from t where id > $1', [i]);
      // Without the remembered sizes every plan and scan asks: at least one per statement.
      expect(fstat.mock.calls.length).toBeLessThan(10);
    } finally {
      fstat.mockRestore();
    }
  });
});
