import { useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Stack } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { ContentPageView } from '../../../../components/content-view/content-page-view.tsx';
import { TaskStatusContext } from '../../../../components/content-view/task-list-view.tsx';
import { recordState } from '../../../../components/record-state.tsx';
import { useRecordCrumb } from '../../../../lib/breadcrumb-labels.ts';
import { useSession } from '../../../../lib/session.ts';
import { useMemberTasks } from '../../../tasks/api/member-tasks-api.ts';
import { TaskLabelBadge } from '../../../tasks/components/task-label-badge.tsx';
import { useMemberContentPage } from '../../api/member-content-api.ts';

/** /content/:contentId: one content page with its published sections. */
export function MemberContentPage() {
  const { contentId = '' } = useParams();
  const { event } = useSession();
  const { t } = useLingui();
  const query = useMemberContentPage(contentId);
  useRecordCrumb(encodeURIComponent(contentId), query, (page) => page.title);

  const state = recordState({
    query,
    noun: t`Content`,
    icon: <IconFileOff size={34} />,
    listPath: '/content',
    listName: t`content`,
    skeleton: <ContentPageSkeleton />,
    notFoundText: t`This page doesn’t exist or isn’t available to your team.`,
  });
  if (state || !query.data) return state;
  const view = <ContentPageView page={query.data} eventName={event.name} />;
  return query.data.sections.some((section) => section.tasks?.length) ? (
    <WithTeamProgress>{view}</WithTeamProgress>
  ) : (
    view
  );
}

/** The team's label of each task, for the page's task lists (read from the team's own list). */
function WithTeamProgress({ children }: { children: ReactNode }) {
  const tasks = useMemberTasks(null).data;
  const labels = useMemo(
    () =>
      new Map(
        tasks?.hasTeam
          ? tasks.groups.flatMap((group) => group.tasks.map((task) => [task.id, task.label]))
          : [],
      ),
    [tasks],
  );
  const badgeOf = useCallback(
    (taskId: string) => {
      const label = labels.get(taskId);
      return label ? <TaskLabelBadge label={label} /> : null;
    },
    [labels],
  );
  return <TaskStatusContext.Provider value={badgeOf}>{children}</TaskStatusContext.Provider>;
}

export function ContentPageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" maw={860} mx="auto" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={36} w="55%" />
      <Skeleton h={16} w="80%" />
      <Card withBorder radius="md" padding={0}>
        <Skeleton h={260} />
      </Card>
      <Skeleton h={22} w="35%" />
      <Skeleton h={14} />
      <Skeleton h={14} w="90%" />
      <Skeleton h={14} w="70%" />
    </Stack>
  );
}
