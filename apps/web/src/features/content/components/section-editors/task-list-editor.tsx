import { Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTaskGroupChoices } from '../../api/content-options-api.ts';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A task list section: one task group, whose tasks members see with their team's progress. */
export function TaskListEditor({ value, onChange, errors, disabled }: DataEditorProps<'taskList'>) {
  const groups = useTaskGroupChoices();
  const options = (groups.data ?? [])
    .filter((group) => !group.isArchived || group.id === value)
    .map((group) => ({
      value: group.id,
      label: `${group.title} (${group.taskIds.length} ${group.taskIds.length === 1 ? 'task' : 'tasks'})`,
    }));
  if (value && groups.data && !options.some((o) => o.value === value)) {
    options.push({ value, label: `Unavailable task group (${value})` });
  }
  const noGroups = groups.isSuccess && options.length === 0;
  return (
    <Select
      label="Task group"
      description={
        noGroups ? (
          <Text span size="xs">
            No task groups yet: <Link to="/admin/task-groups/add">add one</Link> first.
          </Text>
        ) : (
          'Members see the group’s tasks they may see, in its order, with their team’s progress'
        )
      }
      placeholder={groups.isPending ? 'Loading task groups…' : 'Choose a task group'}
      required
      searchable
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={errors.data ?? (groups.isError ? 'The task groups could not be loaded' : undefined)}
      disabled={disabled}
      nothingFoundMessage="No task groups match"
    />
  );
}
