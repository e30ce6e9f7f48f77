import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Anchor,
  Card,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
} from '@mantine/core';
import { contentLimits } from '@showdesk/domain/content/content';
import {
  acceptAttribute,
  defaultUploadLimitBytes,
  formatUploadLimit,
  uploadMessages,
} from '@showdesk/domain/platform/uploads';
import { IconCloudUpload, IconFileTypePdf, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { DropArea, formatFileSize } from '../../../../components/file-drop-zone.tsx';
import { useUploadSectionPdf } from '../../api/sections-api.ts';
import type { DataEditorProps } from './section-data-editor.tsx';

interface Upload {
  key: string;
  file: File;
  percent: number;
  error: unknown;
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/**
 * PDF files: a name for them and the files themselves. Files upload as soon as they are chosen
 * (a new section is added first so they have somewhere to go); removing one is saved with the
 * section.
 */
export function PdfEditor({
  value,
  onChange,
  errors,
  disabled,
  contentId,
  ensureSection,
}: DataEditorProps<'pdf'> & {
  contentId: string;
  ensureSection: () => Promise<string | null>;
}) {
  const { t } = useLingui();
  const uploadPdf = useUploadSectionPdf(contentId);
  const maxFiles = contentLimits.pdfFilesPerSection;
  const limit = formatUploadLimit(defaultUploadLimitBytes);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // Uploads finish after later typing: each one merges into the newest draft.
  const latest = useRef(value);
  latest.current = value;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const take = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    const room = contentLimits.pdfFilesPerSection - latest.current.files.length;
    const items: Upload[] = chosen.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      file,
      percent: 0,
      error: !isPdf(file)
        ? new Error(uploadMessages.unsupportedType(['pdf']))
        : file.size > defaultUploadLimitBytes
          ? new Error(uploadMessages.tooLarge(defaultUploadLimitBytes))
          : index >= room
            ? new Error(t`A section holds at most ${maxFiles} files`)
            : null,
    }));
    setUploads((list) => [...list.filter((u) => !u.error), ...items]);
    const ready = items.filter((item) => !item.error);
    if (ready.length === 0) return;
    const sectionId = await ensureSection();
    if (!sectionId) {
      setUploads((list) => list.filter((u) => !ready.includes(u)));
      return;
    }
    // One at a time, so each shows its own progress and the files keep the chosen order.
    for (const item of ready) {
      try {
        const section = await uploadPdf(sectionId, item.file, (percent) =>
          patch(item.key, { percent }),
        );
        if (section.type === 'pdf') onChange({ ...latest.current, files: section.data.files });
        setUploads((list) => list.filter((u) => u.key !== item.key));
      } catch (error) {
        patch(item.key, { error });
      }
    }
  };

  return (
    <Stack gap="md">
      <TextInput
        label={t`File name`}
        description={t`A title shown above the files; optional`}
        value={value.fileName}
        onChange={(e) => onChange({ ...value, fileName: e.currentTarget.value })}
        error={errors['data.fileName']}
        disabled={disabled}
      />
      <DropArea
        label={t`PDF files`}
        accept={acceptAttribute(['pdf'])}
        multiple
        disabled={disabled}
        onFiles={(files) => void take(files)}
        icon={<IconCloudUpload size={26} />}
        after={
          errors['data.files'] ? (
            <Text size="xs" c="red" role="alert">
              {errors['data.files']}
            </Text>
          ) : null
        }
      >
        {(hintId) => (
          <Stack gap={2}>
            <Text fw={600}>
              <Trans>Drop PDFs here or click to choose</Trans>
            </Text>
            <Text size="sm" c="dimmed" id={hintId}>
              <Trans>One or more PDF files, up to {limit} each. They upload straight away.</Trans>
            </Text>
          </Stack>
        )}
      </DropArea>
      {uploads.length > 0 ? (
        <Stack gap="xs" aria-label={t`Uploads`}>
          {uploads.map((item) => {
            const fileName = item.file.name;
            const percent = item.percent;
            return (
              <Card key={item.key} withBorder radius="md" padding="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm" fw={500} truncate="end">
                    {item.file.name}
                  </Text>
                  {item.error ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Dismiss ${fileName}`}
                      onClick={() => setUploads((list) => list.filter((u) => u.key !== item.key))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : (
                    <Text size="sm" c="dimmed" role="status">
                      {item.percent < 100 ? t`Uploading… ${percent}%` : t`Processing…`}
                    </Text>
                  )}
                </Group>
                {item.error ? (
                  <div style={{ marginTop: 6 }}>
                    <ErrorAlert error={item.error} />
                  </div>
                ) : (
                  <Progress
                    value={item.percent}
                    mt={6}
                    animated
                    aria-label={t`Upload progress of ${fileName}`}
                  />
                )}
              </Card>
            );
          })}
        </Stack>
      ) : null}
      {value.files.length > 0 ? (
        <Stack
          gap={6}
          component="ul"
          aria-label={t`Files`}
          style={{ listStyle: 'none', padding: 0 }}
        >
          {value.files.map((file) => {
            const fileName = file.name;
            return (
              <Card key={file.fileId} component="li" withBorder radius="md" padding="xs">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                    <ThemeIcon variant="light" color="red" aria-hidden>
                      <IconFileTypePdf size={18} />
                    </ThemeIcon>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor href={file.url} target="_blank" rel="noopener" size="sm" truncate>
                        {file.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatFileSize(file.size)}
                      </Text>
                    </Stack>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t`Remove ${fileName}`}
                    disabled={disabled}
                    onClick={() =>
                      onChange({
                        ...value,
                        files: value.files.filter((f) => f.fileId !== file.fileId),
                      })
                    }
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </Card>
            );
          })}
        </Stack>
      ) : uploads.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No files yet.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
