import { Button, Card, Group, Stack } from '@mantine/core';
import { downloadSettingsInputSchema } from '@showdesk/domain/downloads';
import { acceptAttribute, uploadKinds, uploadMessages } from '@showdesk/domain/uploads';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { FormFailure } from '../../../components/form-failure.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';
import { useAddDownload } from '../api/downloads-api.ts';
import {
  type DownloadSettings,
  DownloadSettingsFields,
  emptySettings,
  useTeamTypeLists,
} from './download-settings-fields.tsx';
import { downloadFileHint } from './file-type.tsx';
import { UploadProgress } from './upload-progress.tsx';

const accept = acceptAttribute(uploadKinds);

/** /admin/downloads/add: a file for members to download, with who sees it. */
export function DownloadAddPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [settings, setSettings] = useState<DownloadSettings>(emptySettings);
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const lists = useTeamTypeLists(settings);
  const add = useAddDownload(setProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = downloadSettingsInputSchema.safeParse({
      ...settings,
      name: settings.name.trim() || undefined,
      showToTeamTypeIds: lists?.showToTeamTypeIds ?? [],
      hideFromTeamTypeIds: lists?.hideFromTeamTypeIds ?? [],
    });
    const fieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
    setErrors(fieldErrors);
    if (!file) return setFailure(new Error(uploadMessages.noFile));
    if (!parsed.success) return setFailure(new Error('Invalid download values'));
    setFailure(null);
    setProgress(0);
    add.mutate(
      { file, ...parsed.data },
      {
        onSuccess: (download) => {
          feedback('success');
          navigate(`/admin/downloads/${encodeURIComponent(download.id)}`);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          setFailure(error);
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="Add download"
        description="Upload a file for members to download, and choose who sees it."
      />
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md" padding="lg" maw={720}>
          <Stack gap="md">
            <FileDropZone
              label="File"
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
              disabled={add.isPending}
            />
            <DownloadSettingsFields
              value={settings}
              onChange={setSettings}
              errors={errors}
              disabled={add.isPending}
              name={{
                required: false,
                description: 'Leave it empty to use the file’s name',
                placeholder: file ? file.name.replace(/\.[^.]+$/, '') : 'The file’s name',
              }}
            />
            {add.isPending ? <UploadProgress percent={progress} /> : null}
            <FormFailure error={failure} fields={errors} />
            <Group justify="flex-end">
              <Button component={Link} to="/admin/downloads" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Add download
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </>
  );
}
