import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import {
  type CustomField,
  customFieldSorts,
  customFieldTypeLabels,
} from '@showdesk/domain/people/custom-fields';
import { IconArrowsSort } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { useListState } from '../../../../lib/list-state.ts';
import { useCustomFieldPage } from '../api/custom-fields-api.ts';
import { noCustomFields } from './custom-fields-empty-state.tsx';
import { FieldBadges } from './field-badges.tsx';

/** The list's columns, in the language spoken now. */
const columnsOf = (): TableColumn<CustomField>[] => [
  {
    id: 'label',
    header: t`Label`,
    sortKey: 'label',
    cell: (field) => (
      <RecordLink to={`/admin/custom-fields/${encodeURIComponent(field.id)}`}>
        {field.label}
      </RecordLink>
    ),
  },
  { id: 'order', header: t`Order`, sortKey: 'index', cell: (field) => field.index + 1 },
  {
    id: 'type',
    header: t`Type`,
    sortKey: 'type',
    cell: (field) => customFieldTypeLabels[field.type],
  },
  { id: 'settings', header: t`Settings`, cell: (field) => <FieldBadges field={field} showNone /> },
];

/** /admin/custom-fields (admin): the fields every team fills in, by label, a page at a time. */
export function CustomFieldListPage() {
  const { t } = useLingui();
  const columns = columnsOf();
  const state = useListState({
    sorts: customFieldSorts,
    defaultSort: 'label',
  });
  const fields = useCustomFieldPage(state.apiParams);
  return (
    <ListPage
      noun={{ one: 'custom field', many: 'custom fields' }}
      add="/admin/custom-fields/add"
      description={t`Details every team fills in, shown on team pages in their order.`}
      actions={
        <Button
          component={Link}
          to="/admin/custom-fields/reorder"
          variant="default"
          leftSection={<IconArrowsSort size={16} aria-hidden />}
        >
          <Trans>Reorder</Trans>
        </Button>
      }
      search={t`Label or description`}
      filters={[
        { name: 'type', label: t`Type`, placeholder: t`Any type`, options: customFieldTypeLabels },
      ]}
      state={state}
      query={fields}
      empty={noCustomFields()}
      columns={columns}
      rowName={(field) => field.label}
    />
  );
}
