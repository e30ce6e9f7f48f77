import { IconArchive, IconChecklist, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { taskGroupPaths, taskPaths } from '../paths.ts';
import { TaskGroupListFrame } from './task-group-list-frame.tsx';

/** /admin/task-groups (moderator+): the headings teams see their tasks under, in order. */
export function TaskGroupListPage() {
  return (
    <TaskGroupListFrame
      isArchived={false}
      title="Task groups"
      description="Headings that order the teams' tasks, such as “Before you arrive” or “Build-up week”."
      actions={
        <>
          <HeaderLink to={taskPaths.list} icon={IconChecklist}>
            Tasks
          </HeaderLink>
          <HeaderLink to={taskGroupPaths.archived}>Archived</HeaderLink>
        </>
      }
      empty={{
        icon: <IconListDetails size={34} />,
        title: 'No task groups yet',
        children:
          'A group puts tasks under one heading in the order teams should do them. A task can be in several groups.',
      }}
    />
  );
}

/** /admin/task-groups/archived: archived groups (empty), to bring back or delete. */
export function TaskGroupArchivedPage() {
  return (
    <TaskGroupListFrame
      isArchived
      title="Archived task groups"
      description="Archived groups are hidden from teams and hold no tasks until you unarchive them."
      actions={
        <HeaderLink to={taskGroupPaths.list} back>
          Back to task groups
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived task groups',
        children: 'Groups you archive wait here, emptied, until you unarchive them.',
      }}
    />
  );
}
