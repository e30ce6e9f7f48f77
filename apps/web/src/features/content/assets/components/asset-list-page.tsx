import { useLingui } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import { type Asset, assetSorts } from '@showdesk/domain/content/assets';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { AssetThumbnail } from '../../../../components/asset-thumbnail.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { namedRecords, PagedListPage, RecordLink } from '../../../../components/list-page.tsx';
import { updatedColumn } from '../../../../components/lists/columns.tsx';
import { useAssetPage } from '../../../../lib/assets-api.ts';
import { formatDate } from '../../../../lib/format.ts';

/** /admin/assets: the event's images and documents a page at a time, by name. */
export function AssetListPage() {
  const { t } = useLingui();
  const typeLabel = (asset: Asset) => (asset.type === 'image' ? t`Image` : t`Document`);

  const columns: TableColumn<Asset>[] = [
    {
      id: 'name',
      header: t`Name`,
      sortKey: 'name',
      cell: (asset) => (
        <Group gap="sm" wrap="nowrap">
          <Box w={60} style={{ flexShrink: 0 }}>
            <AssetThumbnail asset={asset} height={40} radius={4} />
          </Box>
          <RecordLink to={`/admin/assets/${encodeURIComponent(asset.id)}`}>{asset.name}</RecordLink>
        </Group>
      ),
    },
    {
      id: 'type',
      header: t`Type`,
      sortKey: 'type',
      cell: typeLabel,
    },
    {
      id: 'altText',
      header: t`Alt text`,
      defaultHidden: true,
      cell: (asset) => (
        <Text size="sm" lineClamp={2}>
          {asset.altText}
        </Text>
      ),
    },
    { id: 'added', header: t`Added`, sortKey: 'createdAt', cell: (a) => formatDate(a.createdAt) },
    updatedColumn(),
  ];

  return (
    <PagedListPage
      noun={{ one: t`asset`, many: t`assets` }}
      {...namedRecords('/admin/assets', { sorts: assetSorts, usePage: useAssetPage })}
      description={t`Images and documents to use across your event: dashboard, content and more.`}
      search={t`Name or alt text`}
      filters={[
        {
          name: 'type',
          label: t`Type`,
          placeholder: t`Any type`,
          options: { image: t`Images`, document: t`Documents` },
        },
      ]}
      empty={{
        icon: <IconLibraryPhoto size={34} />,
        children: t`Upload images and documents once, then use them on the dashboard header, content pages and core pages.`,
      }}
      columns={columns}
    />
  );
}
