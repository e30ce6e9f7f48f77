import { Text } from '@mantine/core';
import { type Task, taskSorts, taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconChartBar } from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import type { ListFilterProps } from '../../../../components/list-page.tsx';
import {
  ArchivableList,
  type ListScreenProps,
} from '../../../../components/lists/archivable-list.tsx';
import {
  groupFilter,
  groupsColumn,
  someTeamTypes,
  teamTypeFilter,
  titleColumn,
  updatedColumn,
} from '../../../../components/lists/columns.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { useTeamTypeChoices, useTeamTypeNames } from '../../../../lib/team-types-api.ts';
import { taskGroupsApi } from '../api/task-groups-api.ts';
import { useArchiveTasks, useDeleteTask, useTaskPage } from '../api/tasks-api.ts';
import { taskPaths } from '../paths.ts';

/**
 * The active and the archived tasks lists: by due date (no deadline last), a page at a time,
 * searched and filtered by type, team type and group; selected rows archived or unarchived
 * together; each row edited, archived or deleted.
 */
export function TaskListFrame(props: ListScreenProps) {
  const teamTypes = useTeamTypeChoices();
  const typeNames = useTeamTypeNames();
  const groups = taskGroupsApi.useOptions();
  const groupsOf = new Map<string, string[]>();
  for (const group of groups.data ?? [])
    for (const id of group.taskIds) groupsOf.set(id, [...(groupsOf.get(id) ?? []), group.title]);

  const columns: TableColumn<Task>[] = [
    titleColumn(
      (task) => taskPaths.record(task.id),
      // The type goes under the title, with the flags: the table fits beside the tips.
      (task) =>
        [
          taskTypeLabels[task.type],
          task.isTimeSensitive ? 'Time sensitive' : null,
          task.isApprovalNeeded ? 'Needs approval' : null,
        ]
          .filter(Boolean)
          .join(' · '),
    ),
    {
      id: 'dueDate',
      header: 'Due date',
      sortKey: 'dueDate',
      cell: (task) =>
        task.dueDate ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(task.dueDate)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No deadline
          </Text>
        ),
    },
    {
      id: 'teamTypes',
      header: 'Team types',
      cell: (task) =>
        task.teamTypeIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            Every team type
          </Text>
        ) : typeNames ? (
          someTeamTypes(task.teamTypeIds, typeNames)
        ) : (
          `${task.teamTypeIds.length} ${task.teamTypeIds.length === 1 ? 'type' : 'types'}`
        ),
    },
    groupsColumn((task) => groupsOf.get(task.id) ?? []),
    updatedColumn({ defaultHidden: true }),
  ];

  const filters: ListFilterProps[] = [
    { name: 'type', label: 'Type', placeholder: 'Any type', options: taskTypeLabels },
  ];
  if (teamTypes.data) filters.push(teamTypeFilter(teamTypes.data.teamTypes));
  filters.push(...groupFilter('groupId', groups.data, props.isArchived));

  return (
    <ArchivableList
      {...props}
      noun={{ one: 'task', many: 'tasks' }}
      paths={{ ...taskPaths, add: taskPaths.add() }}
      source={{ sorts: taskSorts, defaultSort: 'dueDate', usePage: useTaskPage }}
      search="Search by title"
      filters={filters}
      columns={columns}
      nameOf={(task) => task.title}
      archive={{ mutation: useArchiveTasks(), archivedNote: 'hidden from teams' }}
      remove={{
        mutation: useDeleteTask(),
        consequence: 'It leaves its groups, and its files are deleted too. This can’t be undone.',
      }}
      edit={taskPaths.record}
      rowLinks={[{ label: 'Report', to: taskPaths.report, icon: IconChartBar }]}
    />
  );
}
