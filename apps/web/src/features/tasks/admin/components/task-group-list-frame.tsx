import { useLingui } from '@lingui/react/macro';
import { taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import type { ListScreenProps } from '../../../../components/lists/archivable-list.tsx';
import { GroupList } from '../../../../components/lists/group-list.tsx';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { useTaskGroupArchive } from './task-group-archive.tsx';

/**
 * The active and the archived task groups lists, by title: each group edited, archived (asked
 * first: that empties it) or unarchived, or deleted.
 */
export function TaskGroupListFrame(props: ListScreenProps) {
  const { t } = useLingui();
  const archive = useTaskGroupArchive();
  return (
    <GroupList
      {...props}
      noun={{ one: t`task group`, many: t`task groups` }}
      paths={taskGroupPaths}
      source={{
        sorts: taskGroupSchemas.sorts,
        defaultSort: 'title',
        usePage: taskGroupsApi.usePage,
      }}
      members={{ header: t`Tasks`, count: (group) => group.taskIds.length }}
      remove={{
        mutation: taskGroupsApi.useDelete(),
        sentence: (title) => t`“${title}” will be deleted. Its tasks are kept.`,
      }}
      menu={archive.menuItem}
      isBusy={(group) => archive.pendingId === group.id}
    >
      {archive.dialog}
    </GroupList>
  );
}
