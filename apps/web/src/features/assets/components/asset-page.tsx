import { Button, Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconPhotoOff, IconTrash } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { recordState } from '../../../components/record-state.tsx';
import { useAsset } from '../../../lib/assets-api.ts';
import { useBreadcrumbLabel } from '../../../lib/breadcrumb-labels.ts';
import { useConfirmedDelete } from '../../../lib/confirmed-delete.ts';
import { formatDate } from '../../../lib/format.ts';
import { useDeleteAsset } from '../api/assets-api.ts';
import { AssetDetailsForm } from './asset-details-form.tsx';
import { AssetFiles } from './asset-files.tsx';

/** /admin/assets/:assetId: preview, file links, name and alt text, delete. */
export function AssetPage() {
  const { assetId = '' } = useParams();
  const query = useAsset(assetId);
  const remove = useDeleteAsset(assetId);
  const deletion = useConfirmedDelete(remove, '/admin/assets');
  useBreadcrumbLabel(encodeURIComponent(assetId), query.data?.name);

  const fallback = recordState({
    query,
    noun: 'Asset',
    icon: <IconPhotoOff size={34} />,
    listPath: '/admin/assets',
    listName: 'Assets',
    skeleton: <AssetPageSkeleton />,
  });
  if (fallback || !query.data) return fallback;

  const asset = query.data;
  return (
    <>
      <PageHeader
        title={asset.name}
        description={`${asset.type === 'image' ? 'Image' : 'Document'} · added ${formatDate(asset.createdAt)} · updated ${formatDate(asset.updatedAt)}`}
        actions={
          <Button
            variant="outline"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={deletion.ask}
          >
            Delete asset
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <AssetFiles asset={asset} />
        <AssetDetailsForm key={asset.id} asset={asset} />
      </SimpleGrid>
      <ConfirmDialog
        opened={deletion.isConfirming}
        title="Delete this asset?"
        confirmLabel="Delete asset"
        isPending={deletion.isPending}
        onConfirm={() => deletion.confirm(asset.name)}
        onCancel={deletion.cancel}
      >
        “{asset.name}” and its files will be deleted. Pages that show it will no longer have it.
      </ConfirmDialog>
    </>
  );
}

function AssetPageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading">
      <Skeleton h={34} w="40%" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Skeleton h={280} />
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Skeleton h={56} />
            <Skeleton h={90} />
          </Stack>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
