import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TaskGroup } from '@showdesk/domain/tasks/task-groups';
import { useGroupArchive } from '../../../../components/lists/group-archive.tsx';
import { taskGroupsApi } from '../api/task-groups-api.ts';

/**
 * Archiving and unarchiving a group. Archiving empties its list (spec section 4), so it is asked
 * first; unarchiving is not.
 */
export function useTaskGroupArchive() {
  const { t } = useLingui();
  return useGroupArchive<TaskGroup>({
    update: taskGroupsApi.useUpdate(),
    archived: (title) => t`${title} was archived and emptied`,
    unarchived: (title) => t`${title} was unarchived: add its tasks again`,
    ask: {
      title: t`Archive this task group?`,
      confirmLabel: t`Archive group`,
      question: (asking) => {
        const title = asking?.title;
        const count = asking?.taskIds.length ?? 0;
        return count
          ? t({
              message: plural(count, {
                one: `Archiving “${title}” empties it: its one task leaves the group. The tasks themselves are kept, and unarchiving the group does not bring them back.`,
                other: `Archiving “${title}” empties it: its # tasks leave the group. The tasks themselves are kept, and unarchiving the group does not bring them back.`,
              }),
            })
          : t`“${title}” has no tasks. An archived group holds none until it is unarchived.`;
      },
    },
  });
}
