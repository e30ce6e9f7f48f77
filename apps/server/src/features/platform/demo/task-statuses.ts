import type { DbOrTx } from '../../../db/client.ts';
import { upsertStatus } from '../../tasks/progress/queries.ts';

/**
 * The demo team's progress on the demo tasks, so that /tasks shows every label: the terms
 * agreed (Complete), the rigging plan marked N/A, the risk assessment still Overdue, the stand
 * order Due Soon, and the health and safety declaration Incomplete, assigned to the member.
 */
export async function seedDemoTaskStatuses(
  tx: DbOrTx,
  eventId: string,
  taskIds: Record<string, string>,
  team: { teamId: string; ownerId: string; memberId: string },
  now = new Date(),
): Promise<void> {
  const set = async (
    title: string,
    patch: Parameters<typeof upsertStatus>[2],
    userId = team.ownerId,
  ) => {
    const taskId = taskIds[title];
    if (!taskId) return;
    await upsertStatus(tx, { eventId, taskId, teamId: team.teamId }, patch, userId, now);
  };
  await set('Accept the exhibitor terms', { isComplete: true, assignedTo: [team.ownerId] });
  await set('Rigging plan', { isNotApplicable: true }, team.memberId);
  await set('Complete the health and safety declaration', { assignedTo: [team.memberId] });
  await set('Upload your risk assessment', { assignedTo: [team.ownerId, team.memberId] });
}

/**
 * The demo team's progress in the past edition, a show that happened: every task it saw done
 * (the electrics form approved), the rigging plan N/A, all by the owner at `at`.
 */
export async function seedPastTaskStatuses(
  tx: DbOrTx,
  eventId: string,
  taskIds: Record<string, string>,
  team: { teamId: string; ownerId: string },
  at: Date,
): Promise<void> {
  const done = [
    'Order your stand furniture',
    'Upload your risk assessment',
    'Accept the exhibitor terms',
    'Complete the health and safety declaration',
  ];
  const set = async (taskId: string | undefined, patch: Parameters<typeof upsertStatus>[2]) => {
    if (!taskId) return;
    await upsertStatus(tx, { eventId, taskId, teamId: team.teamId }, patch, team.ownerId, at);
  };
  for (const title of done) await set(taskIds[title], { isComplete: true });
  await set(taskIds['Return the electrics order form'], {
    isComplete: true,
    approvalStatus: 'approved',
  });
  await set(taskIds['Rigging plan'], { isNotApplicable: true });
}
