import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Anchor,
  Card,
  Chip,
  Group,
  Progress,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  type MemberTaskFilter,
  type MemberTaskGroup,
  type MemberTaskSummary,
  memberTaskFilterLabels,
  memberTaskFilters,
  type TaskProgressCount,
} from '@showdesk/domain/tasks/member-tasks';
import { IconChecklist, IconClockHour4, IconFilterOff } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Skeletons } from '../../../components/skeletons.tsx';
import { useDomainWord, useTerminology } from '../../../lib/domain-word.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDay } from '../../../lib/format.ts';
import { useMemberTasks } from '../api/member-tasks-api.ts';
import { CalendarFeedButton } from '../calendar/components/calendar-feed-button.tsx';
import { taskPaths } from '../paths.ts';
import { byDueDate } from '../task-order.ts';
import { TaskLabelBadge } from './task-label-badge.tsx';

type Sort = 'dueDate' | 'order';

const isFilter = (value: string | null): value is MemberTaskFilter =>
  (memberTaskFilters as readonly string[]).includes(value ?? '');

/**
 * /tasks: the team's tasks by task group, each group with its progress bar and the team's
 * overall one; labels, due dates and assignees; filter chips in the URL (?filter=) and the
 * order within groups (?sort=order for the organisers' order; by due date otherwise).
 */
export function MemberTasksPage() {
  const terminology = useTerminology();
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filterParam = params.get('filter');
  const filter = isFilter(filterParam) ? filterParam : null;
  const sort: Sort = params.get('sort') === 'order' ? 'order' : 'dueDate';
  const query = useMemberTasks(filter);

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const data = query.data;
  const word = useDomainWord();
  const filterLabel = filter ? word(memberTaskFilterLabels[filter]) : '';
  return (
    <>
      <PageHeader
        title={terminology.tasks}
        description={
          data && !data.hasTeam
            ? t`Every task, as the teams it is for see it. You are not in a team, so there is no progress to show.`
            : t`Your team’s checklist from the organisers.`
        }
        actions={query.data?.hasTeam ? <CalendarFeedButton /> : null}
      />
      {query.isError ? (
        <Alert color="red" role="alert" mb="md">
          {errorMessage(query.error)}
        </Alert>
      ) : null}
      {!data && query.isPending ? (
        <TasksSkeleton />
      ) : data && !data.hasTeam && data.progress.total === 0 ? (
        <EmptyState icon={<IconChecklist size={34} />} title={t`No team yet`}>
          <Trans>Tasks are given to teams. Once you are in a team, its tasks appear here.</Trans>
        </EmptyState>
      ) : data && data.progress.total === 0 ? (
        <EmptyState icon={<IconChecklist size={34} />} title={t`No tasks for your team yet`}>
          <Trans>
            When the organisers give your team something to do, it appears here with its due date.
          </Trans>
        </EmptyState>
      ) : data ? (
        <Stack gap="lg">
          {data.hasTeam ? <TeamProgress progress={data.progress} /> : null}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="xs" role="group" aria-label={t`Filter tasks`}>
              {memberTaskFilters.map((value) => (
                <Chip
                  key={value}
                  size="sm"
                  checked={filter === value}
                  onChange={() => setParam('filter', filter === value ? null : value)}
                >
                  {word(memberTaskFilterLabels[value])}
                </Chip>
              ))}
            </Group>
            <SegmentedControl
              size="xs"
              aria-label={t`Order within groups`}
              value={sort}
              onChange={(value) => setParam('sort', value === 'order' ? 'order' : null)}
              data={[
                { value: 'dueDate', label: t`By due date` },
                { value: 'order', label: t`Organisers’ order` },
              ]}
            />
          </Group>
          {data.groups.length === 0 ? (
            <EmptyState icon={<IconFilterOff size={34} />} title={t`No matching tasks`}>
              <Trans>No task is {filterLabel} right now.</Trans>{' '}
              <Anchor component="button" type="button" onClick={() => setParam('filter', null)}>
                <Trans>Show all tasks</Trans>
              </Anchor>
            </EmptyState>
          ) : (
            <Stack gap="md" aria-busy={query.isFetching || undefined}>
              {data.groups.map((group) => (
                <TaskGroupCard
                  key={group.id ?? 'other'}
                  group={group}
                  sort={sort}
                  hasTeam={data.hasTeam}
                />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </>
  );
}

const percentOf = ({ done, total }: TaskProgressCount) =>
  total === 0 ? 0 : Math.round((done / total) * 100);

function TeamProgress({ progress }: { progress: TaskProgressCount }) {
  const { t } = useLingui();
  const done = progress.done;
  const total = progress.total;
  const percent = percentOf(progress);
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb={6}>
        <Text fw={600}>
          <Trans>Your team’s progress</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>
            {done} of {total} done · {percent}%
          </Trans>
        </Text>
      </Group>
      <Progress
        value={percent}
        size="lg"
        radius="xl"
        aria-label={t`Team progress: ${done} of ${total} tasks done`}
      />
    </Card>
  );
}

function TaskGroupCard({
  group,
  sort,
  hasTeam,
}: {
  group: MemberTaskGroup;
  sort: Sort;
  hasTeam: boolean;
}) {
  const { t } = useLingui();
  const tasks = sort === 'dueDate' ? byDueDate(group.tasks) : group.tasks;
  // The tasks in no group come under the server's 'Other tasks', said in the reader's language.
  const groupTitle = group.id === null ? t`Other tasks` : group.title;
  const done = group.progress.done;
  const total = group.progress.total;
  return (
    <Card withBorder radius="md" padding={0} component="section" aria-label={groupTitle}>
      <Stack gap={6} p="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} fz="lg" style={{ overflowWrap: 'break-word' }}>
            {groupTitle}
          </Title>
          {hasTeam ? (
            <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
              <Trans>
                {done}/{total} done
              </Trans>
            </Text>
          ) : null}
        </Group>
        {hasTeam ? (
          <Progress
            value={percentOf(group.progress)}
            size="sm"
            radius="xl"
            aria-label={t`${groupTitle}: ${done} of ${total} tasks done`}
          />
        ) : null}
      </Stack>
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </Stack>
    </Card>
  );
}

function TaskRow({ task }: { task: MemberTaskSummary }) {
  const { t } = useLingui();
  const assignees = task.status?.assignedTo ?? [];
  const names = assignees.map((person) => person.name).join(', ');
  const dueDay = task.dueDate ? formatDay(task.dueDate) : '';
  return (
    <li
      className="member-task-row"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs" px="md" py="sm">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Anchor
            component={Link}
            to={taskPaths.task(task.id)}
            fw={500}
            style={{ overflowWrap: 'break-word' }}
          >
            {task.title}
          </Anchor>
          <Group gap="xs" c="dimmed">
            <Text size="sm" c="dimmed">
              {task.dueDate ? t`Due ${dueDay}` : t`No deadline`}
            </Text>
            {task.isTimeSensitive ? (
              <Group gap={4} c="dimmed">
                <IconClockHour4 size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  <Trans>Time sensitive</Trans>
                </Text>
              </Group>
            ) : null}
            {assignees.length ? (
              <Text size="sm" c="dimmed">
                <Trans>Assigned to {names}</Trans>
              </Text>
            ) : null}
          </Group>
        </Stack>
        <TaskLabelBadge label={task.label} />
      </Group>
    </li>
  );
}

function TasksSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={74} radius="md" />
      <Group gap="xs">
        <Skeletons count={5} h={26} w={84} radius="xl" />
      </Group>
      {Array.from({ length: 2 }, (_, i) => (
        <Card key={String(i)} withBorder radius="md" padding="md">
          <Skeleton h={20} w="35%" mb="sm" />
          <Skeleton h={8} mb="md" />
          {Array.from({ length: 3 }, (_, j) => (
            <Group key={String(j)} justify="space-between" py="xs">
              <Stack gap={6} style={{ flex: 1 }}>
                <Skeleton h={14} w="55%" />
                <Skeleton h={12} w="25%" />
              </Stack>
              <Skeleton h={20} w={72} />
            </Group>
          ))}
        </Card>
      ))}
    </Stack>
  );
}
