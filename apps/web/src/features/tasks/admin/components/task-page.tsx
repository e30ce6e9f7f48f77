import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type TaskDetail, taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import { IconArchive, IconArchiveOff, IconChartBar, IconChecklist } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { HistoryPanel } from '../../../../components/history/history-panel.tsx';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../components/records/translations-link.tsx';
import { deleteOf } from '../../../../lib/confirmed-delete.ts';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDay } from '../../../../lib/format.ts';
import { useDeleteTask, useTask, useUpdateTask } from '../api/tasks-api.ts';
import { taskPaths } from '../paths.ts';
import { TaskAttachments } from './task-attachments.tsx';
import { TaskForm } from './task-form.tsx';
import { taskFormValues } from './task-form-values.ts';
import { TaskRemindersButton } from './task-reminders-button.tsx';

/** /admin/tasks/:taskId: the task's settings; archive or unarchive it, or delete it. */
export function TaskPage() {
  const { taskId = '' } = useParams();
  const { t } = useLingui();
  const update = useUpdateTask(taskId);
  const archive = useUpdateTask(taskId);
  const remove = useDeleteTask();

  const setArchived = (task: TaskDetail) =>
    archive.mutate(
      { isArchived: !task.isArchived },
      {
        onSuccess: (saved) => {
          const title = saved.title;
          feedback(
            'success',
            saved.isArchived
              ? t`${title} was archived: hidden from teams`
              : t`${title} was unarchived: back in the tasks list`,
          );
        },
        onError: (error) => feedback('error', errorMessage(error)),
      },
    );

  return (
    <RecordPage
      query={useTask(taskId)}
      noun={{ one: t`task`, many: t`tasks` }}
      icon={<IconChecklist size={34} />}
      listPath={taskPaths.list}
      id={taskId}
      title={(task) => task.title}
      description={(task) => (
        <Group gap="xs">
          <Text span>
            {taskTypeLabels[task.type]} · {formatDay(task.dueDate, t`No deadline`)}
          </Text>
          {task.isArchived ? (
            <Badge size="sm" variant="outline" color="gray">
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
        </Group>
      )}
      actions={(task) => (
        <Group gap="xs">
          <TaskRemindersButton taskId={task.id} title={task.title} />
          <TranslationsLink kind="tasks" recordId={task.id} />
          <Button
            component={Link}
            to={taskPaths.report(task.id)}
            variant="default"
            leftSection={<IconChartBar size={16} aria-hidden />}
          >
            <Trans>Report</Trans>
          </Button>
          <Button
            variant="default"
            leftSection={
              task.isArchived ? (
                <IconArchiveOff size={16} aria-hidden />
              ) : (
                <IconArchive size={16} aria-hidden />
              )
            }
            loading={archive.isPending}
            onClick={() => setArchived(task)}
          >
            {task.isArchived ? t`Unarchive` : t`Archive`}
          </Button>
        </Group>
      )}
      remove={{
        mutation: deleteOf(remove, taskId),
        consequence: () =>
          t`It leaves its groups, and its files are deleted too. This can’t be undone.`,
      }}
      skeleton={<FormPageSkeleton formHeight={640} />}
    >
      {(task) => (
        <Stack gap="lg">
          <TaskForm
            key={`${task.id}:${task.updatedAt}`}
            initial={taskFormValues(task)}
            submitLabel={t`Save task`}
            mutation={update}
            guardUnsaved
          />
          <TaskAttachments task={task} />
          <HistoryPanel record={{ kind: 'task', id: task.id }} version={task.updatedAt} />
        </Stack>
      )}
    </RecordPage>
  );
}
