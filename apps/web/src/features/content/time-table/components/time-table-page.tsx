import { Anchor, Button, Card, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconDownload, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { useAsset } from '../../../../lib/assets-api.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * /time-table: the event's time table, when organisers have published its core page (it starts
 * unpublished). The page shows the asset chosen for it: an image at full width, or a document
 * to open or download.
 */
export function TimeTablePage() {
  const { corePages, terminology } = useSession();
  const page = corePages.find((p) => p.id === 'timeTable');
  const asset = useAsset(page?.assetId ?? null, { enabled: Boolean(page?.isPublished) });
  const title = page?.title || terminology.timeTable;

  if (!page?.isPublished) {
    return (
      <StatusScreen
        icon={<IconCalendarOff size={34} />}
        title={`${terminology.timeTable} Not Available`}
        actions={
          <Button component={Link} to="/">
            Go To {terminology.dashboard}
          </Button>
        }
      >
        The organisers haven't published the {terminology.timeTable.toLowerCase()} yet.
      </StatusScreen>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      {!page.assetId ? (
        <Text c="dimmed">The {title.toLowerCase()} will appear here soon.</Text>
      ) : asset.isPending ? (
        <Skeleton h={420} radius="md" role="status" aria-label="Loading" />
      ) : asset.isError || !asset.data ? (
        <Text c="dimmed">
          The {title.toLowerCase()} can't be shown right now. Please try again later.
        </Text>
      ) : asset.data.type === 'image' ? (
        <Stack gap="xs">
          <Image
            src={asset.data.data.large}
            srcSet={`${asset.data.data.small} 960w, ${asset.data.data.medium} 1440w, ${asset.data.data.large} 1920w`}
            sizes="(min-width: 1200px) 900px, 100vw"
            alt={asset.data.altText || title}
            radius="md"
          />
          <Anchor href={asset.data.data.large} target="_blank" rel="noopener noreferrer" size="sm">
            Open full size
          </Anchor>
        </Stack>
      ) : (
        <Card withBorder radius="md" padding="lg" maw={560}>
          <Stack gap="sm" align="flex-start">
            <IconFileText size={32} aria-hidden />
            <Text fw={600}>{asset.data.name}</Text>
            <Button
              component="a"
              href={asset.data.data.large}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              Download the {title.toLowerCase()}
            </Button>
          </Stack>
        </Card>
      )}
    </>
  );
}
