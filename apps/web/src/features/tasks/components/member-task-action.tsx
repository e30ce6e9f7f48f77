import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Blockquote, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { acceptAttribute, uploadKinds } from '@showdesk/domain/platform/uploads';
import type {
  MemberTaskDetail,
  SentSubmission,
  TaskFile,
} from '@showdesk/domain/tasks/member-tasks';
import {
  IconCheck,
  IconCircleOff,
  IconClipboardCheck,
  IconClipboardText,
  IconExternalLink,
  IconRotate,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { UploadProgress } from '../../../components/upload-field.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useEventClosed } from '../../../lib/session.ts';
import { formPaths } from '../../forms/form-paths.ts';
import { useMemberTaskActions } from '../api/member-tasks-api.ts';
import { FileList } from './task-file-list.tsx';

const handTypes = new Set(['task', 'externalForm', 'pdfForm', 'tbc']);

/** What the task's type asks the team to do, and the state buttons. */
export function TaskAction({ detail }: { detail: MemberTaskDetail }) {
  const { task } = detail;
  const { t } = useLingui();
  const actions = useMemberTaskActions(task.id);
  const status = task.status;
  const isComplete = status?.isComplete ?? false;
  const isNotApplicable = status?.isNotApplicable ?? false;
  const formTitle = task.form?.title ?? '';
  const busy = actions.progress.isPending || actions.agree.isPending;
  // A closed show takes no status changes from members (the server refuses them too).
  const { isReadOnly } = useEventClosed();

  const setState = (state: 'complete' | 'notApplicable' | 'incomplete') =>
    actions.progress.mutate(state, {
      onError: (error) => feedback('error', errorMessage(error)),
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="md">
          <Trans>What to do</Trans>
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
                <Trans>Open form</Trans>
              </Button>
              <Text size="sm" c="dimmed">
                <Trans>{formTitle} · sending it completes this task.</Trans>
              </Text>
            </Group>
          ) : (
            <Text c="dimmed">
              <Trans>The form of this task is not open yet.</Trans>
            </Text>
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
              <Trans>Open the external form</Trans>
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
              disabled={busy || isReadOnly}
              leftSection={<IconCheck size={16} aria-hidden />}
            >
              {task.isApprovalNeeded ? t`Mark complete (for approval)` : t`Mark complete`}
            </Button>
          ) : null}
          {!isNotApplicable ? (
            <Button
              variant="default"
              onClick={() => setState('notApplicable')}
              loading={busy && actions.progress.variables === 'notApplicable'}
              disabled={busy || isReadOnly}
              leftSection={<IconCircleOff size={16} aria-hidden />}
            >
              <Trans>Mark N/A</Trans>
            </Button>
          ) : null}
          {isComplete || isNotApplicable ? (
            <Button
              variant="default"
              onClick={() => setState('incomplete')}
              loading={busy && actions.progress.variables === 'incomplete'}
              disabled={busy || isReadOnly}
              leftSection={<IconRotate size={16} aria-hidden />}
            >
              <Trans>Mark incomplete</Trans>
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
  const { t } = useLingui();
  const actions = useMemberTaskActions(task.id);
  const title = task.form?.title ?? t`the form`;
  const use = (submission: SentSubmission) => {
    const sentAt = formatDateTime(submission.sentAt);
    actions.countSubmission.mutate(submission.id, {
      onSuccess: (after) =>
        feedback(
          'success',
          after.task.label === 'awaitingApproval'
            ? t`The form you sent on ${sentAt} counts for this task: it is waiting for approval`
            : t`The form you sent on ${sentAt} counts for this task: it is complete`,
        ),
      onError: (error) => feedback('error', errorMessage(error)),
    });
  };
  return (
    <Alert
      color="blue"
      variant="light"
      title={t`Your team already sent this form`}
      icon={<IconClipboardCheck size={18} aria-hidden />}
      styles={{ body: { minWidth: 0 } }}
    >
      <Stack gap="sm">
        <Text size="sm">
          {task.isApprovalNeeded ? (
            <Trans>
              Count it for this task instead of filling {title} in again (the organisers will
              approve it).
            </Trans>
          ) : (
            <Trans>Count it for this task instead of filling {title} in again.</Trans>
          )}
        </Text>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {detail.sentSubmissions.map((submission, index) => {
            const sentAt = formatDateTime(submission.sentAt);
            const sentBy = submission.sentBy;
            return (
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
                  <Trans>Use the form you sent on {sentAt}</Trans>
                </Button>
                <Text size="sm" c="dimmed">
                  {title}
                  {sentBy ? (
                    <>
                      {' · '}
                      <Trans>sent by {sentBy}</Trans>
                    </>
                  ) : null}
                  {task.form ? (
                    <>
                      {' · '}
                      <Anchor
                        component={Link}
                        to={formPaths.submission(task.form.id, submission.id)}
                        size="sm"
                        aria-label={t`View it: the form sent on ${sentAt}`}
                      >
                        <Trans>View it</Trans>
                      </Anchor>
                    </>
                  ) : null}
                </Text>
              </Group>
            );
          })}
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
          <Trans>Your team agreed to this.</Trans>
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
            <Trans>I agree</Trans>
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function TaskUpload({ detail }: { detail: MemberTaskDetail }) {
  const { t } = useLingui();
  const actions = useMemberTaskActions(detail.task.id);
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TaskFile | null>(null);
  const removingName = removing?.name;

  const send = (file: File) => {
    const fileName = file.name;
    setFailure(null);
    setPercent(0);
    actions.upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () => feedback('success', t`${fileName} uploaded`),
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
          <Trans>Your team has not uploaded a file yet. The first file completes this task.</Trans>
        </Text>
      )}
      <FileDropZone
        label={t`Upload a file`}
        hint={t`Documents, spreadsheets, PDFs or images`}
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
        title={t`Remove this file?`}
        confirmLabel={t`Remove`}
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
        {detail.files.length === 1 ? (
          <Trans>{removingName} will be deleted. The task becomes incomplete again.</Trans>
        ) : (
          <Trans>{removingName} will be deleted.</Trans>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
