import type { ActivityEntry } from '@showdesk/domain/activity/activity';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/support/caller.ts';
import { ok } from '../../../test/support/caller.ts';
import { addTask, buildCast, callerForNewUser } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import { auditEntries } from '../../db/schema/audit.ts';
import { events } from '../../db/schema/events.ts';
import { forgetEvents } from '../platform/events/event-cache.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { exportActivity } from './export.ts';

type Page = { items: ActivityEntry[]; total: number; page: number; pageSize: number };

describe.each(testDatabases)('GET /api/v1/events/:eventId/activity on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let admin: { userId: string };
  let asAdmin: Caller;
  let asModerator: Caller;
  let asOwner: Caller;
  let asStranger: Caller;
  let asGuest: Caller;
  let taskId: string;
  let otherTaskId: string;

  const list = (query = '', caller = asAdmin) => ok<Page>(caller.get(`/activity${query}`));

  /** Moves the entries of `recordId` to `at` (the tests' own clock for the day filters). */
  const setAt = (recordId: string, at: string) =>
    t.deps.db
      .update(auditEntries)
      .set({ at: new Date(at) })
      .where(and(eq(auditEntries.eventId, event.id), eq(auditEntries.recordId, recordId)));

  beforeAll(async () => {
    const cast = await buildCast(t, { eventNames: ['Show 2027', 'Rival show'] });
    ({ event, admin, asAdmin, asModerator, asOwner, asStranger, asGuest } = cast);
    taskId = await addTask(asModerator, { title: 'Risk assessment', dueDate: '2027-03-01' });
    await ok(asAdmin.patch(`/tasks/${taskId}`, { dueDate: '2027-04-15' }));
    // The other event has a task of the same name, changed by its own admin.
    otherTaskId = await addTask(asStranger, { title: 'Risk assessment', dueDate: '2027-03-01' });
    await ok(asStranger.patch(`/tasks/${otherTaskId}`, { dueDate: '2027-05-01' }));
  });

  it('requires authentication', async () => {
    expect((await asGuest.get('/activity')).statusCode).toBe(401);
  });

  it('rejects a user below admin', async () => {
    expect((await asModerator.get('/activity')).statusCode).toBe(403);
    expect((await asOwner.get('/activity')).statusCode).toBe(403);
  });

  it("cannot reach another event's activity", async () => {
    expect((await asStranger.get('/activity', event)).statusCode).toBe(404);
  });

  it('lists who changed a due date and what it was before, newest first', async () => {
    const page = await list(`?filter=recordId:${taskId}`);
    expect(page.items.map((entry) => entry.action)).toEqual(['updated', 'created']);
    const [changed] = page.items;
    expect(changed).toMatchObject({
      actor: { type: 'person', id: admin.userId },
      area: 'tasks',
      record: { kind: 'task', id: taskId, name: 'Risk assessment' },
      action: 'updated',
      changes: [
        { field: 'due_date', label: 'Due date', before: '2027-03-01', after: '2027-04-15' },
      ],
    });
    expect(changed!.actor.name).not.toBe('');
  });

  it("never shows the other event's entries, which exist", async () => {
    const theirs = await ok<Page>(asStranger.get('/activity'));
    expect(theirs.items.some((entry) => entry.record.id === otherTaskId)).toBe(true);
    const ours = await list('?pageSize=200');
    expect(ours.items.some((entry) => entry.record.id === otherTaskId)).toBe(false);
    expect((await list(`?filter=recordId:${otherTaskId}`)).total).toBe(0);
    expect((await list('?q=Rival')).items.every((entry) => entry.record.id !== otherTaskId)).toBe(
      true,
    );
  });

  it('filters by person, area, record kind, action and search', async () => {
    const byAdmin = await list(`?filter=actor:${admin.userId}&filter=kind:task`);
    expect(byAdmin.items.map((entry) => entry.record.id)).toEqual([taskId]);
    const tasks = await list('?filter=area:tasks&pageSize=200');
    expect(tasks.items.length).toBeGreaterThan(0);
    expect(tasks.items.every((entry) => entry.area === 'tasks')).toBe(true);
    const created = await list(`?filter=action:created&filter=recordId:${taskId}`);
    expect(created.items.map((entry) => entry.action)).toEqual(['created']);
    const byName = await list('?q=risk assess');
    expect(byName.items.every((entry) => entry.record.id === taskId)).toBe(true);
    expect(byName.total).toBe(2);
    // The actor's name is searched too.
    const actorName = byAdmin.items[0]!.actor.name;
    const byActor = await list(`?q=${encodeURIComponent(actorName)}&pageSize=200`);
    expect(byActor.items.some((entry) => entry.record.id === taskId)).toBe(true);
    expect(
      byActor.items.every(
        (entry) => entry.actor.name.includes(actorName) || entry.record.name.includes(actorName),
      ),
    ).toBe(true);
  });

  it('filters the system’s entries', async () => {
    const reminded = await addTask(asAdmin, { title: 'Reminded task' });
    await t.deps.db.execute(
      sql`select audit_note(${event.id}, 'tasks', 'task', ${reminded}, 'Reminded task', 'reminded', '{}'::jsonb)`,
    );
    const system = await list('?filter=actor:system');
    expect(system.items.map((entry) => entry.action)).toContain('reminded');
    expect(
      system.items.every((entry) => entry.actor.type === 'system' && entry.actor.id === null),
    ).toBe(true);
  });

  it("filters by days on the event's clock, both days included", async () => {
    const late = await addTask(asAdmin, { title: 'Late night task' });
    // 23:30 on 1 March in Auckland is 10:30 UTC that day: the 1st there, whatever UTC says.
    await setAt(late, '2027-03-01T10:30:00Z');
    await t.deps.db
      .update(events)
      .set({ timeZone: 'Pacific/Auckland' })
      .where(eq(events.id, event.id));
    forgetEvents();
    try {
      const ids = async (query: string) =>
        (await list(`${query}&filter=recordId:${late}`)).items.map((entry) => entry.record.id);
      expect(await ids('?filter=from:2027-03-01&filter=to:2027-03-01')).toEqual([late]);
      expect(await ids('?filter=from:2027-03-02')).toEqual([]);
      expect(await ids('?filter=to:2027-02-28')).toEqual([]);
      const reversed = await asAdmin.get('/activity?filter=from:2027-03-02&filter=to:2027-03-01');
      expect(reversed.statusCode).toBe(400);
    } finally {
      await t.deps.db
        .update(events)
        .set({ timeZone: 'Europe/London' })
        .where(eq(events.id, event.id));
      forgetEvents();
    }
  });

  it('refuses filters it does not know, with their paths', async () => {
    const response = await asAdmin.get('/activity?filter=area:nowhere');
    expect(response.statusCode).toBe(400);
    expect((await asAdmin.get('/activity?filter=colour:red')).statusCode).toBe(400);
  });

  it('pages: the total of every page, an empty page past the end, oldest first on asking', async () => {
    const filter = `&filter=recordId:${taskId}`;
    const first = await list(`?pageSize=1${filter}`);
    const second = await list(`?pageSize=1&page=2${filter}`);
    expect([first.total, second.total]).toEqual([2, 2]);
    expect(first.items[0]!.id).not.toBe(second.items[0]!.id);
    const past = await list(`?pageSize=1&page=9${filter}`);
    expect(past).toMatchObject({ items: [], total: 2, page: 9 });
    const oldest = await list(`?sort=at${filter}`);
    expect(oldest.items[0]!.action).toBe('created');
  });

  it('keeps a total between pages and adds what was written since', async () => {
    const fresh = await addTask(asAdmin, { title: 'Counted task' });
    const filter = `&filter=recordId:${fresh}`;
    expect((await list(`?pageSize=1${filter}`)).total).toBe(1);
    for (const dueDate of ['2027-01-01', '2027-01-02', '2027-01-03'])
      await ok(asAdmin.patch(`/tasks/${fresh}`, { dueDate }));
    expect((await list(`?pageSize=1${filter}`)).total).toBe(4);
    expect((await list(`?pageSize=2&page=2${filter}`)).total).toBe(4);
    // Entries removed (the event's first entry is another): counted again from scratch.
    const [oldest] = await t.deps.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(eq(auditEntries.eventId, event.id))
      .orderBy(auditEntries.id)
      .limit(1);
    await t.deps.db
      .delete(auditEntries)
      .where(and(eq(auditEntries.eventId, event.id), eq(auditEntries.id, oldest!.id)));
    await t.deps.db
      .delete(auditEntries)
      .where(
        and(
          eq(auditEntries.eventId, event.id),
          eq(auditEntries.recordId, fresh),
          eq(auditEntries.action, 'created'),
        ),
      );
    expect((await list(`?pageSize=1${filter}`)).total).toBe(3);
  });

  it('names people and teams in place of their ids', async () => {
    const asNewAdmin = await callerForNewUser(t, event, { permissions: 'admin' });
    const teams = await ok<{ items: { id: string; name: string }[] }>(asNewAdmin.get('/teams'));
    const team = teams.items[0]!;
    await ok(asNewAdmin.patch(`/teams/${team.id}`, { name: 'Renamed stand' }));
    const [entry] = (await list(`?filter=recordId:${team.id}&filter=action:updated`)).items;
    expect(entry!.changes).toEqual([
      { field: 'name', label: 'Name', before: team.name, after: 'Renamed stand' },
    ]);
  });

  describe('GET /activity/export', () => {
    it('exports the filtered entries as CSV, times on the event’s clock', async () => {
      const response = await asAdmin.get(
        `/activity/export?format=csv&filter=recordId:${taskId}&filter=action:updated`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect(response.headers['content-disposition']).toContain('Activity export.csv');
      const lines = response.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'When (Europe/London),Who,Acting as,Area,Record type,Record,Record ID,Action,Changes',
      );
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain('Due date: 01/03/2027 → 15/04/2027');
      expect(lines[1]).toContain(',Person,Tasks,Task,Risk assessment,');
      expect(lines.join('\n')).not.toContain(otherTaskId);
    });

    it('exports XLSX', async () => {
      const xlsx = await asAdmin.get('/activity/export?format=xlsx');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    });

    it('reads batch after batch in the list’s order, none twice or left out', async () => {
      const busy = await addTask(asAdmin, { title: 'Busy task' });
      for (let day = 1; day <= 12; day += 1)
        await ok(
          asAdmin.patch(`/tasks/${busy}`, { dueDate: `2027-06-${String(day).padStart(2, '0')}` }),
        );
      // Two entries in the same microsecond: the keyset's id keeps them apart.
      await setAt(busy, '2027-06-30T09:00:00.123456Z');
      for (const desc of [true, false]) {
        const { stream } = await exportActivity(
          t.deps,
          event.id,
          {
            format: 'csv',
            page: 1,
            pageSize: 25,
            q: '',
            sort: { key: 'at', desc },
            filter: { recordId: busy },
          },
          { batchSize: 5 },
        );
        const text = (await stream.toArray()).join('');
        const rows = text.trim().split('\r\n').slice(1);
        expect(rows).toHaveLength(13);
        const days = rows.map((row) => /→ (\d\d\/06\/2027)/.exec(row)?.[1] ?? 'created');
        const expected = [
          'created',
          ...Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}/06/2027`),
        ];
        expect(days).toEqual(desc ? expected.reverse() : expected);
      }
    });

    it('is for admins only, and refuses an unknown format', async () => {
      expect((await asModerator.get('/activity/export?format=csv')).statusCode).toBe(403);
      expect((await asAdmin.get('/activity/export?format=pdf')).statusCode).toBe(400);
    });
  });

  describe('GET /activity/actors', () => {
    it('lists who made changes, the system too, and never the other event’s people', async () => {
      const page = await ok<{ items: { id: string; type: string; name: string }[] }>(
        asAdmin.get('/activity/actors?pageSize=200'),
      );
      const ids = page.items.map((actor) => actor.id);
      expect(ids).toContain(admin.userId);
      expect(ids).toContain('system');
      const theirs = await ok<{ items: { id: string }[] }>(asStranger.get('/activity/actors'));
      expect(theirs.items.length).toBeGreaterThan(0);
      const people = theirs.items.filter((actor) => actor.id !== 'system');
      expect(people.length).toBeGreaterThan(0);
      for (const actor of people) expect(ids).not.toContain(actor.id);
    });
  });
});
