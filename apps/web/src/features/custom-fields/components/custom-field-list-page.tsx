import { Anchor, Button } from '@mantine/core';
import {
  type CustomField,
  customFieldSorts,
  customFieldTypeLabels,
  customFieldTypes,
} from '@showdesk/domain/custom-fields';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../components/data-table/data-table.tsx';
import { ListFilter, ListPage } from '../../../components/list-page.tsx';
import { useListState } from '../../../lib/list-state.ts';
import { useCustomFieldPage } from '../api/custom-fields-api.ts';
import { noCustomFields } from './custom-fields-empty-state.tsx';
import { FieldBadges } from './field-badges.tsx';

const columns: TableColumn<CustomField>[] = [
  {
    id: 'label',
    header: 'Label',
    sortKey: 'label',
    phone: 'title',
    cell: (field) => (
      <Anchor
        component={Link}
        to={`/admin/custom-fields/${encodeURIComponent(field.id)}`}
        fw={500}
        style={{ overflowWrap: 'anywhere' }}
      >
        {field.label}
      </Anchor>
    ),
  },
  { id: 'order', header: 'Order', sortKey: 'index', cell: (field) => field.index + 1 },
  {
    id: 'type',
    header: 'Type',
    sortKey: 'type',
    cell: (field) => customFieldTypeLabels[field.type],
  },
  { id: 'settings', header: 'Settings', cell: (field) => <FieldBadges field={field} showNone /> },
];

/** /admin/custom-fields (admin): the fields every team fills in, by label, a page at a time. */
export function CustomFieldListPage() {
  const state = useListState({
    sorts: customFieldSorts,
    defaultSort: { key: 'label', desc: false },
  });
  const fields = useCustomFieldPage(state.apiParams);
  return (
    <ListPage
      title="Custom fields"
      description="Details every team fills in, shown on team pages in their order."
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
      search={{ label: 'Search custom fields', placeholder: 'Label or description' }}
      filters={
        <ListFilter
          state={state}
          name="type"
          label="Type"
          placeholder="Any type"
          options={customFieldTypes.map((type) => ({
            value: type,
            label: customFieldTypeLabels[type],
          }))}
        />
      }
      state={state}
      query={fields}
      empty={noCustomFields}
      table={{
        tableId: 'custom-fields',
        label: 'Custom fields',
        noun: { one: 'custom field', many: 'custom fields' },
        columns,
        getRowId: (field) => field.id,
        rowName: (field) => field.label,
      }}
    />
  );
}
