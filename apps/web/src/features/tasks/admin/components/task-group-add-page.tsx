import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../../components/page-header.tsx';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { TaskGroupForm } from './task-group-form.tsx';

/** /admin/task-groups/add: a title and, optionally, its first tasks; then the group's page. */
export function TaskGroupAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add task group`}
        description={t`Name the heading teams see; add tasks now or from the group's page later.`}
      />
      <TaskGroupForm
        group={null}
        initial={{ title: '', taskIds: [] }}
        submitLabel={t`Add task group`}
        mutation={taskGroupsApi.useCreate()}
        goTo={(group) => taskGroupPaths.record(group.id)}
      />
    </>
  );
}
