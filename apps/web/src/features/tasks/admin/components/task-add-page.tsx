import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useCreateTask } from '../api/tasks-api.ts';
import { taskGroupPaths, taskPaths } from '../paths.ts';
import { TaskForm } from './task-form.tsx';
import { emptyTask } from './task-form-values.ts';

/**
 * /admin/tasks/add: a new task with its settings; from a group's page (?groupId) it is already
 * in that group, and the group's page shows again once it is added.
 */
export function TaskAddPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  return (
    <>
      <PageHeader
        title={t`Add task`}
        description={t`Something exhibitor teams do before the event: a form to send, a file, a rule to agree to.`}
      />
      <TaskForm
        initial={{ ...emptyTask, groupIds: groupId ? [groupId] : [] }}
        submitLabel={t`Add task`}
        mutation={useCreateTask()}
        // A PDF form's PDF is uploaded on the task's page, which opens once it is added.
        goTo={(task) =>
          task.type === 'pdfForm'
            ? taskPaths.record(task.id)
            : groupId
              ? taskGroupPaths.record(groupId)
              : taskPaths.list
        }
      />
    </>
  );
}
