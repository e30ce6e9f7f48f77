import { TextInput } from '@mantine/core';
import {
  createTaskGroupInputSchema,
  type TaskGroup,
  type UpdateTaskGroupInput,
} from '@showdesk/domain/tasks/task-groups';
import { useState } from 'react';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import { taskGroupPaths } from '../paths.ts';
import { listError } from './task-form-values.ts';
import { TaskGroupTasks } from './task-group-tasks.tsx';

export interface TaskGroupFormValues {
  title: string;
  taskIds: string[];
}

interface TaskGroupFormProps {
  /** The group being edited (its id names the "add a new task" link), or null on the add page. */
  group: TaskGroup | null;
  initial: TaskGroupFormValues;
  submitLabel: string;
  mutation: {
    mutate: (
      input: Required<Pick<UpdateTaskGroupInput, 'title' | 'taskIds'>>,
      options: { onSuccess: (group: TaskGroup) => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  /** Where to go once saved (the add page: the new group's page); a group's page stays. */
  goTo?: (group: TaskGroup) => string;
  guardUnsaved?: boolean;
}

/**
 * A task group's title and its tasks in the order teams see them: dragged, or moved with the
 * up and down buttons, added from the event's tasks and removed (the tasks themselves stay).
 */
export function TaskGroupForm({ group, initial, mutation, ...setup }: TaskGroupFormProps) {
  const [title, setTitle] = useState(initial.title);
  const [taskIds, setTaskIds] = useState(initial.taskIds);
  const isPending = mutation.isPending;
  const isDirty = title !== initial.title || taskIds.join() !== initial.taskIds.join();
  const save = useRecordSave<TaskGroup>({
    isDirty: setup.guardUnsaved ? isDirty && !isPending : undefined,
    goTo: setup.goTo,
    message: (saved) => (setup.goTo ? `${saved.title} was added` : undefined),
  });

  const submit = () => {
    const input = save.check(createTaskGroupInputSchema, { title, taskIds });
    if (input) mutation.mutate({ title: input.title, taskIds: input.taskIds }, save.handlers());
  };

  return (
    <RecordForm
      save={save}
      onSubmit={submit}
      submitLabel={setup.submitLabel}
      isPending={isPending}
      cancelTo={taskGroupPaths.list}
    >
      <TextInput
        label="Title"
        description="The heading teams see above the group's tasks"
        required
        value={title}
        onChange={(e) => setTitle(e.currentTarget.value)}
        error={save.errors.title}
        disabled={isPending}
        data-autofocus
      />
      <TaskGroupTasks
        groupId={group?.id ?? null}
        isArchived={group?.isArchived ?? false}
        taskIds={taskIds}
        onChange={setTaskIds}
        errors={save.errors}
        error={listError(save.errors, 'taskIds')}
        disabled={isPending}
      />
    </RecordForm>
  );
}
