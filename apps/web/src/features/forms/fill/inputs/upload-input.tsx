import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { FieldOf } from '@showdesk/domain/forms/fields';
import type { FileValue } from '@showdesk/domain/forms/values';
import {
  acceptAttribute,
  formatUploadLimit,
  type UploadAcceptClass,
  uploadAcceptClasses,
} from '@showdesk/domain/platform/uploads';
import { IconFile, IconPaperclip, IconTrash, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { formatFileSize } from '../../../../components/file-drop-zone.tsx';
import { errorDetailMessages, errorMessage } from '../../../../lib/field-errors.ts';
import { errorAt } from '../fill-model.ts';
import { type FieldInputProps, labelledProps } from './input-frame.tsx';

/** What an upload field accepts, in words (in the language spoken when called). */
function acceptName(name: UploadAcceptClass): string {
  switch (name) {
    case 'image':
      return t`images (JPEG, PNG, WebP, SVG)`;
    case 'docs':
      return t`documents (PDF, Word, Excel, PowerPoint)`;
    case 'video':
      return t`video (MP4)`;
    case 'zip':
      return t`ZIP archives`;
    case 'pdf':
      return 'PDF';
  }
}

const filesOf = (value: unknown): FileValue[] =>
  Array.isArray(value) ? (value as FileValue[]) : [];

/** The largest file an upload field takes, in bytes (the event's 50MB unless it sets one). */
const uploadLimit = (field: FieldOf<'upload'>) =>
  field.hasMaxFileSize ? Math.floor(field.maxFileSizeMB * 1024 * 1024) : 50 * 1024 * 1024;

interface Sending {
  key: number;
  name: string;
  percent: number;
  error: string | null;
}

/**
 * An upload field: each file chosen goes up at once, with its progress, and joins the value
 * when stored; a refused file stays listed with why until dismissed.
 */
export function UploadInput(props: FieldInputProps & { field: FieldOf<'upload'> }) {
  const { field, path, readOnly, onUpload } = props;
  const { t } = useLingui();
  const files = filesOf(props.value);
  const [sending, setSending] = useState<Sending[]>([]);
  const nextKey = useRef(0);
  const limit = uploadLimit(field);
  const accept = acceptAttribute(field.accept.flatMap((name) => [...uploadAcceptClasses[name]]));
  const accepted = field.accept.map(acceptName).join(', ');
  const size = formatUploadLimit(limit);
  const accepts = field.isMulti
    ? t`Accepts ${accepted}; up to ${size} each.`
    : t`Accepts ${accepted}; up to ${size} each, one file.`;
  const hint = `${field.description ? `${field.description}. ` : ''}${accepts}`;
  const update = (key: number, change: Partial<Sending>) =>
    setSending((list) => list.map((s) => (s.key === key ? { ...s, ...change } : s)));

  const send = (file: File) => {
    if (!onUpload) return;
    const key = nextKey.current++;
    if (file.size > limit) {
      setSending((list) => [
        ...list,
        {
          key,
          name: file.name,
          percent: 0,
          error: t`This file is larger than ${size}`,
        },
      ]);
      return;
    }
    setSending((list) => [...list, { key, name: file.name, percent: 0, error: null }]);
    onUpload({ fieldId: field.id, path, file, onProgress: (percent) => update(key, { percent }) })
      .then((stored) => {
        setSending((list) => list.filter((s) => s.key !== key));
        props.onChange((latest: unknown) =>
          field.isMulti ? [...filesOf(latest), stored] : [stored],
        );
      })
      // The message, then why the file was refused (its type, say): as the error alerts show
      // them, for the message of a refused upload alone is a generic one.
      .catch((error: unknown) =>
        update(key, { error: [errorMessage(error), ...errorDetailMessages(error)].join('\n') }),
      );
  };

  const fieldLabel = field.label;
  const canAdd = !readOnly && !!onUpload && (field.isMulti || files.length === 0);
  return (
    <Stack gap="xs">
      {readOnly ? (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {field.label}
          </Text>
          {files.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No files</Trans>
            </Text>
          ) : null}
        </Stack>
      ) : (
        <FileInput
          {...labelledProps(field, errorAt(props.errors, path), hint)}
          placeholder={
            !onUpload
              ? t`Uploads are not available here`
              : files.length && !field.isMulti
                ? t`Remove the file to choose another`
                : field.isMulti
                  ? t`Choose files…`
                  : t`Choose a file…`
          }
          accept={accept}
          multiple={field.isMulti}
          value={field.isMulti ? [] : null}
          onChange={(chosen: File | File[] | null) => {
            const list = Array.isArray(chosen) ? chosen : chosen ? [chosen] : [];
            for (const file of list) send(file);
          }}
          disabled={!canAdd}
          leftSection={<IconPaperclip size={16} aria-hidden />}
          maw={480}
          clearable={false}
          // Its placeholder is text on the button, so it must reach AA contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
      )}
      {files.length || sending.length ? (
        <Stack
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`${fieldLabel}: files`}
        >
          {files.map((file) => {
            const fileName = file.name;
            return (
              <Paper component="li" key={file.fileId} withBorder radius="md" px="sm" py={6}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFile size={18} aria-hidden style={{ flexShrink: 0 }} />
                    <Text
                      component="a"
                      href={file.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      c="blue.8"
                      truncate="end"
                    >
                      {file.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                      {formatFileSize(file.size)}
                    </Text>
                  </Group>
                  {readOnly ? null : (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Remove ${fileName}`}
                      onClick={() =>
                        props.onChange((latest: unknown) => {
                          const rest = filesOf(latest).filter((f) => f.fileId !== file.fileId);
                          return rest.length ? rest : undefined;
                        })
                      }
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </Group>
              </Paper>
            );
          })}
          {sending.map((item) => {
            const fileName = item.name;
            const percent = item.percent;
            return (
              <Paper component="li" key={item.key} withBorder radius="md" px="sm" py={6}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" truncate="end">
                      {item.name}
                    </Text>
                    {item.error ? (
                      <Text size="sm" c="red.8" role="alert" style={{ whiteSpace: 'pre-line' }}>
                        {item.error}
                      </Text>
                    ) : (
                      <>
                        <Progress
                          value={item.percent}
                          aria-label={t`Uploading ${fileName}`}
                          size="sm"
                        />
                        <Text size="xs" c="dimmed" role="status">
                          {item.percent < 100 ? t`Uploading… ${percent}%` : t`Checking the file…`}
                        </Text>
                      </>
                    )}
                  </Stack>
                  {item.error ? (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t`Dismiss ${fileName}`}
                      onClick={() => setSending((list) => list.filter((s) => s.key !== item.key))}
                    >
                      <IconX size={16} aria-hidden />
                    </ActionIcon>
                  ) : null}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
