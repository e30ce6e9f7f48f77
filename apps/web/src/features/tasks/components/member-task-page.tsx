import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Card, Group, MultiSelect, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { MemberTaskDetail } from '@showdesk/domain/tasks/member-tasks';
import { taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconClockHour4, IconFileOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RichTextView } from '../../../components/content-view/rich-text-view.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel, useRecordCrumb } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useContentTitle, useMemberTask, useMemberTaskActions } from '../api/member-tasks-api.ts';
import { TaskThread } from '../comments/components/task-thread.tsx';
import { taskPaths } from '../paths.ts';
import { TaskAction } from './member-task-action.tsx';
import { FileList } from './task-file-list.tsx';
import { TaskLabelBadge } from './task-label-badge.tsx';

/**
 * /tasks/:taskId and /content/:contentId/task/:taskId: one task of the team, with the action
 * its type needs, who works on it, and who changed it last. 'Task Not Found' for a task the
 * team cannot see, like an unknown one.
 */
export function MemberTaskPage() {
  const { taskId = '', contentId } = useParams();
  const { t } = useLingui();
  const query = useMemberTask(taskId);
  useRecordCrumb(encodeURIComponent(taskId), query, (detail) => detail.task.title);
  useContentCrumb(contentId);

  const state = recordState({
    query,
    noun: t`Task`,
    icon: <IconFileOff size={34} />,
    listPath: contentId ? `/content/${encodeURIComponent(contentId)}` : taskPaths.list,
    listName: contentId ? t`the page` : t`tasks`,
    skeleton: <TaskPageSkeleton />,
    notFoundText: t`This task doesn’t exist or isn’t given to your team.`,
  });
  if (state || !query.data) return state;
  return <TaskView detail={query.data} />;
}

/** Under a content page, its crumb shows the page's title (the breadcrumb goes through it). */
function useContentCrumb(contentId: string | undefined) {
  const page = useContentTitle(contentId);
  useBreadcrumbLabel(contentId && encodeURIComponent(contentId), page.data?.title);
}

function TaskView({ detail }: { detail: MemberTaskDetail }) {
  const { task, hasTeam } = detail;
  const { t } = useLingui();
  const status = task.status;
  const dueDay = task.dueDate ? formatDay(task.dueDate) : '';
  const changedBy = status?.updatedBy?.name ?? '';
  const changedAt = status?.updatedAt ? formatDateTime(status.updatedAt) : '';
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title={task.title}
        isName
        description={
          <Group gap="sm" component="span">
            <TaskLabelBadge label={task.label} />
            <Text component="span" c="dimmed">
              {task.dueDate ? t`Due ${dueDay}` : t`No deadline`}
            </Text>
            {task.isTimeSensitive ? (
              <Group gap={4} component="span" c="dimmed">
                <IconClockHour4 size={16} aria-hidden />
                <Text component="span" c="dimmed">
                  <Trans>Time sensitive</Trans>
                </Text>
              </Group>
            ) : null}
            <Text component="span" c="dimmed">
              · {taskTypeLabels[task.type]}
            </Text>
          </Group>
        }
      />
      {status?.approvalStatus === 'returned' ? (
        <Alert color="orange" title={t`Sent back by the organisers`}>
          {status.approvalNote || t`Please have another look and complete it again.`}
        </Alert>
      ) : null}
      {task.label === 'awaitingApproval' ? (
        <Alert color="violet" title={t`Awaiting approval`}>
          <Trans>The organisers will check it and approve it or send it back.</Trans>
        </Alert>
      ) : null}
      {task.description ? (
        <Card withBorder radius="md" padding="lg">
          <RichTextView html={task.description} />
        </Card>
      ) : null}
      {task.attachments.length ? (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="md" mb="sm">
            {task.type === 'pdfForm' ? t`The PDF to fill in` : t`Attachments`}
          </Title>
          <FileList files={task.attachments} />
        </Card>
      ) : null}
      {hasTeam ? (
        <>
          <TaskAction detail={detail} />
          <Assignees detail={detail} />
          <Text size="sm" c="dimmed">
            {status?.updatedAt && status.updatedBy
              ? t`Last changed by ${changedBy} on ${changedAt}`
              : t`Not changed by your team yet`}
          </Text>
        </>
      ) : (
        <Alert color="gray">
          <Trans>
            You are not in a team of this event: you can read this task, but not change its
            progress.
          </Trans>
        </Alert>
      )}
      {hasTeam ? <TaskThread taskId={task.id} /> : null}
    </Stack>
  );
}

function Assignees({ detail }: { detail: MemberTaskDetail }) {
  const { t } = useLingui();
  const actions = useMemberTaskActions(detail.task.id);
  const value = (detail.task.status?.assignedTo ?? []).map((person) => person.id);
  return (
    <Card withBorder radius="md" padding="lg">
      <MultiSelect
        label={t`Assigned to`}
        description={t`Who in your team works on this task`}
        placeholder={value.length ? undefined : t`Nobody yet`}
        data={detail.teamMembers.map((person) => ({ value: person.id, label: person.name }))}
        value={value}
        onChange={(userIds) =>
          actions.assignees.mutate(userIds, {
            onError: (error) => feedback('error', errorMessage(error)),
          })
        }
        disabled={actions.assignees.isPending}
        clearable
        searchable
      />
    </Card>
  );
}

function TaskPageSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="lg" maw={860} role="status" aria-busy="true" aria-label={t`Loading`}>
      <Skeleton h={34} w="55%" />
      <Skeleton h={18} w="30%" />
      <Card withBorder radius="md" padding="lg">
        <Skeleton h={14} mb="sm" />
        <Skeleton h={14} w="90%" mb="sm" />
        <Skeleton h={14} w="70%" />
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Skeleton h={18} w="25%" mb="md" />
        <Group>
          <Skeleton h={36} w={140} />
          <Skeleton h={36} w={110} />
        </Group>
      </Card>
    </Stack>
  );
}
