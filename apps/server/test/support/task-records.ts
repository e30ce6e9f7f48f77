import { and, eq } from 'drizzle-orm';
import { taskStatuses } from '../../src/db/schema/tasks.ts';
import type { TestApp } from './harness.ts';

/** A team's stored status row for a task, as the database holds it (null before any). */
export async function taskStatusRow(
  t: TestApp,
  key: { eventId: string; taskId: string; teamId: string },
) {
  const [row] = await t.deps.db
    .select()
    .from(taskStatuses)
    .where(
      and(
        eq(taskStatuses.eventId, key.eventId),
        eq(taskStatuses.taskId, key.taskId),
        eq(taskStatuses.teamId, key.teamId),
      ),
    );
  return row ?? null;
}
