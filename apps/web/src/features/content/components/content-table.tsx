import {
  Anchor,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import type { ContentPage } from '@showdesk/domain/content';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MenuIcon } from '../../../components/menu-icon.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ContentBadges } from './content-badges.tsx';
import { contentPaths } from './content-paths.ts';

interface ContentTableProps {
  pages: ContentPage[];
  /** Names the table for screen readers, e.g. "Content pages". */
  label: string;
  actions: (page: ContentPage) => ReactNode;
}

/** Content pages as rows: icon and title (to the editor), states, sections and last change. */
export function ContentTable({ pages, label, actions }: ContentTableProps) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Table.ScrollContainer minWidth={620}>
        <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Title</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Sections</Table.Th>
              <Table.Th>Updated</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.map((page) => (
              <Table.Tr key={page.id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                      <MenuIcon name={page.icon} size={20} />
                    </ThemeIcon>
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={contentPaths.editor(page.id)} fw={600}>
                        {page.title}
                      </Anchor>
                      {page.description ? (
                        <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
                          {page.description}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <ContentBadges page={page} />
                </Table.Td>
                <Table.Td>{page.sectionIds.length}</Table.Td>
                <Table.Td>
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(page.updatedAt)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" justify="flex-end" wrap="nowrap">
                    {actions(page)}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}

/** The table's shape while the pages load. */
export function ContentTableSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" aria-busy="true" aria-label="Loading">
      <Stack gap="md">
        {Array.from({ length: 5 }, (_, i) => (
          <Group key={String(i)} gap="sm" wrap="nowrap">
            <Skeleton h={36} w={36} radius="md" />
            <Skeleton h={16} w="35%" />
            <Skeleton h={16} w="20%" ml="auto" />
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
