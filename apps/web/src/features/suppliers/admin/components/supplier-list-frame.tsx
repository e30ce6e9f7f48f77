import { useLingui } from '@lingui/react/macro';
import { Avatar, Group, Text } from '@mantine/core';
import { type SupplierDetail, supplierSorts } from '@showdesk/domain/suppliers/suppliers';
import type { TableColumn } from '../../../../components/data-table/data-table.tsx';
import type { ListFilterProps } from '../../../../components/list-page.tsx';
import {
  ArchivableList,
  type ListScreenProps,
} from '../../../../components/lists/archivable-list.tsx';
import {
  groupFilter,
  groupsColumn,
  RecordTitle,
  someTeamTypes,
  updatedColumn,
} from '../../../../components/lists/columns.tsx';
import { useTeamTypeNames } from '../../../../lib/team-types-api.ts';
import { initialsOf } from '../../components/supplier-logo.tsx';
import { supplierGroupsApi } from '../api/supplier-groups-api.ts';
import { useArchiveSuppliers, useDeleteSupplier, useSupplierPage } from '../api/suppliers-api.ts';
import { supplierPaths } from '../paths.ts';

/**
 * The active and the archived suppliers lists: by company, a page at a time, searched and
 * filtered by group and featured; selected rows archived or unarchived together; each row
 * edited, archived or deleted (asked first).
 */
export function SupplierListFrame(props: ListScreenProps) {
  const { t } = useLingui();
  const groups = supplierGroupsApi.useOptions();
  const typeNames = useTeamTypeNames();
  const groupTitles = new Map((groups.data ?? []).map((g) => [g.id, g.title]));

  /** Who sees a supplier, in a few words. */
  const visibilityText = (supplier: SupplierDetail, names: Map<string, string> | null) => {
    const named = (ids: string[]) => (names ? someTeamTypes(ids, names) : `${ids.length}`);
    const parts: string[] = [];
    const shownTo = named(supplier.showToTeamTypeIds);
    const hiddenFrom = named(supplier.hideFromTeamTypeIds);
    parts.push(supplier.showToTeamTypeIds.length === 0 ? t`Every team type` : t`Only ${shownTo}`);
    if (supplier.hideFromTeamTypeIds.length) parts.push(t`not ${hiddenFrom}`);
    return parts.join(', ');
  };

  const columns: TableColumn<SupplierDetail>[] = [
    {
      id: 'company',
      header: t`Company`,
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
          <RecordTitle
            to={supplierPaths.record(supplier.id)}
            note={supplier.isFeatured ? t`Featured` : null}
          >
            {supplier.company}
          </RecordTitle>
        </Group>
      ),
    },
    groupsColumn((supplier) => supplier.supplierGroupIds.map((id) => groupTitles.get(id) ?? '…')),
    {
      id: 'visibility',
      header: t`Seen by`,
      cell: (supplier) => <Text size="sm">{visibilityText(supplier, typeNames)}</Text>,
    },
    updatedColumn({ defaultHidden: true }),
  ];

  const filters: ListFilterProps[] = [
    {
      name: 'isFeatured',
      label: t`Featured`,
      placeholder: t`Featured or not`,
      options: [
        { value: 'true', label: t`Featured` },
        { value: 'false', label: t`Not featured` },
      ],
    },
    ...groupFilter('supplierGroupId', groups.data, props.isArchived),
  ];

  return (
    <ArchivableList
      {...props}
      noun={{ one: t`supplier`, many: t`suppliers` }}
      paths={supplierPaths}
      source={{ sorts: supplierSorts, defaultSort: 'company', usePage: useSupplierPage }}
      search={t`Search by company`}
      filters={filters}
      columns={columns}
      nameOf={(supplier) => supplier.company}
      archive={{ mutation: useArchiveSuppliers(), archivedNote: t`hidden from teams` }}
      remove={{
        mutation: useDeleteSupplier(),
        consequence: t`with its logo, and it leaves its groups. This can’t be undone.`,
      }}
      edit={supplierPaths.record}
    />
  );
}
