import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../components/record-state.tsx';
import { useAsset } from '../../../../lib/assets-api.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useDeleteAsset } from '../api/assets-api.ts';
import { AssetDetailsForm } from './asset-details-form.tsx';
import { AssetFiles } from './asset-files.tsx';

/** /admin/assets/:assetId: preview, file links, name and alt text, delete. */
export function AssetPage() {
  const { assetId = '' } = useParams();
  const { t } = useLingui();
  return (
    <RecordPage
      query={useAsset(assetId)}
      noun={{ one: t`asset`, many: t`assets` }}
      icon={<IconPhotoOff size={34} />}
      listPath="/admin/assets"
      id={assetId}
      title={(asset) => asset.name}
      description={(asset) => {
        const added = formatDate(asset.createdAt);
        const updated = formatDate(asset.updatedAt);
        return asset.type === 'image'
          ? t`Image · added ${added} · updated ${updated}`
          : t`Document · added ${added} · updated ${updated}`;
      }}
      remove={{
        mutation: useDeleteAsset(assetId),
        consequence: () => t`Its files go too, and pages that show it will no longer have it.`,
      }}
      skeleton={<FormPageSkeleton formHeight={320} maw={1200} />}
    >
      {(asset) => (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <AssetFiles asset={asset} />
          <AssetDetailsForm key={asset.id} asset={asset} />
        </SimpleGrid>
      )}
    </RecordPage>
  );
}
