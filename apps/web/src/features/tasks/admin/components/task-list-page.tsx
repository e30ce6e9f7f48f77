import { IconArchive, IconChecklist, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { taskGroupPaths, taskPaths } from '../paths.ts';
import { TaskListFrame } from './task-list-frame.tsx';

/** /admin/tasks (moderator+): the event's active tasks, soonest due first. */
export function TaskListPage() {
  return (
    <TaskListFrame
      isArchived={false}
      title="Tasks"
      description="What exhibitor teams do before the event, by due date. Teams see the tasks for their team type."
      actions={
        <>
          <HeaderLink to={taskGroupPaths.list} icon={IconListDetails}>
            Task groups
          </HeaderLink>
          <HeaderLink to={taskPaths.archived}>Archived</HeaderLink>
        </>
      }
      empty={{
        icon: <IconChecklist size={34} />,
        title: 'No tasks yet',
        children:
          'Tasks are the teams’ checklist: forms to send, rules to agree to, things to do by a date. Group them so teams see them in order.',
      }}
    />
  );
}

/** /admin/tasks/archived: archived tasks, to bring back or delete. */
export function TaskArchivedPage() {
  return (
    <TaskListFrame
      isArchived
      title="Archived tasks"
      description="Archived tasks are hidden from teams until you unarchive them."
      actions={
        <HeaderLink to={taskPaths.list} back>
          Back to tasks
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived tasks',
        children: 'Tasks you archive wait here, out of teams’ sight, until you unarchive them.',
      }}
    />
  );
}
