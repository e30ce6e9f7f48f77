import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Asset } from '@showdesk/domain/content/assets';
import { imageSizeNames, imageSizes } from '@showdesk/domain/platform/uploads';
import { IconExternalLink } from '@tabler/icons-react';
import { AssetThumbnail } from '../../../../components/asset-thumbnail.tsx';

/** The asset at medium size and links to its files: four sizes, or one for a document or SVG. */
export function AssetFiles({ asset }: { asset: Asset }) {
  const { t } = useLingui();
  const sizeLabels = { large: t`Large`, medium: t`Medium`, small: t`Small`, thumb: t`Thumb` };
  const isOneFile = new Set(Object.values(asset.data)).size === 1;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="asset-files">
      <Stack gap="md">
        <Title order={2} fz="lg" id="asset-files">
          <Trans>Preview</Trans>
        </Title>
        {asset.type === 'image' ? (
          <Image
            src={asset.data.medium}
            alt={asset.altText || asset.name}
            mah={420}
            fit="contain"
            radius="sm"
            bg="gray.1"
          />
        ) : (
          <AssetThumbnail asset={asset} height={200} />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {isOneFile ? t`File` : t`Sizes`}
          </Text>
          {isOneFile ? (
            <FileLink href={asset.data.large} label={t`Open file`} />
          ) : (
            <Group gap="lg" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {imageSizeNames.map((size) => {
                const { width, height } = imageSizes[size];
                return (
                  <li key={size}>
                    <FileLink
                      href={asset.data[size]}
                      label={sizeLabels[size]}
                      note={t`up to ${width}×${height}`}
                    />
                  </li>
                );
              })}
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function FileLink({ href, label, note }: { href: string; label: string; note?: string }) {
  return (
    <Stack gap={0}>
      <Anchor href={href} target="_blank" rel="noopener" fw={600} size="sm">
        <Group gap={4} wrap="nowrap" component="span">
          {label}
          <IconExternalLink size={14} aria-hidden />
          <VisuallyHidden>
            <Trans>(opens in a new tab)</Trans>
          </VisuallyHidden>
        </Group>
      </Anchor>
      {note ? (
        <Text size="xs" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
