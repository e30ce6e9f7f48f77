import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Anchor,
  Card,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { acceptAttribute } from '@showdesk/domain/platform/uploads';
import { type TaskAttachment, taskAttachmentKinds } from '@showdesk/domain/tasks/task-report';
import type { TaskDetail } from '@showdesk/domain/tasks/tasks';
import { IconFileText, IconInfoCircle, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FileDropZone, formatFileSize } from '../../../../components/file-drop-zone.tsx';
import { UploadProgress } from '../../../../components/upload-field.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorDetailMessages, errorMessage } from '../../../../lib/field-errors.ts';
import {
  useRemoveTaskAttachment,
  useTaskAttachments,
  useUploadTaskAttachment,
} from '../api/task-attachments-api.ts';

const accept = acceptAttribute(taskAttachmentKinds);

/**
 * The task's files (the PDF to fill in, a guide, a plan), which teams that see the task
 * download from its page: each uploaded with its progress, listed with a link, removed after
 * a confirmation. A PDF form task asks for its PDF until it has one.
 */
export function TaskAttachments({ task }: { task: TaskDetail }) {
  const { t } = useLingui();
  const files = useTaskAttachments(task.id);
  const [progress, setProgress] = useState(0);
  const [chosen, setChosen] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [removing, setRemoving] = useState<TaskAttachment | null>(null);
  const add = useUploadTaskAttachment(task.id, setProgress);
  const remove = useRemoveTaskAttachment(task.id);

  const start = (file: File) => {
    setChosen(file);
    setFailure(null);
    setProgress(0);
    add.mutate(file, {
      onSuccess: (saved) => {
        const fileName = saved.fileName;
        setChosen(null);
        feedback('success', t`${fileName} was added to the task`);
      },
      onError: (error) => {
        setChosen(null);
        setFailure(error);
      },
    });
  };
  const confirmRemove = () => {
    if (!removing) return;
    const fileName = removing.fileName;
    remove.mutate(removing.id, {
      onSuccess: () => {
        feedback('success', t`${fileName} was removed`);
        setRemoving(null);
      },
      onError: (error) => {
        // 'A PDF form task needs its PDF: upload one' says more than 'Invalid task values'.
        feedback('error', errorDetailMessages(error)[0] ?? errorMessage(error));
        setRemoving(null);
      },
    });
  };

  const removingName = removing?.fileName;
  const list = files.data ?? [];
  const needsPdf =
    task.type === 'pdfForm' && files.data && !list.some((f) => f.contentType === 'application/pdf');

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      maw={720}
      component="section"
      aria-labelledby="task-files"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id="task-files">
            <Trans>Files</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Teams that see this task download these from its page.</Trans>
          </Text>
        </div>
        {needsPdf ? (
          <Alert color="yellow" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Trans>A PDF form task needs its PDF: upload the form teams fill in.</Trans>
          </Alert>
        ) : null}
        {files.isError ? (
          <ErrorAlert error={files.error} />
        ) : !files.data ? (
          <Skeleton h={48} />
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>This task has no files yet.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((file) => {
              const fileName = file.fileName;
              return (
                <Group key={file.id} component="li" gap="sm" wrap="nowrap">
                  <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                    {file.contentType.startsWith('image/') ? (
                      <IconPhoto size={20} />
                    ) : (
                      <IconFileText size={20} />
                    )}
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Anchor href={file.url} target="_blank" rel="noopener" fw={500} truncate="end">
                      {file.fileName}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {formatFileSize(file.size)}
                    </Text>
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`Remove ${fileName}`}
                    onClick={() => setRemoving(file)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              );
            })}
          </Stack>
        )}
        <FileDropZone
          label={t`Add a file`}
          hint={t`PDF, Word, Excel, PowerPoint, text or an image`}
          accept={accept}
          file={chosen}
          onFile={start}
          onRefuse={(message) => setFailure(new Error(message))}
          disabled={add.isPending}
        />
        {add.isPending ? <UploadProgress percent={progress} /> : null}
        {failure ? <ErrorAlert error={failure} /> : null}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title={t`Remove this file?`}
        confirmLabel={t`Remove file`}
        isPending={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      >
        {removingName
          ? t`${removingName} is deleted, and teams can no longer download it. This can’t be undone.`
          : ''}
      </ConfirmDialog>
    </Card>
  );
}
