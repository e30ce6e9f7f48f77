import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { acceptAttribute, imageKinds } from '@showdesk/domain/platform/uploads';
import { IconPhoto, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { errorMessage } from '../lib/field-errors.ts';
import { RemoveButton } from './remove-button.tsx';

interface ImageUploadFieldProps {
  label: string;
  description?: string;
  /** The current image's URL, or '' for none. */
  value: string;
  /** Uploads the chosen file and answers with its URL; reports progress in percent. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<string>;
  onChange: (url: string) => void;
  /** Preview background, e.g. the nav colour behind an inverted logo. */
  previewBackground?: string;
  error?: string;
}

/** An image slot: preview, upload with progress (percent), replace and remove. */
export function ImageUploadField({
  label,
  description,
  value,
  upload,
  onChange,
  previewBackground = 'var(--mantine-color-gray-1)',
  error,
}: ImageUploadFieldProps) {
  const { t } = useLingui();
  const lowerLabel = label.toLowerCase();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      onChange(await upload(file, setProgress));
    } catch (reason) {
      setFailure(errorMessage(reason));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const shownError = failure ?? error;
  return (
    <Stack gap={6}>
      <div>
        <Text component="label" htmlFor={inputId} size="sm" fw={500}>
          {label}
        </Text>
        {description ? (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        ) : null}
      </div>
      {/* Wraps on a phone, so the buttons stay inside the card beside a 160 px preview. */}
      <Group align="center" gap="md" wrap="wrap">
        <Box
          w={160}
          h={80}
          bg={previewBackground}
          style={{
            borderRadius: 8,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexShrink: 0,
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        >
          {value ? (
            <Image src={value} alt={t`${label} preview`} mah={64} maw={140} fit="contain" />
          ) : (
            <IconPhoto size={28} color="var(--mantine-color-gray-5)" aria-hidden />
          )}
        </Box>
        <Stack gap={6} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={acceptAttribute(imageKinds)}
            hidden
            onChange={(e) => choose(e.currentTarget.files?.[0])}
          />
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              onClick={() => input.current?.click()}
              disabled={progress !== null}
            >
              {value ? <Trans>Replace {lowerLabel}</Trans> : <Trans>Upload {lowerLabel}</Trans>}
            </Button>
            {value ? (
              <RemoveButton onClick={() => onChange('')} disabled={progress !== null} />
            ) : null}
          </Group>
          {progress !== null ? (
            <Stack gap={2}>
              <Progress value={progress} size="sm" aria-label={t`Uploading ${label}`} animated />
              <Text size="xs" c="dimmed" role="status">
                <Trans>Uploading… {progress}%</Trans>
              </Text>
            </Stack>
          ) : null}
          {shownError ? (
            <Text size="xs" c="red" role="alert">
              {shownError}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
