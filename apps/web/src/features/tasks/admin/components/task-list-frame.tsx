import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
          task.isTimeSensitive ? t`Time sensitive` : null,
          task.isApprovalNeeded ? t`Needs approval` : null,
        ]
          .filter(Boolean)
          .join(' · '),
    ),
    {
      id: 'dueDate',
      header: t`Due date`,
      sortKey: 'dueDate',
      cell: (task) =>
        task.dueDate ? (
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDay(task.dueDate)}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>No deadline</Trans>
          </Text>
        ),
    },
    {
      id: 'teamTypes',
      header: t`Team types`,
      cell: (task) => {
        const typeCount = task.teamTypeIds.length;
        return typeCount === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>Every team type</Trans>
          </Text>
        ) : typeNames ? (
          someTeamTypes(task.teamTypeIds, typeNames)
        ) : (
          t({ message: plural(typeCount, { one: '# type', other: '# types' }) })
        );
      },
    },
    groupsColumn((task) => groupsOf.get(task.id) ?? []),
    updatedColumn({ defaultHidden: true }),
  ];

  const filters: ListFilterProps[] = [
    { name: 'type', label: t`Type`, placeholder: t`Any type`, options: taskTypeLabels },
  ];
  if (teamTypes.data) filters.push(teamTypeFilter(teamTypes.data.teamTypes));
  filters.push(...groupFilter('groupId', groups.data, props.isArchived));

  return (
    <ArchivableList
      {...props}
      noun={{ one: t`task`, many: t`tasks` }}
      paths={{ ...taskPaths, add: taskPaths.add() }}
      source={{ sorts: taskSorts, defaultSort: 'dueDate', usePage: useTaskPage }}
      search={t`Search by title`}
      filters={filters}
      columns={columns}
      nameOf={(task) => task.title}
      archive={{ mutation: useArchiveTasks(), archivedNote: t`hidden from teams` }}
      remove={{
        mutation: useDeleteTask(),
        consequence: t`It leaves its groups, and its files are deleted too. This can’t be undone.`,
      }}
      edit={taskPaths.record}
      rowLinks={[{ label: t`Report`, to: taskPaths.report, icon: IconChartBar }]}
    />
  );
}
