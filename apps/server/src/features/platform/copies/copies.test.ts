import { text } from 'node:stream/consumers';
import { wallClockIn } from '@showdesk/domain/common/time-zones';
import type { EventCopy } from '@showdesk/domain/platform/event-copy';
import { defaultEventSettings } from '@showdesk/domain/platform/settings';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCallerFor } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { useTestApp } from '../../../../test/support/harness.ts';
import { eventCopies, events } from '../../../db/schema/events.ts';
import { assets, storedFiles } from '../../../db/schema/files.ts';
import { forms, submissions } from '../../../db/schema/forms.ts';
import { notifications } from '../../../db/schema/notifications.ts';
import { eventSettings } from '../../../db/schema/settings.ts';
import { taskStatuses, tasks } from '../../../db/schema/tasks.ts';
import { teams } from '../../../db/schema/teams.ts';
import { members } from '../../../db/schema/users.ts';
import { formWebhooks } from '../../../db/schema/webhooks.ts';
import { globalTableNames } from '../../../db/schema.ts';
import type { EventRow } from '../events/queries.ts';
import { saveSettingsData } from '../settings/queries.ts';
import { movedInstantSql, moveInstant } from './copy-sql.ts';
import { copiedTables, copySteps, neverCopied, specialTables, tableName } from './plan.ts';
import { recoverEventCopies } from './recovery.ts';

type Login = { email: string; password: string; userId: string };

/** Every row of every event-owned table for one event, as text, table by table. */
async function snapshot(
  db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> },
  eventId: string,
) {
  const tables = await eventTables(db);
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const result = (await db.execute(
      sql`select t::text as row from ${sql.identifier(table)} t where event_id = ${eventId}`,
    )) as { rows: Array<{ row: string }> };
    out[table] = result.rows.map((r) => r.row).sort();
  }
  return out;
}

async function eventTables(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }) {
  const result = (await db.execute(sql`
    select table_name from information_schema.columns
    where table_schema = 'public' and column_name = 'event_id' order by 1`)) as {
    rows: Array<{ table_name: string }>;
  };
  return result.rows.map((r) => r.table_name).filter((name) => !globalTableNames.has(name));
}

describe.each(testDatabases)('copying an event on %s', (kind) => {
  const t = useTestApp(kind);
  let source: EventRow;
  let root: Login;
  let eventAdmin: Login;
  let owner: Login;
  const fileId = 'file-1';
  const fileKey = () => `${source.id}/assets/asset-1/large`;
  const fileUrl = () => `/api/v1/events/${source.id}/files/${fileId}/logo.png`;

  beforeAll(async () => {
    source = await t.buildEvent({ name: 'Harbour Expo 2026' });
    root = await t.buildUser(source.id, { permissions: 'eventflowAdmin' });
    eventAdmin = await t.buildUser(source.id, { permissions: 'admin' });
    owner = await t.buildUser(source.id, { firstName: 'Olive', surname: 'Owner' });
    const db = t.deps.db;
    await saveSettingsData(
      db,
      source.id,
      'event',
      {
        ...defaultEventSettings,
        eventName: 'Harbour Expo 2026',
        startDate: '2026-05-10',
        endDate: '2026-05-12',
      },
      null,
    );
    await t.deps.storage.put(fileKey(), Buffer.from('the logo'), 'image/png');
    await db.insert(storedFiles).values({
      eventId: source.id,
      id: fileId,
      ownerType: 'asset',
      ownerId: 'asset-1',
      storageKey: fileKey(),
      fileName: 'logo.png',
      contentType: 'image/png',
      size: 8,
    });
    const url = fileUrl();
    await db.insert(assets).values({
      eventId: source.id,
      id: 'asset-1',
      name: 'Logo',
      type: 'image',
      data: { large: url, medium: url, small: url, thumb: url },
    });
    await db.insert(forms).values({ eventId: source.id, id: 'form-1', title: 'Stand order' });
    await db.insert(formWebhooks).values({
      eventId: source.id,
      id: 'hook-1',
      formId: 'form-1',
      name: 'CRM',
      requestUrl: 'https://crm.example.com/hook',
      secret: 'whsec_source_secret',
    });
    await db.insert(tasks).values([
      { eventId: source.id, id: 'task-1', title: 'Send the stand plan', dueDate: '2026-03-01' },
      { eventId: source.id, id: 'task-2', title: 'No deadline' },
    ]);
    await db.insert(notifications).values({
      eventId: source.id,
      id: 'note-1',
      title: 'Build-up reminder',
      status: 'scheduled',
      scheduledAt: new Date('2026-05-01T09:00:00Z'),
    });
    const teamId = await t.buildTeam(source.id, owner.userId);
    await db.insert(submissions).values({
      eventId: source.id,
      id: 'sub-1',
      formId: 'form-1',
      teamId,
      values: { a: 1 },
    });
    await db.insert(taskStatuses).values({
      eventId: source.id,
      taskId: 'task-1',
      teamId,
      isComplete: true,
    });
  });

  const callers = new Map<string, Awaited<ReturnType<typeof apiCallerFor>>>();
  /** One login per person (a login writes their membership's last login time). */
  async function callerOf(who: Login) {
    if (!callers.has(who.email)) callers.set(who.email, await apiCallerFor(t, source, who));
    return callers.get(who.email)!;
  }

  async function copy(who: Login, body: object) {
    return (await callerOf(who)).post(`/api/v1/platform/events/${source.id}/copies`, body);
  }

  async function finished(who: Login, copyId: string): Promise<EventCopy> {
    const caller = await callerOf(who);
    for (let i = 0; i < 200; i++) {
      const body = (await caller.get(`/api/v1/platform/copies/${copyId}`)).json() as EventCopy;
      if (body.status === 'finished' || body.status === 'failed') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the copy did not finish');
  }

  const nextYear = (slug: string, extra: object = {}) => ({
    name: `Harbour Expo 2027 ${slug}`,
    slug,
    hostnames: [`${slug}.example.com`],
    startDate: '2027-05-09',
    endDate: '2027-05-11',
    timeZone: 'Europe/Berlin',
    ...extra,
  });

  it('keeps the copy plan complete: every event table is copied or never copied', async () => {
    const planned = new Set([
      ...Object.values(copiedTables).flatMap((entries) => entries!.map((e) => tableName(e.table))),
      ...Object.keys(specialTables),
      ...Object.keys(neverCopied),
    ]);
    const missing = (await eventTables(t.deps.db)).filter((name) => !planned.has(name));
    expect(missing).toEqual([]);
  });

  it('moves an instant on the wall clock, the same in SQL as on the summary', async () => {
    const cases = [
      // Across London's spring change: 09:00 GMT stays 09:00, now BST.
      { iso: '2026-03-20T09:00:00Z', days: 14, from: 'Europe/London', to: 'Europe/London' },
      { iso: '2026-10-20T23:30:00Z', days: 364, from: 'Europe/London', to: 'Europe/Berlin' },
      { iso: '2026-04-05T13:00:00Z', days: -200, from: 'Pacific/Auckland', to: 'America/New_York' },
      { iso: '2027-01-01T00:00:00Z', days: 366, from: 'Asia/Kolkata', to: 'Asia/Kolkata' },
    ];
    for (const { iso, days, from, to } of cases) {
      const ctx = { days, sourceTimeZone: from, targetTimeZone: to };
      const moved = moveInstant(iso, ctx);
      const wallBefore = wallClockIn(from, new Date(iso));
      const wallAfter = wallClockIn(to, new Date(moved));
      expect([wallAfter.hour, wallAfter.minute]).toEqual([wallBefore.hour, wallBefore.minute]);
      const result = (await t.deps.db.execute(
        sql`select to_char(${movedInstantSql(sql`${iso}::timestamptz`, ctx)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as moved`,
      )) as unknown as { rows: Array<{ moved: string }> };
      expect(result.rows[0]!.moved, `${iso} ${from} → ${to}`).toBe(moved);
    }
    const london = { days: 14, sourceTimeZone: 'Europe/London', targetTimeZone: 'Europe/London' };
    expect(moveInstant('2026-03-20T09:00:00Z', london)).toBe('2026-04-03T08:00:00Z');
  });

  it('refuses everyone but platform admins', async () => {
    const response = await copy(eventAdmin, nextYear('refused'));
    expect(response.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/platform/events/${source.id}/copies`,
      headers: { host: source.hostnames[0] },
      payload: nextYear('anon'),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('has no event admins’ copy unless the installation allows it', async () => {
    const response = await (await callerOf(eventAdmin)).post(
      `/api/v1/events/${source.id}/copies`,
      nextYear('not-allowed'),
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses a taken slug with the platform’s message, and writes nothing', async () => {
    const before = await t.deps.db.select({ id: events.id }).from(events);
    const response = await copy(root, nextYear(source.slug));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('That slug is already in use');
    expect(await t.deps.db.select({ id: events.id }).from(events)).toHaveLength(before.length);
    expect((await copy(root, nextYear('bad-zone', { timeZone: 'Mars/Base' }))).statusCode).toBe(
      400,
    );
  });

  it('copies what was chosen, moves every date, and leaves the source untouched', async () => {
    await callerOf(root);
    const before = await snapshot(t.deps.db, source.id);
    const started = await copy(root, nextYear('expo-2027'));
    expect(started.statusCode).toBe(202);
    const done = await finished(root, started.json().id);
    expect(done.status).toBe('finished');
    const target = done.targetEventId;
    expect(done.summary!.days).toBe(364);
    expect(done.summary!.counts).toMatchObject({ tasks: 2, forms: 1, form_webhooks: 1, assets: 1 });
    expect(done.summary!.dates).toEqual(
      expect.arrayContaining([
        {
          kind: 'task',
          record: 'Send the stand plan',
          field: 'due date',
          before: '2026-03-01',
          after: '2027-02-28',
        },
        {
          kind: 'notification',
          record: 'Build-up reminder',
          field: 'scheduled at',
          // 10:00 on the source's London clock stays 10:00, on the copy's Berlin clock.
          before: '2026-05-01T09:00:00Z',
          after: '2027-04-30T08:00:00Z',
        },
        {
          kind: 'event',
          record: 'Harbour Expo 2027 expo-2027',
          field: 'start date',
          before: '2026-05-10',
          after: '2027-05-09',
        },
      ]),
    );
    const db = t.deps.db;
    const [task] = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.eventId, target), eq(tasks.id, 'task-1')));
    expect(task!.dueDate).toBe('2027-02-28');
    // Notifications come as unscheduled drafts; webhooks off with a new secret.
    const [note] = await db.select().from(notifications).where(eq(notifications.eventId, target));
    expect(note).toMatchObject({ status: 'draft', scheduledAt: null, sentAt: null });
    const [hook] = await db.select().from(formWebhooks).where(eq(formWebhooks.eventId, target));
    expect(hook!.isActive).toBe(false);
    expect(hook!.secret).toMatch(/^whsec_/);
    expect(hook!.secret).not.toBe('whsec_source_secret');
    // Never copied: submissions, task statuses, teams (not chosen), other members.
    expect(await db.select().from(submissions).where(eq(submissions.eventId, target))).toEqual([]);
    expect(await db.select().from(taskStatuses).where(eq(taskStatuses.eventId, target))).toEqual(
      [],
    );
    expect(await db.select().from(teams).where(eq(teams.eventId, target))).toEqual([]);
    const targetMembers = await db.select().from(members).where(eq(members.eventId, target));
    expect(targetMembers.map((m) => [m.userId, m.permissions])).toEqual([
      [root.userId, 'eventflowAdmin'],
    ]);
    // The file is copied to a key of the new event; addresses point at the new event.
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.eventId, target));
    expect(file!.storageKey).toBe(`${target}/assets/asset-1/large`);
    expect(await text((await t.deps.storage.get(file!.storageKey))!.body)).toBe('the logo');
    expect(await text((await t.deps.storage.get(fileKey()))!.body)).toBe('the logo');
    const [asset] = await db.select().from(assets).where(eq(assets.eventId, target));
    expect(asset!.data.large).toBe(`/api/v1/events/${target}/files/${fileId}/logo.png`);
    // The new event: its zone and dates.
    const [row] = await db.select().from(events).where(eq(events.id, target));
    expect(row!.timeZone).toBe('Europe/Berlin');
    const [document] = await db
      .select()
      .from(eventSettings)
      .where(and(eq(eventSettings.eventId, target), eq(eventSettings.kind, 'event')));
    expect(document!.data).toMatchObject({ startDate: '2027-05-09', endDate: '2027-05-11' });
    // The source, row by row.
    expect(await snapshot(t.deps.db, source.id)).toEqual(before);
    // The copied rows write no entry each: the platform's activity has the copy, by its requester.
    const copiedEntries = (await db.execute(sql`
      select record_kind from audit_entries where event_id = ${target}
        and record_kind in ('task', 'form', 'form_webhook', 'asset', 'notification')`)) as unknown as {
      rows: unknown[];
    };
    expect(copiedEntries.rows).toEqual([]);
    const platform = (await db.execute(sql`
      select actor_id, action, record_name, changes from platform_audit_entries
      where event_id = ${target} order by id`)) as unknown as {
      rows: { actor_id: string; action: string; record_name: string; changes: unknown }[];
    };
    expect(platform.rows.map((row) => row.action)).toEqual(
      expect.arrayContaining(['created', 'copied']),
    );
    expect(platform.rows.find((row) => row.action === 'copied')).toEqual({
      actor_id: root.userId,
      action: 'copied',
      record_name: 'Harbour Expo 2027 expo-2027',
      changes: { source: [null, source.name] },
    });
  });

  it('copies the teams only when chosen, owners invited again and nothing of theirs', async () => {
    const started = await copy(
      root,
      nextYear('expo-teams', { options: { teams: true, tasks: false } }),
    );
    const done = await finished(root, started.json().id);
    expect(done.status).toBe('finished');
    const target = done.targetEventId;
    const db = t.deps.db;
    expect(await db.select().from(tasks).where(eq(tasks.eventId, target))).toEqual([]);
    const [team] = await db.select().from(teams).where(eq(teams.eventId, target));
    expect(team!.ownerId).toBe(owner.userId);
    const [membership] = await db
      .select()
      .from(members)
      .where(and(eq(members.eventId, target), eq(members.userId, owner.userId)));
    expect(membership!.status).toBe('invited');
    expect(done.summary!.invited).toBe(1);
  });

  it('recovery queues a copy left by a stopped runner again; it carries on from its step', async () => {
    const started = await copy(root, nextYear('expo-recovered'));
    const done = await finished(root, started.json().id);
    expect(done.status).toBe('finished');
    // As if the process running its last step had been killed.
    await t.deps.db
      .update(eventCopies)
      .set({
        status: 'running',
        done: copySteps.length - 1,
        step: copySteps.at(-1)!,
        runner: 'gone-process/job-1',
        finishedAt: null,
      })
      .where(eq(eventCopies.id, done.id));
    const liveness = {
      processId: 'this-process',
      soleOwner: true,
      deadAmong: async (_tx: unknown, ids: Iterable<string>) => new Set(ids),
      close: async () => {},
    };
    expect(await recoverEventCopies(t.deps, liveness, { startUp: false })).toBe(1);
    const again = await finished(root, done.id);
    expect(again.status).toBe('finished');
    expect(again.summary!.counts).toEqual(done.summary!.counts);
  });
});

describe.each(testDatabases)('event admins copying their event on %s', (kind) => {
  const t = useTestApp(kind, { env: { ALLOW_EVENT_ADMIN_COPY: 'true' } });
  let source: EventRow;
  let other: EventRow;

  beforeAll(async () => {
    source = await t.buildEvent({ name: 'Dock Fair 2026' });
    other = await t.buildEvent({ name: 'Other Fair' });
    await saveSettingsData(
      t.deps.db,
      source.id,
      'event',
      { ...defaultEventSettings, startDate: '2026-06-01', endDate: '2026-06-02' },
      null,
    );
    await t.deps.db.insert(tasks).values({
      eventId: source.id,
      id: 'task-1',
      title: 'Book the crane',
      dueDate: '2026-04-01',
    });
  });

  const body = (slug: string) => ({
    name: `Dock Fair ${slug}`,
    slug,
    hostnames: [`${slug}.example.com`],
    startDate: '2027-06-01',
    endDate: '2027-06-02',
    timeZone: 'Europe/Lisbon',
  });

  it('lets an admin copy their own event, and only theirs', async () => {
    const admin = await t.buildUser(source.id, { permissions: 'admin' });
    const moderator = await t.buildUser(source.id, { permissions: 'moderator' });
    const otherAdmin = await t.buildUser(other.id, { permissions: 'admin' });
    const asAdmin = await apiCallerFor(t, source, admin);
    expect(
      (
        await (
          await apiCallerFor(t, source, moderator)
        ).post(`/api/v1/events/${source.id}/copies`, body('mod'))
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await (
          await apiCallerFor(t, other, otherAdmin)
        ).post(`/api/v1/events/${source.id}/copies`, body('x'))
      ).statusCode,
    ).toBe(404);
    expect(
      (await asAdmin.post(`/api/v1/platform/events/${source.id}/copies`, body('p'))).statusCode,
    ).toBe(403);

    const started = await asAdmin.post(`/api/v1/events/${source.id}/copies`, body('dock-2027'));
    expect(started.statusCode).toBe(202);
    const { id, targetEventId } = started.json();
    let copy: EventCopy | undefined;
    for (let i = 0; i < 200 && copy?.status !== 'finished'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      copy = (await asAdmin.get(`/api/v1/events/${source.id}/copies/${id}`)).json() as EventCopy;
    }
    expect(copy!.status).toBe('finished');
    const [membership] = await t.deps.db
      .select()
      .from(members)
      .where(and(eq(members.eventId, targetEventId), eq(members.userId, admin.userId)));
    expect(membership!.permissions).toBe('admin');
    const [task] = await t.deps.db.select().from(tasks).where(eq(tasks.eventId, targetEventId));
    expect(task!.dueDate).toBe('2027-04-01');
    // Another event's admin reads no copy of this one.
    expect(
      (
        await (
          await apiCallerFor(t, other, otherAdmin)
        ).get(`/api/v1/events/${other.id}/copies/${id}`)
      ).statusCode,
    ).toBe(404);
  });
});
