import {
  Anchor,
  Button,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { type CustomField, customFieldTypeLabels } from '@showdesk/domain/custom-fields';
import { IconArrowsSort, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCustomFields } from '../api/custom-fields-api.ts';
import { CustomFieldsEmptyState } from './custom-fields-empty-state.tsx';
import { FieldBadges } from './field-badges.tsx';

type SortBy = 'index' | 'label';

const sortOptions = [
  { value: 'index', label: 'Order' },
  { value: 'label', label: 'Label' },
];

/** The fields matching the search, in the event's order or by label. */
function shownFields(fields: CustomField[], search: string, sortBy: SortBy) {
  const needle = search.trim().toLocaleLowerCase();
  const found = needle
    ? fields.filter((field) => field.label.toLocaleLowerCase().includes(needle))
    : [...fields];
  return found.sort((a, b) =>
    sortBy === 'label'
      ? a.label.localeCompare(b.label, undefined, { sensitivity: 'base' }) || a.index - b.index
      : a.index - b.index,
  );
}

/** /admin/custom-fields (admin): the fields every team fills in, searchable, in order or by label. */
export function CustomFieldListPage() {
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<SortBy>('index');
  const query = useCustomFields();
  const fields = query.data?.customFields ?? [];
  const list = shownFields(fields, search, sortBy);

  return (
    <>
      <PageHeader
        title="Custom fields"
        description="Details every team fills in, shown on team pages in this order."
        actions={
          <>
            <Button
              component={Link}
              to="/admin/custom-fields/reorder"
              variant="default"
              leftSection={<IconArrowsSort size={16} aria-hidden />}
            >
              Reorder
            </Button>
            <Button
              component={Link}
              to="/admin/custom-fields/add"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add custom field
            </Button>
          </>
        }
      />
      {query.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={String(i)} h={36} />
          ))}
        </Stack>
      ) : query.isError ? (
        <ErrorAlert error={query.error} />
      ) : fields.length === 0 ? (
        <CustomFieldsEmptyState />
      ) : (
        <Stack gap="md">
          <Group gap="md" align="flex-end">
            <TextInput
              label="Search custom fields"
              placeholder="Label"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={320}
              maw="100%"
              type="search"
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="custom-field-sort">
                Sort by
              </Text>
              <SegmentedControl
                aria-labelledby="custom-field-sort"
                data={sortOptions}
                value={sortBy}
                onChange={(value) => setSortBy(value as SortBy)}
              />
            </Stack>
          </Group>
          <Text size="sm" c="dimmed" role="status">
            {`${list.length} ${list.length === 1 ? 'custom field' : 'custom fields'}`}
          </Text>
          {list.length === 0 ? (
            <Stack align="flex-start" gap="xs">
              <Text>No custom fields match your search.</Text>
              <Button variant="default" size="xs" onClick={() => setSearch('')}>
                Clear search
              </Button>
            </Stack>
          ) : (
            <CustomFieldTable fields={list} />
          )}
        </Stack>
      )}
    </>
  );
}

/** Type and settings get their own columns from the sm width; below it they sit under the label. */
function CustomFieldTable({ fields }: { fields: CustomField[] }) {
  return (
    <Card withBorder radius="md" padding={0}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Custom fields">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>Order</Table.Th>
            <Table.Th>Label</Table.Th>
            <Table.Th visibleFrom="sm">Type</Table.Th>
            <Table.Th visibleFrom="sm">Settings</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.map((field) => (
            <Table.Tr key={field.id}>
              <Table.Td>{field.index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Anchor
                  component={Link}
                  to={`/admin/custom-fields/${encodeURIComponent(field.id)}`}
                  fw={500}
                >
                  {field.label}
                </Anchor>
                <Stack gap={6} mt={4} hiddenFrom="sm">
                  <Text size="sm" c="dimmed">
                    {customFieldTypeLabels[field.type]}
                  </Text>
                  <FieldBadges field={field} />
                </Stack>
              </Table.Td>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {customFieldTypeLabels[field.type]}
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <FieldBadges field={field} showNone />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
