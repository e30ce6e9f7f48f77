import { Badge, Menu, Stack, Text } from '@mantine/core';
import { fieldGroupSorts } from '@showdesk/domain/forms/field-groups';
import { IconCopy, IconSettings, IconStack2 } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useDeleteConfirm } from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import {
  actionsColumn,
  DeleteItem,
  MenuLink,
} from '../../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { feedback } from '../../../../lib/feedback.ts';
import { errorMessage } from '../../../../lib/field-errors.ts';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import {
  type FieldGroupListItem,
  useDeleteFieldGroup,
  useDuplicateFieldGroup,
  useFieldGroupPage,
} from '../api/field-groups-api.ts';
import { fieldGroupPaths } from '../paths.ts';

/** /admin/field-groups (admin): reusable sets of fields that forms place with a template. */
export function FieldGroupListPage() {
  const navigate = useNavigate();
  const state = useListState({ sorts: fieldGroupSorts, defaultSort: 'title' });
  const groups = useFieldGroupPage(state.apiParams);
  const duplicate = useDuplicateFieldGroup();
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

  const copy = (group: FieldGroupListItem) =>
    duplicate.mutate(group.id, {
      onSuccess: (copied) => {
        feedback('success', `${copied.title} was added`);
        navigate(fieldGroupPaths.builder(copied.id));
      },
      onError: (error) => feedback('error', errorMessage(error)),
    });
  const columns: TableColumn<FieldGroupListItem>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (group) => (
        <Stack gap={0} style={{ minWidth: 0 }}>
          <RecordLink to={fieldGroupPaths.builder(group.id)}>{group.title}</RecordLink>
          {group.description ? (
            <Text size="xs" c="dimmed" lineClamp={1} maw={360}>
              {group.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (group) =>
        group.isPublished ? (
          <Badge size="sm" variant="light" color="green">
            Published
          </Badge>
        ) : (
          <Badge size="sm" variant="outline" color="gray">
            Draft
          </Badge>
        ),
    },
    { id: 'fields', header: 'Fields', align: 'right', cell: (group) => group.fieldIds.length },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (group) => formatDate(group.updatedAt),
    },
    actionsColumn<FieldGroupListItem>({
      nameOf: (group) => group.title,
      isBusy: (group) => duplicate.isPending && duplicate.variables === group.id,
      items: (group) => (
        <>
          <MenuLink to={fieldGroupPaths.settings(group.id)} icon={IconSettings}>
            Settings
          </MenuLink>
          <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => copy(group)}>
            Duplicate
          </Menu.Item>
          <DeleteItem onClick={() => deleting.ask(group)} />
        </>
      ),
    }),
  ];

  return (
    <ListPage
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
      state={state}
      query={groups}
      empty={{
        icon: <IconStack2 size={34} />,
        children:
          'A field group is built once — a contact’s name, email and phone, say — and placed in any form with a Field Group field.',
      }}
      columns={columns}
      rowName={(group) => group.title}
    >
      {deleting.dialog}
    </ListPage>
  );
}
