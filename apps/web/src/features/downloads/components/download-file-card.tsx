import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Download, formatDownloadSize } from '@showdesk/domain/downloads';
import { acceptAttribute, uploadKinds } from '@showdesk/domain/uploads';
import { IconDownload } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { useReplaceDownloadFile } from '../api/downloads-api.ts';
import { downloadFileHint, FileTypeIcon, fileTypeLabel } from './file-type.tsx';
import { UploadProgress } from './upload-progress.tsx';

const accept = acceptAttribute(uploadKinds);

/** The download's file, a link to it, and a new file to replace it with (progress in percent). */
export function DownloadFileCard({ download }: { download: Download }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const replace = useReplaceDownloadFile(download.id, setProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    replace.mutate(file, {
      onSuccess: () => {
        setFile(null);
        feedback('success', 'The file was replaced');
      },
      onError: setFailure,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="download-file">
      <Stack gap="md">
        <Title order={2} fz="lg" id="download-file">
          File
        </Title>
        {download.data ? (
          <Group gap="md" wrap="nowrap" align="center">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <FileTypeIcon fileType={download.fileType} size={26} />
            </ThemeIcon>
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} truncate="end" title={download.fileName}>
                {download.fileName}
              </Text>
              <Text size="sm" c="dimmed">
                {`${fileTypeLabel(download.fileType)} · ${formatDownloadSize(download.fileSize)}`}
              </Text>
            </Stack>
            <Button
              component="a"
              href={download.data}
              download={download.fileName}
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              aria-label={`Download ${download.fileName}`}
            >
              Download
            </Button>
          </Group>
        ) : (
          <Text c="dimmed">This download has no file yet.</Text>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FileDropZone
              label="Replace file"
              hint={downloadFileHint}
              accept={accept}
              file={file}
              onFile={(chosen) => {
                setFile(chosen);
                setFailure(null);
              }}
              onRefuse={(message) => {
                setFile(null);
                setFailure(new Error(message));
              }}
              disabled={replace.isPending}
            />
            {replace.isPending ? <UploadProgress percent={progress} /> : null}
            {failure ? <ErrorAlert error={failure} /> : null}
            <Group justify="flex-end">
              <Button type="submit" disabled={!file} loading={replace.isPending}>
                Replace file
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
