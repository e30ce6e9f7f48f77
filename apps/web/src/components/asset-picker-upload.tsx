import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import type { Asset } from '@showdesk/domain/content/assets';
import { acceptAttribute, imageKinds } from '@showdesk/domain/platform/uploads';
import { type FormEvent, useState } from 'react';
import { useUploadAsset } from '../lib/assets-api.ts';
import { ErrorAlert } from './error-alert.tsx';
import { FileDropZone } from './file-drop-zone.tsx';

/** Uploads an image into the asset library from inside the picker; it is chosen when done. */
export function AssetPickerUpload({ onUploaded }: { onUploaded: (asset: Asset) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [altText, setAltText] = useState('');
  const [progress, setProgress] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const add = useUploadAsset(setProgress);
  const { t } = useLingui();

  const submit = (event: FormEvent) => {
    // The picker sits inside another form (e.g. a settings form): keep this submit to itself.
    event.preventDefault();
    event.stopPropagation();
    if (!file) return;
    setFailure(null);
    setProgress(0);
    add.mutate({ file, name, altText }, { onSuccess: onUploaded, onError: setFailure });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FileDropZone
          label={t`Image file`}
          hint={t`JPEG, PNG, WebP or SVG`}
          accept={acceptAttribute(imageKinds)}
          file={file}
          onFile={(chosen) => {
            // A dropped file skips the input's accept list; the library would take a document.
            const isImage = chosen.type.startsWith('image/');
            setFile(isImage ? chosen : null);
            setFailure(isImage ? null : new Error(t`Choose an image: JPEG, PNG, WebP or SVG`));
          }}
          onRefuse={(message) => {
            setFile(null);
            setFailure(new Error(message));
          }}
          disabled={add.isPending}
        />
        <TextInput
          label={t`Name`}
          description={t`Leave it empty to use the file’s name`}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          disabled={add.isPending}
        />
        <TextInput
          label={t`Alt text`}
          description={t`Describes the image to people who can’t see it`}
          value={altText}
          onChange={(e) => setAltText(e.currentTarget.value)}
          disabled={add.isPending}
        />
        {add.isPending ? (
          <Stack gap={4}>
            <Progress value={progress} aria-label={t`Upload progress`} animated />
            <Text size="sm" c="dimmed" role="status">
              {progress < 100 ? t`Uploading… ${progress}%` : t`Uploaded 100%. Preparing the image…`}
            </Text>
          </Stack>
        ) : null}
        {failure ? <ErrorAlert error={failure} /> : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!file} loading={add.isPending}>
            <Trans>Upload and choose</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
