import { Badge, Card, Stack, Text } from '@mantine/core';
import type { Asset } from '@showdesk/domain/assets';
import { Link } from 'react-router';
import { AssetThumbnail } from '../../../components/asset-thumbnail.tsx';
import './assets.css';

/** One asset in the library's grid: its thumb (or file-type icon), name and type; opens its page. */
export function AssetCard({ asset }: { asset: Asset }) {
  return (
    <Card
      component={Link}
      to={`/admin/assets/${encodeURIComponent(asset.id)}`}
      withBorder
      radius="md"
      padding="xs"
      className="asset-card"
    >
      <Card.Section>
        <AssetThumbnail asset={asset} height={132} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="xs" align="flex-start">
        <Text
          fw={600}
          size="sm"
          lineClamp={2}
          title={asset.name}
          style={{ wordBreak: 'break-word' }}
        >
          {asset.name}
        </Text>
        <Badge size="sm" variant="light" color={asset.type === 'image' ? 'brand' : 'gray'}>
          {asset.type === 'image' ? 'Image' : 'Document'}
        </Badge>
      </Stack>
    </Card>
  );
}
