import { Trans, useLingui } from '@lingui/react/macro';
import { IconChecklist, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { taskPaths } from '../paths.ts';
import { TaskGroupListFrame } from './task-group-list-frame.tsx';

/** /admin/task-groups (moderator+): the headings teams see their tasks under, in order. */
export function TaskGroupListPage() {
  const { t } = useLingui();
  return (
    <TaskGroupListFrame
      isArchived={false}
      description={t`Headings that order the teams' tasks, such as “Before you arrive” or “Build-up week”.`}
      links={
        <HeaderLink to={taskPaths.list} icon={IconChecklist}>
          <Trans>Tasks</Trans>
        </HeaderLink>
      }
      empty={{
        icon: <IconListDetails size={34} />,
        children: t`A group puts tasks under one heading in the order teams should do them. A task can be in several groups.`,
      }}
    />
  );
}

/** /admin/task-groups/archived: archived groups (empty), to bring back or delete. */
export function TaskGroupArchivedPage() {
  const { t } = useLingui();
  return (
    <TaskGroupListFrame
      isArchived
      description={t`Archived groups are hidden from teams and hold no tasks until you unarchive them.`}
      empty={{ children: t`Groups you archive wait here, emptied, until you unarchive them.` }}
    />
  );
}
