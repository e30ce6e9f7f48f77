import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/support/databases.ts';
import { useTestApp } from '../../test/support/harness.ts';
import { withActor } from '../db/audit-actor.ts';
import { events } from '../db/schema/events.ts';
import { jobActorLabel } from './jobs.ts';

describe.each(testDatabases)('jobs in the audit trail on %s', (kind) => {
  const t = useTestApp(kind);

  it('names a queue’s work as the trail shows it', () => {
    expect(jobActorLabel('task-reminders')).toBe('task reminders');
    expect(jobActorLabel('team-import')).toBe('team import');
  });

  it('records a job’s changes as the system named after its queue, whoever queued it', async () => {
    const event = await t.buildEvent({ name: 'Before the job' });
    const queue = `audit-probe-${kind}`;
    const { boss } = t.deps.jobs;
    await boss.createQueue(queue);
    const done = new Promise<void>((resolve, reject) => {
      void boss.work(queue, { pollingIntervalSeconds: 0.5 }, async () => {
        try {
          await t.deps.db.transaction((tx) =>
            tx.update(events).set({ name: 'After the job' }).where(eq(events.id, event.id)),
          );
          resolve();
        } catch (error) {
          reject(error);
        }
      });
    });
    // Queued on a person's behalf: the job still acts as itself.
    await withActor({ actor: () => 'person:someone' }, () => boss.send(queue, {}));
    await done;
    await boss.offWork(queue);
    const entries = (await t.deps.db.execute(sql`
      select actor_type, actor_id, actor_name, changes from platform_audit_entries
      where record_id = ${event.id} and action = 'updated'`)) as unknown as {
      rows: Record<string, unknown>[];
    };
    expect(entries.rows).toEqual([
      {
        actor_type: 'system',
        actor_id: null,
        actor_name: `audit probe ${kind}`,
        changes: { name: ['Before the job', 'After the job'] },
      },
    ]);
  });
});
