import { useLingui } from '@lingui/react/macro';
import { fieldGroupSorts } from '@showdesk/domain/forms/field-groups';
import { IconSettings, IconStack2 } from '@tabler/icons-react';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { titleColumn, updatedColumn } from '../../../../components/lists/columns.tsx';
import { DeletableList } from '../../../../components/lists/deletable-list.tsx';
import { useDuplicateItem } from '../../../../components/lists/duplicate-item.tsx';
import {
  type FieldGroupListItem,
  useDeleteFieldGroup,
  useDuplicateFieldGroup,
  useFieldGroupPage,
} from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';
import { PublishedBadge, publishedFilter } from './form-badges.tsx';

/** /admin/field-groups (admin): reusable sets of fields that forms place with a template. */
export function FieldGroupListPage() {
  const { t } = useLingui();
  const duplicate = useDuplicateItem({
    mutation: useDuplicateFieldGroup(),
    added: (copy) => ({ title: copy.title, to: fieldGroupPaths.builder(copy.id) }),
  });
  const columns: TableColumn<FieldGroupListItem>[] = [
    titleColumn((group) => fieldGroupPaths.builder(group.id)),
    {
      id: 'status',
      header: t`Status`,
      cell: (group) => <PublishedBadge isPublished={group.isPublished} />,
    },
    { id: 'fields', header: t`Fields`, align: 'right', cell: (group) => group.fieldIds.length },
    updatedColumn(),
  ];

  return (
    <DeletableList
      noun={{ one: 'field group', many: 'field groups' }}
      description={t`Sets of fields to reuse across forms, such as a contact’s details; a form can let members repeat one.`}
      add={fieldGroupPaths.add}
      search={t`Search by title`}
      filters={[publishedFilter()]}
      source={{ sorts: fieldGroupSorts, defaultSort: 'title', usePage: useFieldGroupPage }}
      empty={{
        icon: <IconStack2 size={34} />,
        children: t`A field group is built once — a contact’s name, email and phone, say — and placed in any form with a Field Group field.`,
      }}
      columns={columns}
      nameOf={(group) => group.title}
      remove={{
        mutation: useDeleteFieldGroup(),
        // A group a form still places is refused: "This field group is used by 2 forms".
        sentence: (title) =>
          t`“${title}” and its fields will be deleted. A group that a form still uses can’t be deleted: remove it from those forms first.`,
      }}
      isBusy={duplicate.isBusy}
      rowLinks={[{ label: t`Settings`, to: fieldGroupPaths.settings, icon: IconSettings }]}
      menu={duplicate.item}
    />
  );
}
