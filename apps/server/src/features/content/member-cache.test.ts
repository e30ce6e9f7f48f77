import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../test/support/caller.ts';
import { contentFixtures } from '../../../test/support/content-fixtures.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import type { TestApp } from '../../../test/support/harness.ts';
import { createTwoProcesses, type TwoProcesses } from '../../../test/support/two-processes.ts';
import { contentPages } from '../../db/schema/content.ts';
import { versionedAreas } from '../../db/schema/data-versions.ts';
import { teams } from '../../db/schema/teams.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Listed = { content: { id: string; title: string }[] };

/**
 * Members' hot reads are answered from a cache stamped with the event's content version. On
 * PostgreSQL two app processes share the database: a write on one must be seen by the very
 * next read on the other, with no message between them.
 */
describe.each(testDatabases)('cached member reads on %s', (kind) => {
  let writer: TestApp;
  let reader: TestApp;
  let processes: TwoProcesses;
  let event: EventRow;
  let organiser: Caller;
  let member: Caller;
  let memberTeamId: string;
  let typeA: string;

  beforeAll(async () => {
    processes = await createTwoProcesses(kind);
    ({ writer, reader } = processes);
    const fx = contentFixtures(writer);
    event = await writer.buildEvent();
    typeA = await fx.buildTeamType(event, 'Type A');
    // An admin: the featured pages are an admin's setting.
    organiser = await callerFor(
      writer,
      event,
      await writer.buildUser(event.id, { permissions: 'admin' }),
    );
    const user = await fx.buildMemberOfTeam(event, {});
    member = await callerFor(reader, event, user);
    [memberTeamId] = (
      await writer.deps.db
        .select({ id: teams.id })
        .from(teams)
        .where(and(eq(teams.eventId, event.id), eq(teams.ownerId, user.userId)))
    ).map((r) => r.id) as [string];
  });
  afterAll(() => processes.close());

  const titles = async (path = '/member/content') => {
    const response = await member.get(path);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Listed).content.map((p) => p.title);
  };

  it('shows a page added, renamed, limited and featured on the other process at the next read', async () => {
    expect(await titles()).toEqual([]);
    const added = await organiser.post('/content', { title: 'Welcome', isPublished: true });
    expect(added.statusCode).toBe(201);
    const id = added.json().id as string;
    expect(await titles()).toEqual(['Welcome']);
    expect(await titles()).toEqual(['Welcome']);

    expect((await organiser.patch(`/content/${id}`, { title: 'Hello' })).statusCode).toBe(200);
    expect(await titles()).toEqual(['Hello']);
    const page = await member.get(`/member/content/${id}`);
    expect(page.json().title).toBe('Hello');

    // Limited to a team type the member's team lacks, then given that type: the reader is
    // read with every request, so the change to the team shows at once too.
    await organiser.patch(`/content/${id}`, { allowedTeamTypeIds: [typeA] });
    expect(await titles()).toEqual([]);
    expect((await member.get(`/member/content/${id}`)).statusCode).toBe(404);
    await writer.deps.db
      .update(teams)
      .set({ teamTypeId: typeA })
      .where(and(eq(teams.eventId, event.id), eq(teams.id, memberTeamId)));
    expect(await titles()).toEqual(['Hello']);

    expect(await titles('/member/featured-content')).toEqual([]);
    const featured = await organiser.put('/settings/featured', { contentIds: [id] });
    expect(featured.statusCode, featured.body).toBe(200);
    expect(await titles('/member/featured-content')).toEqual(['Hello']);
  });

  it('sees a write that bypasses the services (the version is bumped by the database)', async () => {
    const added = await organiser.post('/content', { title: 'Raw', isPublished: true });
    const id = added.json().id as string;
    expect(await titles()).toContain('Raw');
    await writer.deps.db
      .update(contentPages)
      .set({ title: 'Raw edit' })
      .where(and(eq(contentPages.eventId, event.id), eq(contentPages.id, id)));
    expect(await titles()).toContain('Raw edit');
    await writer.deps.db
      .delete(contentPages)
      .where(and(eq(contentPages.eventId, event.id), eq(contentPages.id, id)));
    expect(await titles()).not.toContain('Raw edit');
  });

  it('keeps one event’s writes from another event’s version', async () => {
    const other = await writer.buildEvent();
    const version = async (ev: EventRow) => {
      const result = await writer.deps.db.execute(
        sql`select coalesce(max(version), 0)::int as v from event_data_versions where event_id = ${ev.id}`,
      );
      return (result as unknown as { rows: { v: number }[] }).rows[0]!.v;
    };
    const before = await version(event);
    const otherOrganiser = await callerFor(
      writer,
      other,
      await writer.buildUser(other.id, { permissions: 'moderator' }),
    );
    await otherOrganiser.post('/content', { title: 'Elsewhere', isPublished: true });
    expect(await version(other)).toBeGreaterThan(0);
    expect(await version(event)).toBe(before);
  });

  it('gives every table of a versioned area its trigger', async () => {
    const result = await writer.deps.db.execute(
      sql`select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
          where not t.tgisinternal and t.tgname like '%\\_content\\_version'`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows
      .map((r) => r.table_name)
      .sort();
    expect(tables).toEqual([...versionedAreas.content].sort());
  });
});
