import { ActionIcon, Button, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArchive, IconFileText, IconPlus, IconSearch, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useContentList } from '../api/content-api.ts';
import { contentPaths } from './content-paths.ts';
import { ContentTable, ContentTableSkeleton } from './content-table.tsx';

/** /admin/content (moderator+): the event's active content pages by title, with a search. */
export function ContentListPage() {
  const query = useContentList(false);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const all = query.data?.content ?? [];
  const shown = term
    ? all.filter(
        (page) => page.title.toLowerCase().includes(term) || page.path.toLowerCase().includes(term),
      )
    : all;

  return (
    <>
      <PageHeader
        title="Content"
        description="Pages of information for your teams: built from sections, shown to the team types you choose."
        actions={
          <>
            <Button
              component={Link}
              to={contentPaths.archived}
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
            >
              Archived
            </Button>
            <Button
              component={Link}
              to={contentPaths.add}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add content
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <ContentTableSkeleton />
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : all.length === 0 ? (
        <EmptyState
          icon={<IconFileText size={34} />}
          title="No content yet"
          action={{ label: 'Add your first page', to: contentPaths.add }}
        >
          Content pages hold what your teams need to know: build-up times, maps, manuals, videos and
          links, arranged in sections.
        </EmptyState>
      ) : (
        <Stack gap="md">
          <TextInput
            label="Search content"
            placeholder="Search by title or path"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={360}
            type="search"
          />
          <Text size="sm" c="dimmed" role="status">
            {term
              ? `${shown.length} of ${all.length} ${all.length === 1 ? 'page' : 'pages'}`
              : `${all.length} ${all.length === 1 ? 'page' : 'pages'}`}
          </Text>
          {shown.length === 0 ? (
            <Stack align="flex-start" gap="xs">
              <Text>No pages match “{search.trim()}”.</Text>
              <Button variant="default" size="xs" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </Stack>
          ) : (
            <ContentTable
              pages={shown}
              label="Content pages"
              actions={(page) => (
                <Tooltip label="Page settings" withinPortal>
                  <ActionIcon
                    component={Link}
                    to={contentPaths.settings(page.id)}
                    variant="subtle"
                    color="gray"
                    aria-label={`Settings of ${page.title}`}
                  >
                    <IconSettings size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            />
          )}
        </Stack>
      )}
    </>
  );
}
