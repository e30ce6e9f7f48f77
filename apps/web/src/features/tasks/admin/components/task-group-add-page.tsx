import { PageHeader } from '../../../../components/page-header.tsx';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { TaskGroupForm } from './task-group-form.tsx';

/** /admin/task-groups/add: a title and, optionally, its first tasks; then the group's page. */
export function TaskGroupAddPage() {
  return (
    <>
      <PageHeader
        title="Add task group"
        description="Name the heading teams see; add tasks now or from the group's page later."
      />
      <TaskGroupForm
        group={null}
        initial={{ title: '', taskIds: [] }}
        submitLabel="Add task group"
        mutation={taskGroupsApi.useCreate()}
        goTo={(group) => taskGroupPaths.record(group.id)}
      />
    </>
  );
}
