import { Avatar, Group, Menu, Stack, Text } from '@mantine/core';
import { type SupplierDetail, supplierSorts } from '@showdesk/domain/suppliers/suppliers';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useArchiveSelection,
  useDeleteConfirm,
} from '../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../../components/data-table/row-menu.tsx';
import { type ListFilterProps, ListPage, RecordLink } from '../../../../components/list-page.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useListState } from '../../../../lib/list-state.ts';
import { useSupplierGroupOptions } from '../api/supplier-groups-api.ts';
import { useArchiveSuppliers, useDeleteSupplier, useSupplierPage } from '../api/suppliers-api.ts';
import { supplierPaths } from '../paths.ts';
import { useTeamTypeNames } from './supplier-visibility-fields.tsx';

interface SupplierListFrameProps {
  isArchived: boolean;
  title: string;
  description: string;
  actions: ReactNode;
  empty: { icon: ReactNode; title: string; children: ReactNode };
}

/** Names, the first few of them: "Catering, AV +2". */
const someOf = (names: string[], shown = 2) =>
  names.length <= shown
    ? names.join(', ')
    : `${names.slice(0, shown).join(', ')} +${names.length - shown}`;

/** The initials a supplier without a logo shows in its place. */
export const initialsOf = (company: string) =>
  company
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** Who sees a supplier, in a few words. */
function visibilityText(supplier: SupplierDetail, names: Map<string, string> | null) {
  const named = (ids: string[]) =>
    names ? someOf(ids.map((id) => names.get(id) ?? 'Unknown type')) : `${ids.length}`;
  const parts: string[] = [];
  parts.push(
    supplier.showToTeamTypeIds.length === 0
      ? 'Every team type'
      : `Only ${named(supplier.showToTeamTypeIds)}`,
  );
  if (supplier.hideFromTeamTypeIds.length) parts.push(`not ${named(supplier.hideFromTeamTypeIds)}`);
  return parts.join(', ');
}

/**
 * The active and the archived suppliers lists: by company, a page at a time, searched and
 * filtered by group and featured; selected rows archived or unarchived together; each row
 * edited, archived or deleted (asked first).
 */
export function SupplierListFrame(props: SupplierListFrameProps) {
  const state = useListState({ sorts: supplierSorts, defaultSort: 'company' });
  const suppliers = useSupplierPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  const groups = useSupplierGroupOptions();
  const typeNames = useTeamTypeNames();
  const archive = useArchiveSuppliers();
  const remove = useDeleteSupplier();
  const archiving = useArchiveSelection({
    isArchived: props.isArchived,
    noun: { one: 'supplier', many: 'suppliers' },
    archive,
    archivedNote: 'hidden from teams',
    unarchivedNote: 'back in the suppliers list',
  });
  const deleting = useDeleteConfirm<SupplierDetail>({
    noun: 'supplier',
    remove,
    idOf: (supplier) => supplier.id,
    nameOf: (supplier) => supplier.company,
    consequence: 'with its logo, and it leaves its groups. This can’t be undone.',
    onDeleted: (supplier) => archiving.forget(supplier.id),
  });
  const groupTitles = new Map((groups.data ?? []).map((g) => [g.id, g.title]));

  const columns: TableColumn<SupplierDetail>[] = [
    {
      id: 'company',
      header: 'Company',
      sortKey: 'company',
      phone: 'title',
      cell: (supplier) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={supplier.logo || null}
            alt=""
            radius="sm"
            size={36}
            color="gray"
            styles={{ image: { objectFit: 'contain' } }}
          >
            {initialsOf(supplier.company)}
          </Avatar>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <RecordLink to={supplierPaths.record(supplier.id)}>{supplier.company}</RecordLink>
            {supplier.isFeatured ? (
              <Text size="xs" c="dimmed">
                Featured
              </Text>
            ) : null}
          </Stack>
        </Group>
      ),
    },
    {
      id: 'groups',
      header: 'Groups',
      cell: (supplier) =>
        supplier.supplierGroupIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            None
          </Text>
        ) : (
          someOf(supplier.supplierGroupIds.map((id) => groupTitles.get(id) ?? '…'))
        ),
    },
    {
      id: 'visibility',
      header: 'Seen by',
      cell: (supplier) => <Text size="sm">{visibilityText(supplier, typeNames)}</Text>,
    },
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      defaultHidden: true,
      cell: (supplier) => formatDate(supplier.updatedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (supplier) => (
        <RowMenu
          name={supplier.company}
          loading={archive.isPending && archive.variables?.ids.includes(supplier.id)}
        >
          <Menu.Item
            component={Link}
            to={supplierPaths.record(supplier.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            leftSection={archiving.action.icon}
            onClick={() => archiving.setArchived([supplier.id])}
          >
            {archiving.action.label}
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => deleting.ask(supplier)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  const filters: ListFilterProps[] = [
    {
      name: 'isFeatured',
      label: 'Featured',
      placeholder: 'Featured or not',
      options: [
        { value: 'true', label: 'Featured' },
        { value: 'false', label: 'Not featured' },
      ],
    },
  ];
  if (groups.data && !props.isArchived)
    filters.push({
      name: 'supplierGroupId',
      label: 'Group',
      placeholder: 'Any group',
      options: groups.data
        .filter((group) => !group.isArchived)
        .map((group) => ({ value: group.id, label: group.title })),
    });

  return (
    <ListPage
      noun={{ one: 'supplier', many: 'suppliers' }}
      title={props.title}
      description={props.description}
      actions={props.actions}
      add={props.isArchived ? undefined : supplierPaths.add}
      search="Search by company"
      filters={filters}
      bulkActions={archiving.bulkActions}
      state={state}
      query={suppliers}
      empty={props.empty}
      columns={columns}
      rowName={(supplier) => supplier.company}
      tableId={props.isArchived ? 'suppliers-archived' : 'suppliers'}
      tableLabel={props.isArchived ? 'Archived suppliers' : 'Suppliers'}
      selection={archiving.selection}
    >
      {deleting.dialog}
    </ListPage>
  );
}
