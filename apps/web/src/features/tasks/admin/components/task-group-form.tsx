import { useLingui } from '@lingui/react/macro';
import { type TaskGroup, taskGroupSchemas } from '@showdesk/domain/tasks/task-groups';
import { GroupForm, type GroupFormProps } from '../../../../components/lists/group-form.tsx';
import { taskGroupPaths } from '../paths.ts';
import { TaskGroupTasks } from './task-group-tasks.tsx';

interface TaskGroupFormProps extends GroupFormProps<TaskGroup, 'taskIds'> {
  /** The group being edited (its id names the "add a new task" link), or null on the add page. */
  group: TaskGroup | null;
}

/**
 * A task group's title and its tasks in the order teams see them: dragged, or moved with the
 * up and down buttons, added from the event's tasks and removed (the tasks themselves stay).
 */
export function TaskGroupForm({ group, ...props }: TaskGroupFormProps) {
  const { t } = useLingui();
  return (
    <GroupForm
      {...props}
      membersKey="taskIds"
      membersNoun={t`tasks`}
      schema={taskGroupSchemas.createInputSchema}
      cancelTo={taskGroupPaths.list}
    >
      {({ ids, onChange, errors, error, disabled }) => (
        <TaskGroupTasks
          groupId={group?.id ?? null}
          isArchived={group?.isArchived ?? false}
          taskIds={ids}
          onChange={onChange}
          errors={errors}
          error={error}
          disabled={disabled}
        />
      )}
    </GroupForm>
  );
}
