import { Button } from '@mantine/core';
import { IconArchive, IconArrowLeft, IconChecklist, IconListDetails } from '@tabler/icons-react';
import { Link } from 'react-router';
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
          <Button
            component={Link}
            to={taskGroupPaths.list}
            variant="default"
            leftSection={<IconListDetails size={16} aria-hidden />}
          >
            Task groups
          </Button>
          <Button
            component={Link}
            to={taskPaths.archived}
            variant="default"
            leftSection={<IconArchive size={16} aria-hidden />}
          >
            Archived
          </Button>
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
        <Button
          component={Link}
          to={taskPaths.list}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to tasks
        </Button>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived tasks',
        children: 'Tasks you archive wait here, out of teams’ sight, until you unarchive them.',
      }}
    />
  );
}
