import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { PdfFile } from '@showdesk/domain/content/content';
import { IconFileTypePdf } from '@tabler/icons-react';
import { DownloadButton } from '../download-button.tsx';
import { formatFileSize } from '../file-drop-zone.tsx';

/** A PDF section: its name and each file with its size, to open or download. */
export function PdfView({ fileName, files }: { fileName: string; files: PdfFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap="xs">
      {fileName ? <Text fw={600}>{fileName}</Text> : null}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {files.map((file) => {
          const size = formatFileSize(file.size);
          return (
            <Card key={file.fileId} component="li" withBorder radius="md" padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <ThemeIcon variant="light" color="red" size={40} radius="md" aria-hidden>
                    <IconFileTypePdf size={22} />
                  </ThemeIcon>
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Anchor
                      href={file.url}
                      target="_blank"
                      rel="noopener"
                      fw={600}
                      style={{ overflowWrap: 'break-word' }}
                    >
                      {file.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      <Trans>PDF · {size}</Trans>
                    </Text>
                  </Stack>
                </Group>
                <DownloadButton
                  href={file.url}
                  fileName={file.name}
                  name={file.name}
                  variant="default"
                  size="xs"
                  style={{ flexShrink: 0 }}
                />
              </Group>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}
