import { fieldGroupSorts } from '@showdesk/domain/forms/field-groups';
import { IconSettings, IconStack2 } from '@tabler/icons-react';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import {
  actionsColumn,
  DeleteItem,
  MenuLink,
} from '../../../../components/data-table/row-menu.tsx';
import { PagedListPage } from '../../../../components/list-page.tsx';
import { titleColumn, updatedColumn } from '../../../../components/lists/columns.tsx';
import { useDuplicateItem } from '../../../../components/lists/duplicate-item.tsx';
import {
  type FieldGroupListItem,
  useDeleteFieldGroup,
  useDuplicateFieldGroup,
  useFieldGroupPage,
} from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';
import { PublishedBadge } from './form-badges.tsx';

/** /admin/field-groups (admin): reusable sets of fields that forms place with a template. */
export function FieldGroupListPage() {
  const remove = useDeleteFieldGroup();
  // A group a form still places is refused: "This field group is used by 2 forms".
  const deleting = useDeleteConfirm<FieldGroupListItem>({
    noun: 'field group',
    remove,
    idOf: (group) => group.id,
    nameOf: (group) => group.title,
    sentence: (title) =>
      `“${title}” and its fields will be deleted. A group that a form still uses can’t be deleted: remove it from those forms first.`,
  });

  const duplicate = useDuplicateItem({
    mutation: useDuplicateFieldGroup(),
    added: (copy) => ({ title: copy.title, to: fieldGroupPaths.builder(copy.id) }),
  });
  const columns: TableColumn<FieldGroupListItem>[] = [
    titleColumn((group) => fieldGroupPaths.builder(group.id)),
    {
      id: 'status',
      header: 'Status',
      cell: (group) => <PublishedBadge isPublished={group.isPublished} />,
    },
    { id: 'fields', header: 'Fields', align: 'right', cell: (group) => group.fieldIds.length },
    updatedColumn(),
    actionsColumn<FieldGroupListItem>({
      nameOf: (group) => group.title,
      isBusy: duplicate.isBusy,
      items: (group) => (
        <>
          <MenuLink to={fieldGroupPaths.settings(group.id)} icon={IconSettings}>
            Settings
          </MenuLink>
          {duplicate.item(group)}
          <DeleteItem onClick={() => deleting.ask(group)} />
        </>
      ),
    }),
  ];

  return (
    <PagedListPage
      noun={{ one: 'field group', many: 'field groups' }}
      description="Sets of fields to reuse across forms, such as a contact’s details; a form can let members repeat one."
      add={fieldGroupPaths.add}
      search="Search by title"
      filters={[
        {
          name: 'isPublished',
          label: 'Published',
          placeholder: 'Published or draft',
          options: { true: 'Published', false: 'Draft' },
        },
      ]}
      source={{ sorts: fieldGroupSorts, defaultSort: 'title', usePage: useFieldGroupPage }}
      empty={{
        icon: <IconStack2 size={34} />,
        children:
          'A field group is built once — a contact’s name, email and phone, say — and placed in any form with a Field Group field.',
      }}
      columns={columns}
      rowName={(group) => group.title}
    >
      {deleting.dialog}
    </PagedListPage>
  );
}
