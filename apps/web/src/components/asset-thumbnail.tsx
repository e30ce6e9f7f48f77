import { Box, Image } from '@mantine/core';
import type { Asset } from '@showdesk/domain/content/assets';
import { documentIcon } from './document-icon.ts';

/** A file URL's extension in lower case: '/api/…/files/f1/Floor%20plan.pdf' → 'pdf'. */
export function fileExtension(url: string): string {
  const name = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

interface AssetThumbnailProps {
  asset: Pick<Asset, 'type' | 'data' | 'altText' | 'name'>;
  height: number;
  radius?: number;
  fit?: 'cover' | 'contain';
}

/**
 * An asset's thumb: the image's 'thumb' size with the asset's alt text (none: decorative), or
 * for a document an icon of its file type.
 */
export function AssetThumbnail({ asset, height, radius = 8, fit = 'cover' }: AssetThumbnailProps) {
  const Icon = documentIcon(fileExtension(asset.data.thumb));
  return (
    <Box
      h={height}
      bg="gray.1"
      style={{
        borderRadius: radius,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        overflow: 'hidden',
      }}
    >
      {asset.type === 'image' ? (
        <Image
          src={asset.data.thumb}
          alt={asset.altText}
          h={height}
          w="100%"
          fit={fit}
          loading="lazy"
        />
      ) : (
        <Icon
          size={Math.min(56, height * 0.5)}
          stroke={1.4}
          color="var(--mantine-color-gray-6)"
          aria-hidden
        />
      )}
    </Box>
  );
}
