import { useLingui } from '@lingui/react/macro';
import { Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { type Download, formatDownloadSize } from '@showdesk/domain/content/downloads';
import { IconDownload } from '@tabler/icons-react';
import { CardGrid } from '../../../../components/card-grid.tsx';
import { DownloadButton } from '../../../../components/download-button.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { useMemberDownloads } from '../api/downloads-api.ts';
import { FileTypeIcon, fileTypeLabel } from './file-type.tsx';

/** /downloads: the files the member's team may download, by name. */
export function MemberDownloadsPage() {
  const terminology = useTerminology();
  const { t } = useLingui();
  const downloads = useMemberDownloads();
  return (
    <>
      <PageHeader title={terminology.downloads} description={t`Files from the organisers.`} />
      <CardGrid
        query={downloads}
        items={downloads.data?.downloads ?? []}
        cols={{ base: 1, '1000px': 2 }}
        skeletons={4}
        skeleton={
          <Card withBorder radius="md" padding="lg">
            <Group gap="md" wrap="nowrap" align="flex-start">
              <Skeleton h={44} w={44} radius="md" />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton h={18} w="60%" />
                <Skeleton h={12} w="90%" />
                <Skeleton h={12} w="30%" />
              </Stack>
            </Group>
          </Card>
        }
        empty={{
          icon: <IconDownload size={34} />,
          title: t`No downloads yet`,
          children: t`Files the organisers share with your team will appear here.`,
        }}
        label={terminology.downloads}
        getKey={(download) => download.id}
      >
        {(download) => <DownloadCard download={download} />}
      </CardGrid>
    </>
  );
}

/** One file: its name, description, type and size, and the button that downloads it. */
function DownloadCard({ download }: { download: Download }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      {/* Side by side where there is room; the button wraps below on a phone. */}
      <Group gap="md" wrap="wrap" align="center" justify="flex-end">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <FileTypeIcon fileType={download.fileType} size={26} />
          </ThemeIcon>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={2} fz="md" style={{ wordBreak: 'break-word' }}>
              {download.name}
            </Title>
            {download.description ? (
              <Text size="sm" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}>
                {download.description}
              </Text>
            ) : null}
            <Text size="sm" c="dimmed">
              {`${fileTypeLabel(download.fileType)} · ${formatDownloadSize(download.fileSize)}`}
            </Text>
          </Stack>
        </Group>
        <DownloadButton href={download.data} fileName={download.fileName} name={download.name} />
      </Group>
    </Card>
  );
}
