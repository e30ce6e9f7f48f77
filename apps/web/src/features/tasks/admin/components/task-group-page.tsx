import { Badge, Button } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { useDeleteTaskGroup, useTaskGroup, useUpdateTaskGroup } from '../api/task-groups-api.ts';
import { taskGroupPaths } from '../paths.ts';
import { useTaskGroupArchive } from './task-group-archive.tsx';
import { TaskGroupForm } from './task-group-form.tsx';

/** /admin/task-groups/:taskGroupId: the title and the tasks in order; archive or delete it. */
export function TaskGroupPage() {
  const { taskGroupId = '' } = useParams();
  const update = useUpdateTaskGroup();
  const archive = useTaskGroupArchive();
  const remove = useDeleteTaskGroup();
  return (
    <RecordPage
      query={useTaskGroup(taskGroupId)}
      noun={{ one: 'task group', many: 'task groups' }}
      icon={<IconListDetails size={34} />}
      listPath={taskGroupPaths.list}
      id={taskGroupId}
      title={(group) => group.title}
      description={(group) =>
        group.isArchived ? (
          <Badge size="sm" variant="outline" color="gray" component="span">
            Archived
          </Badge>
        ) : (
          `${group.taskIds.length} ${group.taskIds.length === 1 ? 'task' : 'tasks'}`
        )
      }
      actions={(group) => (
        <>
          <Button
            variant="default"
            leftSection={
              group.isArchived ? (
                <IconArchiveOff size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            loading={archive.pendingId === group.id}
            onClick={() => archive.toggle(group)}
          >
            {group.isArchived ? 'Unarchive' : 'Archive'}
          </Button>
          {archive.dialog}
        </>
      )}
      remove={{
        mutation: {
          mutate: (_, options) => remove.mutate(taskGroupId, options),
          isPending: remove.isPending,
        },
        consequence: () => 'Its tasks are kept.',
      }}
      skeleton={<FormPageSkeleton formHeight={360} />}
    >
      {(group) => (
        <TaskGroupForm
          key={`${group.id}:${group.updatedAt}`}
          group={group}
          initial={{ title: group.title, taskIds: group.taskIds }}
          submitLabel="Save group"
          mutation={{
            mutate: (input, options) => update.mutate({ id: group.id, ...input }, options),
            isPending: update.isPending,
          }}
          guardUnsaved
        />
      )}
    </RecordPage>
  );
}
