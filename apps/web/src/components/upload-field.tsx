import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { apiFieldErrors, type FieldErrors } from '../lib/field-errors.ts';
import { FileDropZone } from './file-drop-zone.tsx';

/** A file chosen for upload, and how far its upload has got in percent. */
export function useUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  return { file, setFile, progress, setProgress };
}

export type Upload = ReturnType<typeof useUpload>;

/** What a record named after its file is called: the file's name without its extension. */
export function fileBaseName(file: File | null): string {
  return file ? file.name.replace(/\.[^.]+$/, '') : 'The file’s name';
}

/**
 * The field errors of a refused upload, less the file's own reason: that one shows in the
 * failure's alert under its message ('Invalid fileasset' — 'This type of file is not supported').
 */
export function uploadFieldErrors(error: unknown): FieldErrors {
  const { file: _fileReason, ...fields } = apiFieldErrors(error);
  return fields;
}

interface UploadFieldProps {
  upload: Upload;
  /** The form's failure: a refused file shows there, a newly chosen one clears it. */
  onFailure: (failure: Error | null) => void;
  label: string;
  hint: string;
  accept: string;
  disabled: boolean;
}

/** The file of an upload form: a drop zone whose refusal (type, size) is the form's failure. */
export function UploadField({ upload, onFailure, ...zone }: UploadFieldProps) {
  return (
    <FileDropZone
      {...zone}
      file={upload.file}
      onFile={(chosen) => {
        upload.setFile(chosen);
        onFailure(null);
      }}
      onRefuse={(message) => {
        upload.setFile(null);
        onFailure(new Error(message));
      }}
    />
  );
}

/**
 * An upload under way, in percent; at 100% the server is still checking and storing it
 * (`finishing` says what it does then).
 */
export function UploadProgress({
  percent,
  finishing: givenFinishing,
}: {
  percent: number;
  finishing?: string;
}) {
  const { t } = useLingui();
  const finishing = givenFinishing ?? t`Saving the file…`;
  return (
    <Stack gap={4}>
      <Progress value={percent} aria-label={t`Upload progress`} animated />
      <Text size="sm" c="dimmed" role="status">
        {percent < 100 ? t`Uploading… ${percent}%` : t`Uploaded 100%. ${finishing}`}
      </Text>
    </Stack>
  );
}
