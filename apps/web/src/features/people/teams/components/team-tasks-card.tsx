import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@showdesk/domain/people/permissions';
import type { TeamTaskProgress, TeamTaskRow } from '@showdesk/domain/tasks/task-report';
import { IconChecklist } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { formatDay } from '../../../../lib/format.ts';
import { useSession } from '../../../../lib/session.ts';
import { reportPaths } from '../../../reports/paths.ts';
import { taskPaths } from '../../../tasks/admin/paths.ts';
import { TaskLabelBadge } from '../../../tasks/components/task-label-badge.tsx';
import { useTeamTasks } from '../api/teams-api.ts';

/** How many tasks show before "Show all": the ones to chase come first. */
const firstShown = 8;

/**
 * The team page's Tasks card: how many of the tasks that apply to the team are complete, and
 * those tasks (incomplete and overdue first) each linking to its page and to the team's row of
 * its report — what an organiser on the phone with the team needs without going to Reports.
 */
export function TeamTasksCard({ teamId }: { teamId: string }) {
  const { t } = useLingui();
  const query = useTeamTasks(teamId);
  if (query.isPending) return <TeamTasksSkeleton />;
  if (query.isError) {
    return (
      <Card withBorder radius="md" padding="lg">
        <ErrorAlert error={query.error} title={t`The team's tasks could not be loaded`} />
      </Card>
    );
  }
  const progress = query.data;
  if (progress.tasks.length === 0) {
    return (
      <EmptyState
        icon={<IconChecklist size={30} />}
        title={t`No tasks apply to this team yet`}
        action={{ label: t`Add task`, to: taskPaths.add() }}
      >
        <Trans>
          Tasks for every team, or for this team’s type, show here with the team’s progress on them.
        </Trans>
      </EmptyState>
    );
  }
  return <TeamTasks teamId={teamId} progress={progress} />;
}

function TeamTasks({ teamId, progress }: { teamId: string; progress: TeamTaskProgress }) {
  const { member } = useSession();
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  const { summary, tasks } = progress;
  // The tasks that apply: those the team marked N/A do not.
  const applicable = tasks.length - summary.notApplicable;
  const percent = applicable === 0 ? 100 : Math.round((summary.complete / applicable) * 100);
  const { complete, overdue, dueSoon, awaitingApproval, notApplicable } = summary;
  const headline = t({
    message: plural(applicable, {
      one: `${complete} of # task complete`,
      other: `${complete} of # tasks complete`,
    }),
  });
  const notes = [
    overdue ? t`${overdue} overdue` : null,
    dueSoon ? t`${dueSoon} due soon` : null,
    awaitingApproval ? t`${awaitingApproval} awaiting approval` : null,
    notApplicable ? t`${notApplicable} marked N/A` : null,
  ].filter((note) => note !== null);
  const taskCount = tasks.length;
  const shown = showAll ? tasks : tasks.slice(0, firstShown);
  const listId = `team-tasks-${teamId}`;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="team-tasks">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="lg" id="team-tasks">
            <Trans>Tasks</Trans>
          </Title>
          {hasPermission(member.permissions, 'admin') ? (
            <Anchor component={Link} to={reportPaths.list} size="sm">
              <Trans>Task reports</Trans>
            </Anchor>
          ) : null}
        </Group>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{headline}</Text>
            <Text size="sm" c="dimmed">
              {percent}%
            </Text>
          </Group>
          <Progress
            value={percent}
            size="lg"
            radius="xl"
            aria-label={t`Task progress: ${headline}`}
          />
          {notes.length ? (
            <Text size="sm" c="dimmed">
              {notes.join(' · ')}
            </Text>
          ) : null}
          {progress.isOrganiser ? (
            <Text size="sm" c="dimmed">
              <Trans>An organiser team sees every task; the task reports leave it out.</Trans>
            </Text>
          ) : null}
        </Stack>
        <Stack gap={0} component="ul" id={listId} m={0} p={0} style={{ listStyle: 'none' }}>
          {shown.map((task) => (
            <TeamTaskItem
              key={task.id}
              task={task}
              teamId={teamId}
              withReport={!progress.isOrganiser}
            />
          ))}
        </Stack>
        {tasks.length > firstShown ? (
          <Group>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setShowAll((all) => !all)}
              aria-expanded={showAll}
              aria-controls={listId}
            >
              {showAll ? t`Show fewer` : t`Show all ${taskCount} tasks`}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

function TeamTaskItem({
  task,
  teamId,
  withReport,
}: {
  task: TeamTaskRow;
  teamId: string;
  withReport: boolean;
}) {
  const { t } = useLingui();
  const due = task.dueDate ? formatDay(task.dueDate) : null;
  const title = task.title;
  return (
    <Group
      component="li"
      justify="space-between"
      gap="xs"
      py="xs"
      wrap="wrap"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Anchor
          component={Link}
          to={taskPaths.record(task.id)}
          style={{ overflowWrap: 'anywhere' }}
        >
          {task.title}
        </Anchor>
        <Group gap="xs">
          <TaskLabelBadge label={task.status} size="xs" />
          <Text size="xs" c="dimmed">
            {due ? t`Due ${due}` : t`No deadline`}
          </Text>
        </Group>
      </Stack>
      {withReport ? (
        <Anchor
          component={Link}
          to={taskPaths.report(task.id, teamId)}
          size="sm"
          aria-label={t`${title}: the team’s status in the task report`}
        >
          <Trans>Team’s status</Trans>
        </Anchor>
      ) : null}
    </Group>
  );
}

function TeamTasksSkeleton() {
  const { t } = useLingui();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      role="status"
      aria-busy="true"
      aria-label={t`Loading tasks`}
    >
      <Skeleton h={22} w={90} mb="md" />
      <Skeleton h={16} w="45%" mb="xs" />
      <Skeleton h={14} radius="xl" mb="md" />
      <Stack gap="sm">
        <Skeleton h={18} />
        <Skeleton h={18} w="90%" />
        <Skeleton h={18} w="80%" />
      </Stack>
    </Card>
  );
}
