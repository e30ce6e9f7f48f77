import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { TaskFile } from '@showdesk/domain/tasks/member-tasks';
import { IconDownload } from '@tabler/icons-react';
import { formatFileSize } from '../../../components/file-drop-zone.tsx';
import { RemoveButton } from '../../../components/remove-button.tsx';

/** The task's files, each a download link, with a remove button where the team may remove it. */
export function FileList({
  files,
  onRemove,
}: {
  files: TaskFile[];
  onRemove?: (file: TaskFile) => void;
}) {
  const { t } = useLingui();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {files.map((file) => {
        const name = file.name;
        return (
          <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Anchor href={file.url} download={file.name} style={{ overflowWrap: 'break-word' }}>
              <Group gap={6} wrap="nowrap" component="span">
                <IconDownload size={16} aria-hidden />
                {file.name}
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              {onRemove ? (
                <RemoveButton
                  size="compact-sm"
                  onClick={() => onRemove(file)}
                  aria-label={t`Remove ${name}`}
                />
              ) : null}
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
