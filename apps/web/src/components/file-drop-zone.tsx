import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  defaultUploadLimitBytes,
  formatUploadLimit,
  uploadMessages,
} from '@showdesk/domain/platform/uploads';
import { IconCloudUpload, IconFileCheck } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
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

/**
 * A drop area around a real file input: click, Enter or Space opens the file chooser (the input
 * itself has the focus, so screen readers announce it with its label), or drop a file onto it.
 */
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
  const inputId = useId();
  const hintId = useId();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [isDragging, setIsDragging] = useState(false);

  const take = (chosen: File | undefined) => {
    if (!chosen) return;
    if (chosen.size > maxBytes) onRefuse?.(uploadMessages.tooLarge(maxBytes));
    else onFile(chosen);
    if (input.current) input.current.value = '';
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!disabled) take(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap={6}>
      <Text component="label" htmlFor={inputId} size="sm" fw={500} id={labelId}>
        {label}
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
          accept={accept}
          className="file-drop-zone-input"
          // Its name is the field's label alone, not the drop area's text too.
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={disabled}
          onChange={(event) => take(event.currentTarget.files?.[0])}
        />
        <Group gap="md" wrap="nowrap" justify="center">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            {file ? <IconFileCheck size={26} /> : <IconCloudUpload size={26} />}
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            {file ? (
              <Text fw={600} truncate="end">
                {file.name}
              </Text>
            ) : (
              <Text fw={600}>Drop a file here or click to choose one</Text>
            )}
            {file ? (
              <Text size="sm">{formatFileSize(file.size)} · click or drop to choose another</Text>
            ) : null}
            <Text size="sm" c="dimmed" id={hintId}>
              {hint}, up to {formatUploadLimit(maxBytes)}
            </Text>
          </Stack>
        </Group>
      </label>
    </Stack>
  );
}
