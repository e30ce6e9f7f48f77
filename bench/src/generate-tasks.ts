import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { taskGroups, taskStatuses, tasks } from '@showdesk/server/src/db/schema/tasks.ts';
import { teamTypes } from '@showdesk/server/src/db/schema/team-types.ts';
import { teams } from '@showdesk/server/src/db/schema/teams.ts';
import { newId } from '@showdesk/server/src/lib/ids.ts';
import { asc, eq } from 'drizzle-orm';
import { idsByName } from './event-rows.ts';
import { quietly } from './quiet-writes.ts';

export interface GeneratedTasks {
  tasks: number;
  groups: number;
  statuses: number;
  /** A task every team sees: the report the bench asks for. */
  sampleTaskId: string;
  /** Every task's id, in the order they were made. */
  taskIds: string[];
}

const types = ['task', 'upload', 'disclaimer', 'externalForm', 'tbc'] as const;

const dayFrom = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * The large event's checklist: `count` tasks in six groups, with deadlines from two months ago
 * to four months ahead, one in five for one team type, and a progress row for every team on
 * every task (1,500 × 150 = 225,000): complete, n/a, waiting for approval, or incomplete and
 * assigned, so the member list and the report read a realistic mix.
 */
export async function generateTasks(
  deps: AppDeps,
  eventId: string,
  count = 150,
): Promise<GeneratedTasks> {
  const { db } = deps;
  const typeIds = await idsByName(db, teamTypes, eventId);
  const teamRows = await db
    .select({ id: teams.id, ownerId: teams.ownerId })
    .from(teams)
    .where(eq(teams.eventId, eventId))
    .orderBy(asc(teams.name));

  const taskIds = Array.from({ length: count }, () => newId());
  await quietly(db, (tx) =>
    tx.insert(tasks).values(
      taskIds.map((id, i) => ({
        eventId,
        id,
        title: `Task ${String(i + 1).padStart(3, '0')}`,
        description: '<p>What the team needs to do, and by when.</p>',
        type: types[i % types.length]!,
        dueDate: i % 10 === 9 ? null : dayFrom((i % 60) * 3 - 60),
        isApprovalNeeded: i % 7 === 3,
        disclaimer: types[i % types.length] === 'disclaimer' ? 'I agree.' : '',
        externalLink: types[i % types.length] === 'externalForm' ? 'https://example.com/form' : '',
        teamTypeIds: i % 5 === 4 && typeIds.length > 0 ? [typeIds[i % typeIds.length]!] : [],
        showToChildTeams: i % 2 === 0,
        isArchived: false,
      })),
    ),
  );
  const groupCount = 6;
  await quietly(db, (tx) =>
    tx.insert(taskGroups).values(
      Array.from({ length: groupCount }, (_, g) => ({
        eventId,
        id: newId(),
        title: `Group ${g + 1}`,
        taskIds: taskIds.filter((_, i) => i % groupCount === g && i % 25 !== 24),
      })),
    ),
  );

  let statuses = 0;
  const batch: (typeof taskStatuses.$inferInsert)[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await quietly(db, (tx) => tx.insert(taskStatuses).values(batch));
    statuses += batch.length;
    batch.length = 0;
  };
  for (const [t, team] of teamRows.entries()) {
    for (const [i, taskId] of taskIds.entries()) {
      const roll = (t * 31 + i * 17) % 20;
      const isComplete = roll < 8;
      batch.push({
        eventId,
        taskId,
        teamId: team.id,
        isComplete,
        isNotApplicable: roll === 8 || roll === 9,
        approvalStatus: isComplete && i % 7 === 3 ? (roll < 4 ? 'approved' : 'pending') : null,
        assignedTo: roll >= 10 && roll < 14 && team.ownerId ? [team.ownerId] : [],
        createdBy: team.ownerId,
        updatedBy: team.ownerId,
      });
      if (batch.length === 2000) await flush();
    }
  }
  await flush();
  return { tasks: count, groups: groupCount, statuses, sampleTaskId: taskIds[0]!, taskIds };
}
