import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconDownload, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/page-header.tsx';
import { StatusScreen } from '../../../../components/status-screen.tsx';
import { useAsset } from '../../../../lib/assets-api.ts';
import { useTerminology } from '../../../../lib/domain-word.ts';
import { useSession } from '../../../../lib/session.ts';

/**
 * /time-table: the event's time table, when organisers have published its core page (it starts
 * unpublished). The page shows the asset chosen for it: an image at full width, or a document
 * to open or download.
 */
export function TimeTablePage() {
  const { corePages } = useSession();
  const terminology = useTerminology();
  const page = corePages.find((p) => p.id === 'timeTable');
  const asset = useAsset(page?.assetId ?? null, { enabled: Boolean(page?.isPublished) });
  const { t } = useLingui();
  const title = page?.title || terminology.timeTable;
  const timeTableWord = terminology.timeTable;
  const timeTableLower = timeTableWord.toLowerCase();
  const dashboardWord = terminology.dashboard;
  const titleLower = title.toLowerCase();

  if (!page?.isPublished) {
    return (
      <StatusScreen
        icon={<IconCalendarOff size={34} />}
        title={t`${timeTableWord} Not Available`}
        actions={
          <Button component={Link} to="/">
            <Trans>Go To {dashboardWord}</Trans>
          </Button>
        }
      >
        <Trans>The organisers haven't published the {timeTableLower} yet.</Trans>
      </StatusScreen>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      {!page.assetId ? (
        <Text c="dimmed">
          <Trans>The {titleLower} will appear here soon.</Trans>
        </Text>
      ) : asset.isPending ? (
        <Skeleton h={420} radius="md" role="status" aria-label={t`Loading`} />
      ) : asset.isError || !asset.data ? (
        <Text c="dimmed">
          <Trans>The {titleLower} can't be shown right now. Please try again later.</Trans>
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
            <Trans>Open full size</Trans>
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
              <Trans>Download the {titleLower}</Trans>
            </Button>
          </Stack>
        </Card>
      )}
    </>
  );
}
