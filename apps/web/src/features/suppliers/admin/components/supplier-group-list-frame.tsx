import { Menu } from '@mantine/core';
import { type SupplierGroup, supplierGroupSorts } from '@showdesk/domain/suppliers/supplier-groups';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useArchiveSelection,
  useDeleteConfirm,
} from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import {
  useArchiveSupplierGroups,
  useDeleteSupplierGroup,
  useSupplierGroupPage,
} from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';

interface SupplierGroupListFrameProps {
  isArchived: boolean;
  title: string;
  description: string;
  actions: ReactNode;
  empty: { icon: ReactNode; title: string; children: ReactNode };
}

/**
 * The active and the archived supplier groups lists, by title: selected groups archived or
 * unarchived together; each group edited, archived or deleted (asked first).
 */
export function SupplierGroupListFrame(props: SupplierGroupListFrameProps) {
  const state = useListState({ sorts: supplierGroupSorts, defaultSort: 'title' });
  const groups = useSupplierGroupPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const archive = useArchiveSupplierGroups();
  const remove = useDeleteSupplierGroup();
  const archiving = useArchiveSelection({
    isArchived: props.isArchived,
    noun: { one: 'supplier group', many: 'supplier groups' },
    archive,
    archivedNote: 'hidden from teams',
    unarchivedNote: 'back in the groups list',
  });
  const deleting = useDeleteConfirm<SupplierGroup>({
    noun: 'supplier group',
    remove,
    idOf: (group) => group.id,
    nameOf: (group) => group.title,
    consequence: 'but its suppliers are kept.',
    onDeleted: (group) => archiving.forget(group.id),
  });

  const columns: TableColumn<SupplierGroup>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (group) => (
        <RecordLink to={supplierGroupPaths.record(group.id)}>{group.title}</RecordLink>
      ),
    },
    {
      id: 'suppliers',
      header: 'Suppliers',
      align: 'right',
      cell: (group) => group.supplierIds.length,
    },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      cell: (group) => formatDate(group.updatedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (group) => (
        <RowMenu
          name={group.title}
          loading={archive.isPending && archive.variables?.ids.includes(group.id)}
        >
          <Menu.Item
            component={Link}
            to={supplierGroupPaths.record(group.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={archiving.action.icon}
            onClick={() => archiving.setArchived([group.id])}
          >
            {archiving.action.label}
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => deleting.ask(group)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  return (
    <ListPage
      noun={{ one: 'supplier group', many: 'supplier groups' }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={props.isArchived ? undefined : supplierGroupPaths.add}
      search="Search by title"
      bulkActions={archiving.bulkActions}
      state={state}
      query={groups}
      empty={props.empty}
      columns={columns}
      rowName={(group) => group.title}
      tableId={props.isArchived ? 'supplier-groups-archived' : 'supplier-groups'}
      tableLabel={props.isArchived ? 'Archived supplier groups' : 'Supplier groups'}
      selection={archiving.selection}
    >
      {deleting.dialog}
    </ListPage>
  );
}
