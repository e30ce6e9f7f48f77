import { Trans } from '@lingui/react/macro';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  defaultUploadLimitBytes,
  formatUploadLimit,
  uploadMessages,
} from '@showdesk/domain/platform/uploads';
import { IconCloudUpload, IconFileCheck } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import './file-drop-zone.css';

interface FileDropZoneProps {
  label: string;
  /** What may be dropped, e.g. 'Images (JPEG, PNG, WebP, SVG)'. */
  hint: string;
  /** The file input's `accept` attribute. */
  accept: string;
  file: File | null;
  onFile: (file: File) => void;
  /** A file over this size is refused here with the server's own message (default 50MB). */
  maxBytes?: number;
  /** Called with the message when a dropped or chosen file is refused before upload. */
  onRefuse?: (message: string) => void;
  disabled?: boolean;
}

const kilobyte = 1024;
/** 1536 → "1.5KB", 52428800 → "50MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < kilobyte) return `${bytes} bytes`;
  if (bytes < kilobyte * kilobyte) return `${Number((bytes / kilobyte).toFixed(1))}KB`;
  return formatUploadLimit(bytes);
}

interface DropAreaProps {
  label: string;
  /** The file input's `accept` attribute. */
  accept: string;
  /** More than one file may be chosen or dropped at once. */
  multiple?: boolean;
  disabled: boolean;
  /** The files chosen or dropped (the input is cleared, so the same file can come again). */
  onFiles: (files: File[]) => void;
  /** The area's icon, before its text. */
  icon: ReactNode;
  /** The area's text; the element with `hintId` describes the input. */
  children: (hintId: string) => ReactNode;
  /** Under the area: its error. */
  after?: ReactNode;
}

/**
 * A drop area around a real file input: click, Enter or Space opens the file chooser (the input
 * itself has the focus, so screen readers announce it with its label), or drop files onto it.
 */
export function DropArea(props: DropAreaProps) {
  const { disabled } = props;
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const take = (files: FileList | null | undefined) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    props.onFiles(chosen);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500} id={labelId}>
        {props.label}
      </Text>
      {/* The whole area is a label of the input, so a click anywhere opens the chooser. */}
      <label
        htmlFor={inputId}
        className="file-drop-zone"
        data-dragging={isDragging || undefined}
        data-disabled={disabled || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
      >
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple={props.multiple}
          accept={props.accept}
          className="file-drop-zone-input"
          // Its name is the field's label alone, not the drop area's text too.
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => take(event.currentTarget.files)}
        />
        <Group gap="md" wrap="nowrap" justify="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {props.icon}
          </ThemeIcon>
          {props.children(hintId)}
        </Group>
      </label>
      {props.after}
    </Stack>
  );
}

/** A drop area for one file, which shows the chosen file's name and size. */
export function FileDropZone({
  label,
  hint,
  accept,
  file,
  onFile,
  maxBytes = defaultUploadLimitBytes,
  onRefuse,
  disabled = false,
}: FileDropZoneProps) {
  const limit = formatUploadLimit(maxBytes);
  const size = file ? formatFileSize(file.size) : '';
  const take = ([chosen]: File[]) => {
    if (!chosen) return;
    if (chosen.size > maxBytes) onRefuse?.(uploadMessages.tooLarge(maxBytes));
    else onFile(chosen);
  };

  return (
    <DropArea
      label={label}
      accept={accept}
      disabled={disabled}
      onFiles={take}
      icon={file ? <IconFileCheck size={26} /> : <IconCloudUpload size={26} />}
    >
      {(hintId) => (
        <Stack gap={2} style={{ minWidth: 0 }}>
          {file ? (
            <Text fw={600} truncate="end">
              {file.name}
            </Text>
          ) : (
            <Text fw={600}>
              <Trans>Drop a file here or click to choose one</Trans>
            </Text>
          )}
          {file ? (
            <Text size="sm">
              <Trans>{size} · click or drop to choose another</Trans>
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" id={hintId}>
            <Trans>
              {hint}, up to {limit}
            </Trans>
          </Text>
        </Stack>
      )}
    </DropArea>
  );
}
