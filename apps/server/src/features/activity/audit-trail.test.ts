import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/support/caller.ts';
import { ok } from '../../../test/support/caller.ts';
import { addTask, buildCast } from '../../../test/support/cast.ts';
import { testDatabases } from '../../../test/support/databases.ts';
import { useTestApp } from '../../../test/support/harness.ts';
import type { EventRow } from '../platform/events/queries.ts';

type Entry = {
  actor_type: string;
  actor_name: string;
  record_kind: string;
  record_id: string;
  record_name: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
};

describe.each(testDatabases)('the audit trail on %s', (kind) => {
  const t = useTestApp(kind);
  let event: EventRow;
  let asModerator: Caller;

  const entriesOf = async (recordId: string) =>
    (
      (await t.deps.db.execute(
        sql`select * from audit_entries where event_id = ${event.id} and record_id = ${recordId} order by id`,
      )) as unknown as { rows: Entry[] }
    ).rows;

  beforeAll(async () => {
    ({ event, asModerator } = await buildCast(t));
  });

  it('records who changed a task due date, with the value before and after', async () => {
    const taskId = await addTask(asModerator, { title: 'Risk assessment', dueDate: '2027-03-01' });
    await ok(asModerator.patch(`/tasks/${taskId}`, { dueDate: '2027-04-15' }));
    const entries = await entriesOf(taskId);
    expect(entries.map((e) => e.action)).toEqual(['created', 'updated']);
    expect(entries[1]).toMatchObject({
      actor_type: 'person',
      record_kind: 'task',
      record_name: 'Risk assessment',
      changes: { due_date: ['2027-03-01', '2027-04-15'] },
    });
    expect(entries[1]!.actor_name).not.toBe('');
  });
});
