import { Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { formatDownloadSize } from '@showdesk/domain/downloads';
import { IconFileOff, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteDownload, useDownload } from '../api/downloads-api.ts';
import { DownloadFileCard } from './download-file-card.tsx';
import { DownloadSettingsForm } from './download-settings-form.tsx';
import { fileTypeLabel } from './file-type.tsx';

/** /admin/downloads/:downloadId: its file (replace it), its settings, delete. */
export function DownloadPage() {
  const { downloadId = '' } = useParams();
  const query = useDownload(downloadId);
  const remove = useDeleteDownload(downloadId);
  const deletion = useConfirmedDelete(remove, '/admin/downloads');
  useBreadcrumbLabel(encodeURIComponent(downloadId), query.data?.name);

  const fallback = recordState({
    query,
    noun: 'Download',
    icon: <IconFileOff size={34} />,
    listPath: '/admin/downloads',
    listName: 'Downloads',
    skeleton: <DownloadPageSkeleton />,
  });
  if (fallback || !query.data) return fallback;

  const download = query.data;
  return (
    <>
      <PageHeader
        title={download.name}
        description={`${fileTypeLabel(download.fileType)} · ${formatDownloadSize(download.fileSize)} · added ${formatDate(download.createdAt)} · updated ${formatDate(download.updatedAt)}`}
        actions={
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deletion.ask}
          >
            Delete download
          </Button>
        }
      />
      <SimpleGrid type="container" cols={{ base: 1, '960px': 2 }} spacing="lg">
        <DownloadFileCard download={download} />
        <DownloadSettingsForm key={download.id} download={download} />
      </SimpleGrid>
      <ConfirmDialog
        opened={deletion.isConfirming}
        title="Delete this download?"
        confirmLabel="Delete download"
        isPending={deletion.isPending}
        onConfirm={() => deletion.confirm(download.name)}
        onCancel={deletion.cancel}
      >
        “{download.name}” and its file will be deleted. Members will no longer be able to download
        it.
      </ConfirmDialog>
    </>
  );
}

function DownloadPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      <Skeleton h={34} w="40%" />
      <SimpleGrid type="container" cols={{ base: 1, '960px': 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Skeleton h={56} />
            <Skeleton h={90} />
            <Skeleton h={56} />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Skeleton h={44} />
            <Skeleton h={120} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
