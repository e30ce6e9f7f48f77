import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Caller, ok } from '../../../test/support/caller.ts';
import { callersFor } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import type { EventRow } from '../platform/events/queries.ts';
import { deleteAuditEntriesBefore, runAuditRetention } from './audit-retention.ts';

describe.each(testDatabases)('audit retention on %s', (kind) => {
  const t = useTestApp(kind);
  // Today: the entries the event's own writes made just now are within any period.
  const now = new Date();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  let event: EventRow;
  let kept: EventRow;
  let asAdmin: Caller;
  let asMember: Caller;

  /** `n` entries of `eventId` written `days` days before `now`. */
  const addEntries = (eventId: string, days: number, n: number, name: string) =>
    t.deps.db.execute(sql`insert into audit_entries
        (event_id, at, actor_type, area, record_kind, record_id, record_name, action)
      select ${eventId}, ${daysAgo(days).toISOString()}::timestamptz, 'system', 'tasks', 'task',
        'task-' || g, ${name}, 'updated'
      from generate_series(1, ${n}) g`);
  const namesIn = async (eventId: string) =>
    (
      (await t.deps.db.execute(
        sql`select record_name, count(*)::int as n from audit_entries
          where event_id = ${eventId} and record_name like 'Probe %'
          group by record_name order by record_name`,
      )) as unknown as { rows: { record_name: string; n: number }[] }
    ).rows;

  beforeAll(async () => {
    event = await t.buildEvent();
    kept = await t.buildEvent();
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const member = await t.buildUser(event.id);
    [asAdmin, asMember] = await callersFor(t, event, [admin, member]);
  });

  describe('the event settings’ auditRetentionDays', () => {
    it('is kept (null) unless set', async () => {
      const settings = await ok<{ auditRetentionDays: number | null }>(
        asAdmin.get('/settings/event'),
      );
      expect(settings.auditRetentionDays).toBeNull();
    });

    it('is set by an admin, kept on the event row, and read back', async () => {
      const saved = await asAdmin.patch('/settings/event', { auditRetentionDays: 90 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().auditRetentionDays).toBe(90);
      const [row] = (
        (await t.deps.db.execute(
          sql`select audit_retention_days from events where id = ${event.id}`,
        )) as unknown as { rows: { audit_retention_days: number }[] }
      ).rows;
      expect(row?.audit_retention_days).toBe(90);
      expect((await ok(asAdmin.get('/settings/event'))).auditRetentionDays).toBe(90);
    });

    it('refuses a period under 30 days or a fraction, and writes nothing', async () => {
      const short = await asAdmin.patch('/settings/event', { auditRetentionDays: 7 });
      expect(short.statusCode).toBe(400);
      expect(JSON.stringify(short.json().error)).toContain('Keep the activity at least 30 days');
      const fraction = await asAdmin.patch('/settings/event', { auditRetentionDays: 45.5 });
      expect(fraction.statusCode).toBe(400);
      expect((await ok(asAdmin.get('/settings/event'))).auditRetentionDays).toBe(90);
    });

    it('is the admins’ to set: a member gets 403', async () => {
      const response = await asMember.patch('/settings/event', { auditRetentionDays: 30 });
      expect(response.statusCode).toBe(403);
    });
  });

  describe('the daily run', () => {
    it('deletes an event’s entries older than its period, and keeps the rest and other events’', async () => {
      await addEntries(event.id, 200, 5, 'Probe old');
      await addEntries(event.id, 91, 3, 'Probe just past');
      await addEntries(event.id, 89, 2, 'Probe recent');
      await addEntries(kept.id, 400, 4, 'Probe kept');

      const runs = await runAuditRetention(t.deps, now);
      expect(runs).toEqual([{ eventId: event.id, deleted: 8 }]);
      expect(await namesIn(event.id)).toEqual([{ record_name: 'Probe recent', n: 2 }]);
      // An event without a period keeps everything.
      expect(await namesIn(kept.id)).toEqual([{ record_name: 'Probe kept', n: 4 }]);
      // Nothing more to do.
      expect(await runAuditRetention(t.deps, now)).toEqual([]);
    });

    it('deletes in batches until none is left', async () => {
      await addEntries(event.id, 300, 7, 'Probe batched');
      const deleted = await deleteAuditEntriesBefore(t.deps.db, event.id, daysAgo(90), 3);
      expect(deleted).toBe(7);
      expect(await namesIn(event.id)).toEqual([{ record_name: 'Probe recent', n: 2 }]);
    });
  });
});
