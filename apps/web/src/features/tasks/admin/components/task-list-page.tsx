import { useLingui } from '@lingui/react/macro';
import { IconChecklist, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { taskGroupPaths } from '../paths.ts';
import { TaskListFrame } from './task-list-frame.tsx';

/** /admin/tasks (moderator+): the event's active tasks, soonest due first. */
export function TaskListPage() {
  const { t } = useLingui();
  return (
    <TaskListFrame
      isArchived={false}
      description={t`What exhibitor teams do before the event, by due date. Teams see the tasks for their team type.`}
      links={
        <HeaderLink to={taskGroupPaths.list} icon={IconListDetails}>
          {/* A string, so that the event's own word for tasks replaces "Task" (HeaderLink). */}
          {t`Task groups`}
        </HeaderLink>
      }
      empty={{
        icon: <IconChecklist size={34} />,
        children: t`Tasks are the teams’ checklist: forms to send, rules to agree to, things to do by a date. Group them so teams see them in order.`,
      }}
    />
  );
}

/** /admin/tasks/archived: archived tasks, to bring back or delete. */
export function TaskArchivedPage() {
  const { t } = useLingui();
  return (
    <TaskListFrame
      isArchived
      description={t`Archived tasks are hidden from teams until you unarchive them.`}
      empty={{
        children: t`Tasks you archive wait here, out of teams’ sight, until you unarchive them.`,
      }}
    />
  );
}
