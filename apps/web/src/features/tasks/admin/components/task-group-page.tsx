import { useLingui } from '@lingui/react/macro';
import { IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { GroupPage } from '../../../../components/lists/group-page.tsx';
import { changeOf } from '../../../../lib/record-api.ts';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { useTaskGroupArchive } from './task-group-archive.tsx';
import { TaskGroupForm } from './task-group-form.tsx';

/** /admin/task-groups/:taskGroupId: the title and the tasks in order; archive or delete it. */
export function TaskGroupPage() {
  const { taskGroupId = '' } = useParams();
  const { t } = useLingui();
  const update = taskGroupsApi.useUpdate();
  return (
    <GroupPage
      query={taskGroupsApi.useGroup(taskGroupId)}
      noun={{ one: t`task group`, many: t`task groups` }}
      icon={<IconListDetails size={34} />}
      listPath={taskGroupPaths.list}
      id={taskGroupId}
      translations="task-groups"
      members={{ noun: { one: t`task`, many: t`tasks` }, count: (group) => group.taskIds.length }}
      archive={useTaskGroupArchive()}
      remove={{ mutation: taskGroupsApi.useDelete(), consequence: t`Its tasks are kept.` }}
    >
      {(group) => (
        <TaskGroupForm
          key={`${group.id}:${group.updatedAt}`}
          group={group}
          initial={{ title: group.title, taskIds: group.taskIds }}
          submitLabel={t`Save group`}
          mutation={changeOf(update, group.id)}
          guardUnsaved
        />
      )}
    </GroupPage>
  );
}
