import {
  Alert,
  Anchor,
  Blockquote,
  Button,
  Card,
  Group,
  MultiSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { acceptAttribute, uploadKinds } from '@showdesk/domain/platform/uploads';
import type {
  MemberTaskDetail,
  SentSubmission,
  TaskFile,
} from '@showdesk/domain/tasks/member-tasks';
import { taskTypeLabels } from '@showdesk/domain/tasks/tasks';
import {
  IconCheck,
  IconCircleOff,
  IconClipboardCheck,
  IconClipboardText,
  IconClockHour4,
  IconDownload,
  IconExternalLink,
  IconFileOff,
  IconRotate,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RichTextView } from '../../../components/content-view/rich-text-view.tsx';
import { FileDropZone, formatFileSize } from '../../../components/file-drop-zone.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { UploadProgress } from '../../../components/upload-field.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { formPaths } from '../../forms/form-paths.ts';
import { useContentTitle, useMemberTask, useMemberTaskActions } from '../api/member-tasks-api.ts';
import { TaskThread } from '../comments/components/task-thread.tsx';
import { taskPaths } from '../paths.ts';
import { TaskLabelBadge } from './task-label-badge.tsx';

/**
 * /tasks/:taskId and /content/:contentId/task/:taskId: one task of the team, with the action
 * its type needs, who works on it, and who changed it last. 'Task Not Found' for a task the
 * team cannot see, like an unknown one.
 */
export function MemberTaskPage() {
  const { taskId = '', contentId } = useParams();
  const query = useMemberTask(taskId);
  useBreadcrumbLabel(encodeURIComponent(taskId), query.data?.task.title);
  useContentCrumb(contentId);

  const state = recordState({
    query,
    noun: 'Task',
    icon: <IconFileOff size={34} />,
    listPath: contentId ? `/content/${encodeURIComponent(contentId)}` : taskPaths.list,
    listName: contentId ? 'the page' : 'tasks',
    skeleton: <TaskPageSkeleton />,
    notFoundText: 'This task doesn’t exist or isn’t given to your team.',
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
  const status = task.status;
  return (
    <Stack gap="lg" maw={860}>
      <PageHeader
        title={task.title}
        isName
        description={
          <Group gap="sm" component="span">
            <TaskLabelBadge label={task.label} />
            <Text component="span" c="dimmed">
              {task.dueDate ? `Due ${formatDay(task.dueDate)}` : 'No deadline'}
            </Text>
            {task.isTimeSensitive ? (
              <Group gap={4} component="span" c="dimmed">
                <IconClockHour4 size={16} aria-hidden />
                <Text component="span" c="dimmed">
                  Time sensitive
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
        <Alert color="orange" title="Sent back by the organisers">
          {status.approvalNote || 'Please have another look and complete it again.'}
        </Alert>
      ) : null}
      {task.label === 'awaitingApproval' ? (
        <Alert color="violet" title="Awaiting approval">
          The organisers will check it and approve it or send it back.
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
            {task.type === 'pdfForm' ? 'The PDF to fill in' : 'Attachments'}
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
              ? `Last changed by ${status.updatedBy.name} on ${formatDateTime(status.updatedAt)}`
              : 'Not changed by your team yet'}
          </Text>
        </>
      ) : (
        <Alert color="gray">
          You are not in a team of this event: you can read this task, but not change its progress.
        </Alert>
      )}
      {hasTeam ? <TaskThread taskId={task.id} /> : null}
    </Stack>
  );
}

function FileList({ files, onRemove }: { files: TaskFile[]; onRemove?: (file: TaskFile) => void }) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => (
        <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
          <Anchor href={file.url} download={file.name} style={{ overflowWrap: 'break-word' }}>
            <Group gap={6} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              {file.name}
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {formatFileSize(file.size)}
            </Text>
            {onRemove ? (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onRemove(file)}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </Button>
            ) : null}
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

const handTypes = new Set(['task', 'externalForm', 'pdfForm', 'tbc']);

/** What the task's type asks the team to do, and the state buttons. */
function TaskAction({ detail }: { detail: MemberTaskDetail }) {
  const { task } = detail;
  const actions = useMemberTaskActions(task.id);
  const status = task.status;
  const isComplete = status?.isComplete ?? false;
  const isNotApplicable = status?.isNotApplicable ?? false;
  const busy = actions.progress.isPending || actions.agree.isPending;

  const setState = (state: 'complete' | 'notApplicable' | 'incomplete') =>
    actions.progress.mutate(state, {
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="md">
          What to do
        </Title>
        {task.type === 'form' && !isComplete && detail.sentSubmissions.length ? (
          <SentForms detail={detail} />
        ) : null}
        {task.type === 'form' ? (
          task.form ? (
            <Group>
              <Button
                component={Link}
                to={`${formPaths.fill(task.form.id)}?taskId=${encodeURIComponent(task.id)}`}
                // The form already sent is the first way offered; filling it in again the second.
                variant={!isComplete && detail.sentSubmissions.length ? 'default' : 'filled'}
                leftSection={<IconClipboardText size={16} aria-hidden />}
              >
                Open form
              </Button>
              <Text size="sm" c="dimmed">
                {task.form.title} · sending it completes this task.
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">The form of this task is not open yet.</Text>
          )
        ) : null}
        {task.type === 'externalForm' && task.externalLink ? (
          <Group>
            <Button
              component="a"
              href={task.externalLink}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open the external form
            </Button>
          </Group>
        ) : null}
        {task.type === 'disclaimer' ? <Disclaimer detail={detail} /> : null}
        {task.type === 'upload' ? <TaskUpload detail={detail} /> : null}
        <Group gap="sm">
          {handTypes.has(task.type) && !isComplete ? (
            <Button
              onClick={() => setState('complete')}
              loading={busy && actions.progress.variables === 'complete'}
              disabled={busy}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {task.isApprovalNeeded ? 'Mark complete (for approval)' : 'Mark complete'}
            </Button>
          ) : null}
          {!isNotApplicable ? (
            <Button
              variant="default"
              onClick={() => setState('notApplicable')}
              loading={busy && actions.progress.variables === 'notApplicable'}
              disabled={busy}
              leftSection={<IconCircleOff size={16} aria-hidden />}
            >
              Mark N/A
            </Button>
          ) : null}
          {isComplete || isNotApplicable ? (
            <Button
              variant="default"
              onClick={() => setState('incomplete')}
              loading={busy && actions.progress.variables === 'incomplete'}
              disabled={busy}
              leftSection={<IconRotate size={16} aria-hidden />}
            >
              Mark incomplete
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * A form task added after the team sent its form: the forms it sent, each counted for the task in
 * one click instead of filling the form in again.
 */
function SentForms({ detail }: { detail: MemberTaskDetail }) {
  const { task } = detail;
  const actions = useMemberTaskActions(task.id);
  const title = task.form?.title ?? 'the form';
  const use = (submission: SentSubmission) =>
    actions.countSubmission.mutate(submission.id, {
      onSuccess: (after) =>
        feedback(
          'success',
          after.task.label === 'awaitingApproval'
            ? `The form you sent on ${formatDateTime(submission.sentAt)} counts for this task: it is waiting for approval`
            : `The form you sent on ${formatDateTime(submission.sentAt)} counts for this task: it is complete`,
        ),
      onError: (error) => feedback('error', errorMessage(error)),
    });
  return (
    <Alert
      color="blue"
      variant="light"
      title="Your team already sent this form"
      icon={<IconClipboardCheck size={18} aria-hidden />}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Count it for this task instead of filling {title} in again
          {task.isApprovalNeeded ? ' (the organisers will approve it)' : ''}.
        </Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {detail.sentSubmissions.map((submission, index) => (
            <Group key={submission.id} component="li" gap="sm" wrap="wrap">
              <Button
                size="sm"
                h="auto"
                mih={36}
                py={6}
                maw="100%"
                // The date makes a long label: it wraps on a phone rather than overflowing.
                styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                variant={index === 0 ? 'filled' : 'default'}
                leftSection={<IconCheck size={16} aria-hidden />}
                onClick={() => use(submission)}
                loading={
                  actions.countSubmission.isPending &&
                  actions.countSubmission.variables === submission.id
                }
                disabled={actions.countSubmission.isPending}
              >
                Use the form you sent on {formatDateTime(submission.sentAt)}
              </Button>
              <Text size="sm" c="dimmed">
                {title}
                {submission.sentBy ? ` · sent by ${submission.sentBy}` : ''}
                {task.form ? (
                  <>
                    {' · '}
                    <Anchor
                      component={Link}
                      to={formPaths.submission(task.form.id, submission.id)}
                      size="sm"
                      aria-label={`View it: the form sent on ${formatDateTime(submission.sentAt)}`}
                    >
                      View it
                    </Anchor>
                  </>
                ) : null}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Alert>
  );
}

function Disclaimer({ detail }: { detail: MemberTaskDetail }) {
  const { task } = detail;
  const actions = useMemberTaskActions(task.id);
  const agreed = task.status?.isComplete ?? false;
  return (
    <Stack gap="sm">
      <Blockquote color="gray" p="md" style={{ whiteSpace: 'pre-line' }}>
        {task.disclaimer}
      </Blockquote>
      {agreed ? (
        <Text size="sm" c="green.8">
          Your team agreed to this.
        </Text>
      ) : (
        <Group>
          <Button
            onClick={() =>
              actions.agree.mutate(undefined, {
                onError: (error) => feedback('error', errorMessage(error)),
              })
            }
            loading={actions.agree.isPending}
            leftSection={<IconCheck size={16} aria-hidden />}
          >
            I agree
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TaskUpload({ detail }: { detail: MemberTaskDetail }) {
  const actions = useMemberTaskActions(detail.task.id);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TaskFile | null>(null);

  const send = (file: File) => {
    setFailure(null);
    setPercent(0);
    actions.upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () => feedback('success', `${file.name} uploaded`),
        onError: (error) => setFailure(errorMessage(error)),
        onSettled: () => setPercent(null),
      },
    );
  };

  return (
    <Stack gap="sm">
      {detail.files.length ? (
        <FileList files={detail.files} onRemove={setRemoving} />
      ) : (
        <Text size="sm" c="dimmed">
          Your team has not uploaded a file yet. The first file completes this task.
        </Text>
      )}
      <FileDropZone
        label="Upload a file"
        hint="Documents, spreadsheets, PDFs or images"
        accept={acceptAttribute(uploadKinds)}
        file={null}
        onFile={send}
        onRefuse={setFailure}
        disabled={percent !== null}
      />
      {percent !== null ? <UploadProgress percent={percent} /> : null}
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this file?"
        confirmLabel="Remove"
        isPending={actions.removeFile.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          actions.removeFile.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => feedback('error', errorMessage(error)),
          })
        }
      >
        {removing?.name} will be deleted.
        {detail.files.length === 1 ? ' The task becomes incomplete again.' : ''}
      </ConfirmDialog>
    </Stack>
  );
}

function Assignees({ detail }: { detail: MemberTaskDetail }) {
  const actions = useMemberTaskActions(detail.task.id);
  const value = (detail.task.status?.assignedTo ?? []).map((person) => person.id);
  return (
    <Card withBorder radius="md" padding="lg">
      <MultiSelect
        label="Assigned to"
        description="Who in your team works on this task"
        placeholder={value.length ? undefined : 'Nobody yet'}
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
  return (
    <Stack gap="lg" maw={860} role="status" aria-busy="true" aria-label="Loading">
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
