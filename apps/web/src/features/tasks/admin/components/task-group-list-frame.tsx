import { Menu } from '@mantine/core';
import { type TaskGroup, taskGroupSorts } from '@showdesk/domain/tasks/task-groups';
import { IconArchive, IconArchiveOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useDeleteTaskGroup, useTaskGroupPage } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { useTaskGroupArchive } from './task-group-archive.tsx';

interface TaskGroupListFrameProps {
  isArchived: boolean;
  title: string;
  description: string;
  actions: ReactNode;
  empty: { icon: ReactNode; title: string; children: ReactNode };
}

/**
 * The active and the archived task groups lists, by title: each group edited, archived (asked
 * first: that empties it) or unarchived, or deleted.
 */
export function TaskGroupListFrame(props: TaskGroupListFrameProps) {
  const state = useListState({ sorts: taskGroupSorts, defaultSort: 'title' });
  const groups = useTaskGroupPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const archive = useTaskGroupArchive();
  const remove = useDeleteTaskGroup();
  const [deleting, setDeleting] = useState<TaskGroup | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    const group = deleting;
    remove.mutate(group.id, {
      onSuccess: () => {
        setDeleting(null);
        feedback('success', `${group.title} was deleted`);
      },
      onError: (error) => {
        setDeleting(null);
        feedback('error', errorMessage(error));
      },
    });
  };

  const columns: TableColumn<TaskGroup>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (group) => <RecordLink to={taskGroupPaths.record(group.id)}>{group.title}</RecordLink>,
    },
    { id: 'tasks', header: 'Tasks', align: 'right', cell: (group) => group.taskIds.length },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (group) => formatDate(group.updatedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (group) => (
        <RowMenu name={group.title} loading={archive.pendingId === group.id}>
          <Menu.Item
            component={Link}
            to={taskGroupPaths.record(group.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={
              group.isArchived ? (
                <IconArchiveOff size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            onClick={() => archive.toggle(group)}
          >
            {group.isArchived ? 'Unarchive' : 'Archive'}
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setDeleting(group)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  return (
    <ListPage
      noun={{ one: 'task group', many: 'task groups' }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={props.isArchived ? undefined : taskGroupPaths.add}
      search="Search by title"
      state={state}
      query={groups}
      empty={props.empty}
      columns={columns}
      rowName={(group) => group.title}
      tableId={props.isArchived ? 'task-groups-archived' : 'task-groups'}
      tableLabel={props.isArchived ? 'Archived task groups' : 'Task groups'}
    >
      {archive.dialog}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this task group?"
        confirmLabel="Delete task group"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        “{deleting?.title}” will be deleted. Its tasks are kept.
      </ConfirmDialog>
    </ListPage>
  );
}
