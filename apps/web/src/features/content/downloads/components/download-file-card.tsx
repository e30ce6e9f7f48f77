import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Download, formatDownloadSize } from '@showdesk/domain/content/downloads';
import { acceptAttribute, uploadKinds } from '@showdesk/domain/platform/uploads';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { RecordForm, useRecordSave } from '../../../../components/record-form.tsx';
import {
  UploadField,
  UploadProgress,
  uploadFieldErrors,
  useUpload,
} from '../../../../components/upload-field.tsx';
import { useReplaceDownloadFile } from '../api/downloads-api.ts';
import { downloadFileHint, FileTypeIcon, fileTypeLabel } from './file-type.tsx';

const accept = acceptAttribute(uploadKinds);

/** The download's file, a link to it, and a new file to replace it with (progress in percent). */
export function DownloadFileCard({ download }: { download: Download }) {
  const { t } = useLingui();
  const upload = useUpload();
  const replace = useReplaceDownloadFile(download.id, upload.setProgress);
  const save = useRecordSave({
    message: () => t`The file was replaced`,
    onSaved: () => upload.setFile(null),
    fieldErrors: uploadFieldErrors,
  });

  const submit = () => {
    if (!upload.file) return;
    save.fail(null);
    upload.setProgress(0);
    replace.mutate(upload.file, save.handlers());
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="download-file">
      <Stack gap="md">
        <Title order={2} fz="lg" id="download-file">
          <Trans>File</Trans>
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
            <DownloadButton
              href={download.data}
              fileName={download.fileName}
              name={download.fileName}
              variant="default"
            />
          </Group>
        ) : (
          <Text c="dimmed">
            <Trans>This download has no file yet.</Trans>
          </Text>
        )}
        <RecordForm
          isBare
          save={save}
          onSubmit={submit}
          submitLabel={t`Replace file`}
          isPending={replace.isPending}
          canSubmit={upload.file !== null}
        >
          <UploadField
            upload={upload}
            onFailure={save.fail}
            label={t`Replace file`}
            hint={downloadFileHint()}
            accept={accept}
            disabled={replace.isPending}
          />
          {replace.isPending ? <UploadProgress percent={upload.progress} /> : null}
        </RecordForm>
      </Stack>
    </Card>
  );
}
