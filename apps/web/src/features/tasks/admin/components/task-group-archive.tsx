import type { TaskGroup } from '@showdesk/domain/tasks/task-groups';
import { useGroupArchive } from '../../../../components/lists/group-archive.tsx';
import { taskGroupsApi } from '../api/task-groups-api.ts';

const leaving = (n: number) =>
  n === 1 ? 'its one task leaves the group' : `its ${n} tasks leave the group`;

/**
 * Archiving and unarchiving a group. Archiving empties its list (spec section 4), so it is asked
 * first; unarchiving is not.
 */
export function useTaskGroupArchive() {
  return useGroupArchive<TaskGroup>({
    update: taskGroupsApi.useUpdate(),
    archived: (title) => `${title} was archived and emptied`,
    unarchived: (title) => `${title} was unarchived: add its tasks again`,
    ask: {
      title: 'Archive this task group?',
      confirmLabel: 'Archive group',
      question: (asking) =>
        asking?.taskIds.length
          ? `Archiving “${asking.title}” empties it: ${leaving(asking.taskIds.length)}. The tasks themselves are kept, and unarchiving the group does not bring them back.`
          : `“${asking?.title}” has no tasks. An archived group holds none until it is unarchived.`,
    },
  });
}
