import { Button, Group, Menu, Stack, Text } from '@mantine/core';
import { type Task, taskSorts, taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RowSelectionState } from '@tanstack/react-table';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../components/data-table/row-menu.tsx';
import { type ListFilterProps, ListPage, RecordLink } from '../../../components/list-page.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDate, formatDay } from '../../../lib/format.ts';
import { useListState } from '../../../lib/list-state.ts';
import { useTeamTypeChoices } from '../api/task-choices-api.ts';
import { useTaskGroupOptions } from '../api/task-groups-api.ts';
import { useArchiveTasks, useDeleteTask, useTaskPage } from '../api/tasks-api.ts';
import { taskPaths } from '../paths.ts';

interface TaskListFrameProps {
  isArchived: boolean;
  title: string;
  description: string;
  actions: ReactNode;
  empty: { icon: ReactNode; title: string; children: ReactNode };
}

const plural = (n: number) => (n === 1 ? '1 task' : `${n} tasks`);

/** Names, the first few of them: "Before you arrive, Build-up +2". */
const someOf = (names: string[], shown = 2) =>
  names.length <= shown
    ? names.join(', ')
    : `${names.slice(0, shown).join(', ')} +${names.length - shown}`;

/**
 * The active and the archived tasks lists: by due date (no deadline last), a page at a time,
 * searched and filtered by type, team type and group; selected rows archived or unarchived
 * together; each row edited, archived or deleted.
 */
export function TaskListFrame(props: TaskListFrameProps) {
  const state = useListState({ sorts: taskSorts, defaultSort: 'dueDate' });
  const tasks = useTaskPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const teamTypes = useTeamTypeChoices();
  const groups = useTaskGroupOptions();
  const archive = useArchiveTasks();
  const remove = useDeleteTask();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [deleting, setDeleting] = useState<Task | null>(null);
  const selectedIds = Object.keys(selected);

  const typeNames = new Map((teamTypes.data?.teamTypes ?? []).map((t) => [t.id, t.name]));
  const groupsOf = new Map<string, string[]>();
  for (const group of groups.data ?? [])
    for (const id of group.taskIds) groupsOf.set(id, [...(groupsOf.get(id) ?? []), group.title]);

  const setArchived = (ids: string[]) =>
    archive.mutate(
      { ids, isArchived: !props.isArchived },
      {
        onSuccess: ({ updated }) => {
          setSelected((old) =>
            Object.fromEntries(Object.entries(old).filter(([id]) => !ids.includes(id))),
          );
          feedback(
            'success',
            props.isArchived
              ? `${plural(updated)} unarchived: back in the tasks list`
              : `${plural(updated)} archived: hidden from teams`,
          );
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    const task = deleting;
    remove.mutate(task.id, {
      onSuccess: () => {
        setDeleting(null);
        setSelected(({ [task.id]: _gone, ...rest }) => rest);
        feedback('success', `${task.title} was deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        feedback('error', errorMessage(error));
      },
    });
  };

  const columns: TableColumn<Task>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (task) => (
        // The type goes under the title, with the flags: the table fits beside the tips.
        <Stack gap={2} style={{ minWidth: 0 }}>
          <RecordLink to={taskPaths.record(task.id)}>{task.title}</RecordLink>
          <Text size="xs" c="dimmed">
            {[
              taskTypeLabels[task.type],
              task.isTimeSensitive ? 'Time sensitive' : null,
              task.isApprovalNeeded ? 'Needs approval' : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
      ),
    },
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
        ) : teamTypes.data ? (
          someOf(task.teamTypeIds.map((id) => typeNames.get(id) ?? 'Unknown type'))
        ) : (
          `${task.teamTypeIds.length} ${task.teamTypeIds.length === 1 ? 'type' : 'types'}`
        ),
    },
    {
      id: 'groups',
      header: 'Groups',
      cell: (task) => {
        const names = groupsOf.get(task.id) ?? [];
        return names.length === 0 ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          someOf(names)
        );
      },
    },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      defaultHidden: true,
      cell: (task) => formatDate(task.updatedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (task) => (
        <RowMenu
          name={task.title}
          loading={archive.isPending && archive.variables?.ids.includes(task.id)}
        >
          <Menu.Item
            component={Link}
            to={taskPaths.record(task.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={
              props.isArchived ? (
                <IconArchiveOff size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            onClick={() => setArchived([task.id])}
          >
            {props.isArchived ? 'Unarchive' : 'Archive'}
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(task)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  const filters: ListFilterProps[] = [
    { name: 'type', label: 'Type', placeholder: 'Any type', options: taskTypeLabels },
  ];
  if (teamTypes.data)
    filters.push({
      name: 'teamTypeId',
      label: 'Team type',
      placeholder: 'Any team type',
      options: teamTypes.data.teamTypes.map((t) => ({ value: t.id, label: t.name })),
    });
  if (groups.data && !props.isArchived)
    filters.push({
      name: 'groupId',
      label: 'Group',
      placeholder: 'Any group',
      options: groups.data
        .filter((group) => !group.isArchived)
        .map((group) => ({ value: group.id, label: group.title })),
    });

  const bulk =
    selectedIds.length > 0 ? (
      <Group gap="sm" role="region" aria-label="Selected tasks">
        <Text size="sm" fw={500}>
          {plural(selectedIds.length)} selected
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={
            props.isArchived ? (
              <IconArchiveOff size={14} aria-hidden />
            ) : (
              <IconArchive size={14} aria-hidden />
            )
          }
          loading={archive.isPending}
          onClick={() => setArchived(selectedIds)}
        >
          {props.isArchived ? 'Unarchive' : 'Archive'}
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={() => setSelected({})}>
          Clear selection
        </Button>
      </Group>
    ) : null;

  return (
    <ListPage
      noun={{ one: 'task', many: 'tasks' }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={props.isArchived ? undefined : taskPaths.add()}
      search="Search by title"
      filters={filters}
      bulkActions={bulk}
      state={state}
      query={tasks}
      empty={props.empty}
      columns={columns}
      rowName={(task) => task.title}
      tableId={props.isArchived ? 'tasks-archived' : 'tasks'}
      tableLabel={props.isArchived ? 'Archived tasks' : 'Tasks'}
      selection={{ selected, onChange: setSelected }}
    >
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this task?"
        confirmLabel="Delete task"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.title}” will be deleted. It leaves its groups, and its files are deleted too.
        This can’t be undone.
      </ConfirmDialog>
    </ListPage>
  );
}
