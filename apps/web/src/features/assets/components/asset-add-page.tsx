import { Button, Card, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { assetFileKinds, createAssetInputSchema } from '@showdesk/domain/assets';
import { acceptAttribute, uploadMessages } from '@showdesk/domain/uploads';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FileDropZone } from '../../../components/file-drop-zone.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useUploadAsset } from '../../../lib/assets-api.ts';
import { feedback } from '../../../lib/feedback.ts';
import { apiFieldErrors, type FieldErrors, zodFieldErrors } from '../../../lib/field-errors.ts';

const accept = acceptAttribute(assetFileKinds);

/** /admin/assets/add: upload an image or document with its name and alt text. */
export function AssetAddPage() {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useUploadAsset(setProgress);

  const choose = (chosen: File) => {
    setFile(chosen);
    setFailure(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure(new Error(uploadMessages.noFile));
    const parsed = createAssetInputSchema.safeParse({ name: name.trim() || undefined, altText });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    setProgress(0);
    add.mutate(
      { file, ...parsed.data },
      {
        onSuccess: (asset) => {
          feedback('success');
          navigate(`/admin/assets/${encodeURIComponent(asset.id)}`);
        },
        onError: (error) => {
          setErrors(apiFieldErrors(error));
          setFailure(error);
        },
      },
    );
  };

  const placeholder = file ? file.name.replace(/\.[^.]+$/, '') : 'The file’s name';
  return (
    <>
      <PageHeader
        title="Add asset"
        description="Images (JPEG, PNG, WebP, SVG) are resized to four sizes; documents are kept as they are."
      />
      <form onSubmit={submit} noValidate>
        <Card withBorder radius="md" padding="lg" maw={720}>
          <Stack gap="md">
            <FileDropZone
              label="File"
              hint="Images, PDF, Word, Excel, PowerPoint, text or zip"
              accept={accept}
              file={file}
              onFile={choose}
              onRefuse={(message) => {
                setFile(null);
                setFailure(new Error(message));
              }}
              disabled={add.isPending}
            />
            <TextInput
              label="Name"
              description="Leave it empty to use the file’s name"
              placeholder={placeholder}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={errors.name}
              disabled={add.isPending}
            />
            <Textarea
              label="Alt text"
              description="Describes the image to people who can’t see it; not needed for documents"
              autosize
              minRows={2}
              value={altText}
              onChange={(e) => setAltText(e.currentTarget.value)}
              error={errors.altText}
              disabled={add.isPending}
            />
            {add.isPending ? (
              <Stack gap={4}>
                <Progress value={progress} aria-label="Upload progress" animated />
                <Text size="sm" c="dimmed" role="status">
                  {progress < 100
                    ? `Uploading… ${progress}%`
                    : 'Uploaded 100%. Preparing the file…'}
                </Text>
              </Stack>
            ) : null}
            {failure ? <ErrorAlert error={failure} /> : null}
            <Group justify="flex-end">
              <Button component={Link} to="/admin/assets" variant="default">
                Cancel
              </Button>
              <Button type="submit" loading={add.isPending}>
                Upload asset
              </Button>
            </Group>
          </Stack>
        </Card>
      </form>
    </>
  );
}
