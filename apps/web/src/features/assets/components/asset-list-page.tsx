import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAssets } from '../../../lib/assets-api.ts';
import { errorMessage } from '../../../lib/field-errors.ts';
import { AssetCard } from './asset-card.tsx';
import { AssetsEmptyState } from './assets-empty-state.tsx';

// By the width of the content (the tips aside takes some on wide screens), not the window.
const gridCols = { base: 2, '520px': 3, '720px': 4, '1000px': 5 };

/** /admin/assets: the event's images and documents, sorted by name, with a search by name. */
export function AssetListPage() {
  const assets = useAssets();
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const all = assets.data?.assets ?? [];
  const shown = term ? all.filter((asset) => asset.name.toLowerCase().includes(term)) : all;

  return (
    <>
      <PageHeader
        title="Assets"
        description="Images and documents to use across your event: dashboard, content and more."
        actions={
          <Button
            component={Link}
            to="/admin/assets/add"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add asset
          </Button>
        }
      />
      {assets.isPending ? (
        <SimpleGrid type="container" cols={gridCols} aria-busy="true" aria-label="Loading">
          {Array.from({ length: 8 }, (_, i) => (
            <Card key={String(i)} withBorder radius="md" padding="xs">
              <Card.Section>
                <Skeleton h={132} radius={0} />
              </Card.Section>
              <Skeleton h={14} w="70%" mt="sm" />
            </Card>
          ))}
        </SimpleGrid>
      ) : assets.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(assets.error)}
        </Alert>
      ) : all.length === 0 ? (
        <AssetsEmptyState />
      ) : (
        <Stack gap="md">
          <TextInput
            label="Search assets"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={360}
            type="search"
          />
          <Text size="sm" c="dimmed" role="status">
            {term
              ? `${shown.length} of ${all.length} ${all.length === 1 ? 'asset' : 'assets'}`
              : `${all.length} ${all.length === 1 ? 'asset' : 'assets'}`}
          </Text>
          {shown.length === 0 ? (
            <Stack align="flex-start" gap="xs">
              <Text>No assets match “{search.trim()}”.</Text>
              <Button variant="default" size="xs" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </Stack>
          ) : (
            <SimpleGrid
              type="container"
              cols={gridCols}
              spacing="md"
              component="ul"
              className="asset-grid"
            >
              {shown.map((asset) => (
                <li key={asset.id}>
                  <AssetCard asset={asset} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </>
  );
}
