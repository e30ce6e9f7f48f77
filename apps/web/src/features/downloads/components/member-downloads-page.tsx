import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { type Download, formatDownloadSize } from '@showdesk/domain/downloads';
import { IconDownload } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessage } from '../../../lib/field-errors.ts';
import { useSession } from '../../../lib/session.ts';
import { useMemberDownloads } from '../api/downloads-api.ts';
import { FileTypeIcon, fileTypeLabel } from './file-type.tsx';
import './downloads.css';

// By the width of the content (the tips aside takes some on wide screens), not the window.
const gridCols = { base: 1, '1000px': 2 };

/** /downloads: the files the member's team may download, by name. */
export function MemberDownloadsPage() {
  const { terminology } = useSession();
  const downloads = useMemberDownloads();
  const list = downloads.data?.downloads ?? [];
  return (
    <>
      <PageHeader title={terminology.downloads} description="Files from the organisers." />
      {downloads.isPending ? (
        <SimpleGrid type="container" cols={gridCols} aria-busy="true" aria-label="Loading">
          {Array.from({ length: 4 }, (_, i) => (
            <Card key={String(i)} withBorder radius="md" padding="lg">
              <Group gap="md" wrap="nowrap" align="flex-start">
                <Skeleton h={44} w={44} radius="md" />
                <Stack gap={8} style={{ flex: 1 }}>
                  <Skeleton h={18} w="60%" />
                  <Skeleton h={12} w="90%" />
                  <Skeleton h={12} w="30%" />
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      ) : downloads.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(downloads.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Stack align="center" gap="sm" ta="center" py="lg">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              <IconDownload size={34} />
            </ThemeIcon>
            <Title order={2} fz="lg">
              No downloads yet
            </Title>
            <Text c="dimmed" maw={440}>
              Files the organisers share with your team will appear here.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid
          type="container"
          cols={gridCols}
          spacing="md"
          component="ul"
          className="download-grid"
          aria-label={terminology.downloads}
        >
          {list.map((download) => (
            <li key={download.id}>
              <DownloadCard download={download} />
            </li>
          ))}
        </SimpleGrid>
      )}
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
        <Button
          component="a"
          href={download.data}
          download={download.fileName}
          leftSection={<IconDownload size={16} aria-hidden />}
          aria-label={`Download ${download.name}`}
        >
          Download
        </Button>
      </Group>
    </Card>
  );
}
