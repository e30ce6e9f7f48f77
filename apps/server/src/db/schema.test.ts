import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/support/databases.ts';
import { useTestApp } from '../../test/support/harness.ts';
import { globalTableNames } from './schema.ts';

interface ConstraintRow {
  table_name: string;
  constraint_name: string;
  constraint_type: string;
  columns: string[];
  foreign_table: string | null;
}

describe.each(testDatabases)('the schema on %s (the Citus rule)', (kind) => {
  const t = useTestApp(kind);
  let constraints: ConstraintRow[];
  let tables: string[];

  async function load() {
    const tableRows = await t.deps.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%'`,
    );
    tables = ((tableRows as { rows: unknown[] }).rows as Array<{ table_name: string }>).map(
      (r) => r.table_name,
    );
    // Columns of each constraint in key order, from the catalog (information_schema loses the order).
    const rows = await t.deps.db.execute(sql`
      select rel.relname as table_name, con.conname as constraint_name, con.contype as constraint_type,
             array(select att.attname from unnest(con.conkey) with ordinality as k(attnum, ord)
                   join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
                   order by k.ord)::text[] as columns,
             frel.relname as foreign_table
      from pg_constraint con
      join pg_class rel on rel.oid = con.conrelid
      join pg_namespace ns on ns.oid = rel.relnamespace
      left join pg_class frel on frel.oid = con.confrelid
      where ns.nspname = 'public' and con.contype in ('p', 'u', 'f')
      union all
      select tbl.relname, idx.relname, 'u',
             array(select att.attname from unnest(ix.indkey) with ordinality as k(attnum, ord)
                   join pg_attribute att on att.attrelid = ix.indrelid and att.attnum = k.attnum
                   order by k.ord)::text[],
             null
      from pg_index ix
      join pg_class idx on idx.oid = ix.indexrelid
      join pg_class tbl on tbl.oid = ix.indrelid
      join pg_namespace ns on ns.oid = tbl.relnamespace
      where ns.nspname = 'public' and ix.indisunique and not ix.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = ix.indexrelid)
    `);
    constraints = (rows as { rows: unknown[] }).rows as ConstraintRow[];
  }

  beforeAll(async () => {
    await load();
  });

  const eventOwned = () => tables.filter((name) => !globalTableNames.has(name));

  it('knows every table as global or event-owned', () => {
    expect(tables.length).toBeGreaterThan(5);
    expect(eventOwned()).toContain('members');
  });

  const primaryKeyOffenders = () =>
    eventOwned().filter((table) => {
      const pk = constraints.find((c) => c.table_name === table && c.constraint_type === 'p');
      return pk?.columns[0] !== 'event_id';
    });
  const uniqueOffenders = () =>
    constraints
      .filter((c) => c.constraint_type === 'u' && !globalTableNames.has(c.table_name))
      .filter((c) => !c.columns.includes('event_id'))
      .map((c) => `${c.table_name}.${c.constraint_name}`);
  const foreignKeyOffenders = () =>
    constraints
      .filter(
        (c) =>
          c.constraint_type === 'f' &&
          !globalTableNames.has(c.table_name) &&
          c.foreign_table !== null &&
          !globalTableNames.has(c.foreign_table),
      )
      .filter((c) => !c.columns.includes('event_id'))
      .map((c) => `${c.table_name}.${c.constraint_name}`);

  it('gives every event-owned table event_id as the first primary-key column', () => {
    expect(
      constraints.find((c) => c.table_name === 'members' && c.constraint_type === 'p')?.columns,
    ).toEqual(['event_id', 'user_id']);
    expect(primaryKeyOffenders()).toEqual([]);
  });

  it('includes event_id in every unique constraint of an event-owned table', () => {
    expect(constraints.some((c) => c.constraint_name === 'team_members_one_team_per_event')).toBe(
      true,
    );
    expect(uniqueOffenders()).toEqual([]);
  });

  it('includes event_id in every foreign key between event-owned tables', () => {
    expect(
      constraints.filter((c) => c.table_name === 'team_members' && c.constraint_type === 'f'),
    ).toHaveLength(2);
    expect(foreignKeyOffenders()).toEqual([]);
  });

  it('catches a table that breaks the rule', async () => {
    await t.deps.db.execute(
      sql`create table bad_things (id text primary key, event_id text not null, team_id text, code text unique)`,
    );
    await t.deps.db.execute(
      sql`alter table bad_things add constraint bad_things_team_fk foreign key (team_id) references bad_things (id)`,
    );
    await load();
    expect(primaryKeyOffenders()).toEqual(['bad_things']);
    expect(uniqueOffenders()).toEqual(['bad_things.bad_things_code_key']);
    expect(foreignKeyOffenders()).toEqual(['bad_things.bad_things_team_fk']);
    await t.deps.db.execute(sql`drop table bad_things`);
    await load();
  });
});
