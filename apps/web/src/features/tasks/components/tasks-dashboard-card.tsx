import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { MemberTaskSummary } from '@showdesk/domain/tasks/member-tasks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDay } from '../../../lib/format.ts';
import { useTaskSummary } from '../api/member-tasks-api.ts';
import { taskPaths } from '../paths.ts';
import { TaskLabelBadge } from './task-label-badge.tsx';

/**
 * The dashboard's tasks card: its title links to /tasks; below, what is overdue and due soon
 * for the team (links to each task), or "Nothing due". A mini card shows the counts only.
 */
export function TasksDashboardCard({
  title,
  icon,
  isMini,
}: {
  title: string;
  icon: ReactNode;
  isMini: boolean;
}) {
  const { t } = useLingui();
  const summary = useTaskSummary();
  const data = summary.data;
  const due = data ? [...data.overdue, ...data.dueSoon] : [];
  const counts = data?.counts;
  const overdue = counts?.overdue;
  const dueSoon = counts?.dueSoon;
  const note = summary.isPending ? (
    <Skeleton h={14} w="70%" />
  ) : !data?.hasTeam ? (
    t`Your team’s checklist`
  ) : counts && counts.overdue + counts.dueSoon === 0 ? (
    t`Nothing due`
  ) : (
    [overdue ? t`${overdue} overdue` : null, dueSoon ? t`${dueSoon} due soon` : null]
      .filter(Boolean)
      .join(' · ')
  );
  return (
    <Card withBorder radius="md" padding="md" h="100%" className="dashboard-card">
      <Group gap="md" wrap="nowrap" align={isMini ? 'center' : 'flex-start'}>
        <ThemeIcon size={42} radius="md" variant="light">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Anchor component={Link} to={taskPaths.list} fw={600} c="inherit">
            {title}
          </Anchor>
          <Text size="sm" c="dimmed" mt={2} component="div">
            {note}
          </Text>
        </div>
      </Group>
      {!isMini && due.length ? (
        <Stack gap={6} mt="sm" mb={0} mx={0} component="ul" p={0} style={{ listStyle: 'none' }}>
          {due.slice(0, 4).map((task) => (
            <DueTask key={task.id} task={task} />
          ))}
          {due.length > 4 ? (
            <Text component="li" size="sm">
              <Anchor component={Link} to={taskPaths.list} size="sm">
                <Trans>See all tasks</Trans>
              </Anchor>
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Card>
  );
}

function DueTask({ task }: { task: MemberTaskSummary }) {
  const { t } = useLingui();
  const title = task.title;
  const dueDay = task.dueDate ? formatDay(task.dueDate) : '';
  return (
    <Group component="li" gap="xs" wrap="nowrap" justify="space-between">
      <Anchor
        component={Link}
        to={taskPaths.task(task.id)}
        size="sm"
        style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={task.dueDate ? t`${title}, due ${dueDay}` : title}
      >
        {task.title}
      </Anchor>
      <TaskLabelBadge label={task.label} size="xs" />
    </Group>
  );
}
