import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { listSearchParams } from '@showdesk/domain/common/list-query';
import type { Asset } from '@showdesk/domain/content/assets';
import { IconCheck, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useAssetPage } from '../lib/assets-api.ts';
import { errorMessage } from '../lib/field-errors.ts';
import { AssetThumbnail } from './asset-thumbnail.tsx';
import './asset-picker.css';
import { Skeletons } from './skeletons.tsx';

interface AssetPickerLibraryProps {
  selectedId: string | null;
  onSelect: (asset: Asset) => void;
  onUpload: () => void;
}

const cols = { base: 2, sm: 3, md: 4 } as const;
/** How many matching images the picker shows; a search narrows a larger library. */
const shownAtOnce = 48;

/**
 * The image assets as a grid of buttons, searched by name on the server (the first 48 that
 * match, by name); the chosen one is pressed.
 */
export function AssetPickerLibrary({ selectedId, onSelect, onUpload }: AssetPickerLibraryProps) {
  const [search, setSearch] = useState('');
  const { t } = useLingui();
  const [term] = useDebouncedValue(search.trim(), 250);
  const assets = useAssetPage(
    listSearchParams({ q: term, pageSize: shownAtOnce, filter: { type: 'image' } }).toString(),
  );
  const shown = assets.data?.items ?? [];
  const total = assets.data?.total ?? 0;
  const searched = search.trim();
  const shownCount = shown.length;

  if (assets.isPending) {
    return (
      <SimpleGrid cols={cols} role="status" aria-busy="true" aria-label={t`Loading`}>
        <Skeletons count={8} h={120} />
      </SimpleGrid>
    );
  }
  if (assets.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(assets.error)}
      </Alert>
    );
  }
  if (total === 0 && term === '' && search.trim() === '') {
    return (
      <Stack align="center" ta="center" gap="sm" py="xl">
        <Text fw={600}>
          <Trans>No images in the asset library yet</Trans>
        </Text>
        <Button onClick={onUpload}>
          <Trans>Upload an image</Trans>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <TextInput
        label={t`Search images`}
        placeholder={t`Search by name`}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        data-autofocus
      />
      {shown.length === 0 ? (
        <Text c="dimmed" role="status">
          <Trans>No images match “{searched}”.</Trans>
        </Text>
      ) : (
        <>
          {total > shown.length ? (
            <Text size="sm" c="dimmed" role="status">
              <Trans>
                The first {shownCount} of {total} images: search to find others.
              </Trans>
            </Text>
          ) : null}
          <SimpleGrid cols={cols} spacing="sm">
            {shown.map((asset) => {
              const isSelected = asset.id === selectedId;
              return (
                <UnstyledButton
                  key={asset.id}
                  className="asset-option"
                  aria-pressed={isSelected}
                  aria-label={asset.name}
                  title={asset.name}
                  onClick={() => onSelect(asset)}
                >
                  <AssetThumbnail asset={{ ...asset, altText: '' }} height={96} />
                  <Text size="xs" fw={600} truncate="end" mt={4} px={4} aria-hidden>
                    {asset.name}
                  </Text>
                  {isSelected ? (
                    <span className="asset-option-check" aria-hidden>
                      <IconCheck size={14} />
                    </span>
                  ) : null}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
