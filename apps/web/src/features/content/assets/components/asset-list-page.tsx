import { Box, Group, Text } from '@mantine/core';
import { type Asset, assetSorts } from '@showdesk/domain/content/assets';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { AssetThumbnail } from '../../../../components/asset-thumbnail.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { namedRecords, PagedListPage, RecordLink } from '../../../../components/list-page.tsx';
import { updatedColumn } from '../../../../components/lists/columns.tsx';
import { useAssetPage } from '../../../../lib/assets-api.ts';
import { formatDate } from '../../../../lib/format.ts';

const typeLabel = (asset: Asset) => (asset.type === 'image' ? 'Image' : 'Document');

const columns: TableColumn<Asset>[] = [
  {
    id: 'name',
    header: 'Name',
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
    header: 'Type',
    sortKey: 'type',
    cell: typeLabel,
  },
  {
    id: 'altText',
    header: 'Alt text',
    defaultHidden: true,
    cell: (asset) => (
      <Text size="sm" lineClamp={2}>
        {asset.altText}
      </Text>
    ),
  },
  { id: 'added', header: 'Added', sortKey: 'createdAt', cell: (a) => formatDate(a.createdAt) },
  updatedColumn(),
];

/** /admin/assets: the event's images and documents a page at a time, by name. */
export function AssetListPage() {
  return (
    <PagedListPage
      noun={{ one: 'asset', many: 'assets' }}
      {...namedRecords('/admin/assets', { sorts: assetSorts, usePage: useAssetPage })}
      description="Images and documents to use across your event: dashboard, content and more."
      search="Name or alt text"
      filters={[
        {
          name: 'type',
          label: 'Type',
          placeholder: 'Any type',
          options: { image: 'Images', document: 'Documents' },
        },
      ]}
      empty={{
        icon: <IconLibraryPhoto size={34} />,
        children:
          'Upload images and documents once, then use them on the dashboard header, content pages and core pages.',
      }}
      columns={columns}
    />
  );
}
