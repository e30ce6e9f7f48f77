import {
  Anchor,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { formatDownloadSize } from '@showdesk/domain/downloads';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDownloads, useTeamTypeOptions } from '../api/downloads-api.ts';
import { DownloadsEmptyState } from './downloads-empty-state.tsx';
import { FileTypeIcon, fileTypeLabel } from './file-type.tsx';
import { VisibilityBadges } from './visibility-badges.tsx';

/** /admin/downloads (moderator+): the event's downloads by name, with a search by name. */
export function DownloadListPage() {
  const downloads = useDownloads();
  // Admin-only: moderators see how many types a download is limited to, not their names.
  const teamTypes = useTeamTypeOptions();
  const typeNames = teamTypes.data
    ? new Map(teamTypes.data.teamTypes.map((t) => [t.id, t.name]))
    : null;
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const all = downloads.data?.downloads ?? [];
  const shown = term ? all.filter((d) => d.name.toLowerCase().includes(term)) : all;

  return (
    <>
      <PageHeader
        title="Downloads"
        description="Files members download from their downloads page."
        actions={
          <Button
            component={Link}
            to="/admin/downloads/add"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            Add download
          </Button>
        }
      />
      {downloads.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading">
          <Skeleton h={36} w={320} mb="xs" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={String(i)} h={52} />
          ))}
        </Stack>
      ) : downloads.isError ? (
        <ErrorAlert error={downloads.error} />
      ) : all.length === 0 ? (
        <DownloadsEmptyState />
      ) : (
        <Stack gap="md">
          <TextInput
            label="Search downloads"
            placeholder="Search by name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            maw={360}
            type="search"
          />
          <Text size="sm" c="dimmed" role="status">
            {term
              ? `${shown.length} of ${all.length} ${all.length === 1 ? 'download' : 'downloads'}`
              : `${all.length} ${all.length === 1 ? 'download' : 'downloads'}`}
          </Text>
          {shown.length === 0 ? (
            <Stack align="flex-start" gap="xs">
              <Text>No downloads match “{search.trim()}”.</Text>
              <Button variant="default" size="xs" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </Stack>
          ) : (
            <Card withBorder radius="md" padding={0}>
              <Table.ScrollContainer minWidth={640}>
                <Table highlightOnHover verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Name</Table.Th>
                      <Table.Th>File</Table.Th>
                      <Table.Th>Who sees it</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((download) => (
                      <Table.Tr key={download.id}>
                        <Table.Td maw={360}>
                          <Anchor
                            component={Link}
                            to={`/admin/downloads/${encodeURIComponent(download.id)}`}
                            fw={500}
                          >
                            {download.name}
                          </Anchor>
                          {download.description ? (
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {download.description}
                            </Text>
                          ) : null}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <FileTypeIcon fileType={download.fileType} size={18} />
                            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                              {`${fileTypeLabel(download.fileType)} · ${formatDownloadSize(download.fileSize)}`}
                            </Text>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <VisibilityBadges download={download} typeNames={typeNames} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          )}
        </Stack>
      )}
    </>
  );
}
