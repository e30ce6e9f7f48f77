import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Select, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTaskGroupChoices } from '../../api/content-options-api.ts';
import type { DataEditorProps } from './section-data-editor.tsx';

/** A task list section: one task group, whose tasks members see with their team's progress. */
export function TaskListEditor({ value, onChange, errors, disabled }: DataEditorProps<'taskList'>) {
  const { t } = useLingui();
  const groups = useTaskGroupChoices();
  const options = (groups.data ?? [])
    .filter((group) => !group.isArchived || group.id === value)
    .map((group) => {
      const title = group.title;
      const taskCount = group.taskIds.length;
      const tasks = plural(taskCount, { one: '# task', other: '# tasks' });
      return { value: group.id, label: t`${title} (${tasks})` };
    });
  if (value && groups.data && !options.some((o) => o.value === value)) {
    options.push({ value, label: t`Unavailable task group (${value})` });
  }
  const noGroups = groups.isSuccess && options.length === 0;
  return (
    <Select
      label={t`Task group`}
      description={
        noGroups ? (
          <Text span size="xs">
            <Trans>
              No task groups yet: <Link to="/admin/task-groups/add">add one</Link> first.
            </Trans>
          </Text>
        ) : (
          t`Members see the group’s tasks they may see, in its order, with their team’s progress`
        )
      }
      placeholder={groups.isPending ? t`Loading task groups…` : t`Choose a task group`}
      required
      searchable
      data={options}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      error={errors.data ?? (groups.isError ? t`The task groups could not be loaded` : undefined)}
      disabled={disabled}
      nothingFoundMessage={t`No task groups match`}
    />
  );
}
