import { supplierGroupSchemas } from '@showdesk/domain/suppliers/supplier-groups';
import type { ListScreenProps } from '../../../../components/lists/archivable-list.tsx';
import { GroupList } from '../../../../components/lists/group-list.tsx';
import {
  useArchiveSupplierGroups,
  useDeleteSupplierGroup,
  useSupplierGroupPage,
} from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';

/**
 * The active and the archived supplier groups lists, by title: selected groups archived or
 * unarchived together; each group edited, archived or deleted (asked first).
 */
export function SupplierGroupListFrame(props: ListScreenProps) {
  return (
    <GroupList
      {...props}
      noun={{ one: 'supplier group', many: 'supplier groups' }}
      paths={supplierGroupPaths}
      source={{
        sorts: supplierGroupSchemas.sorts,
        defaultSort: 'title',
        usePage: useSupplierGroupPage,
      }}
      members={{ header: 'Suppliers', count: (group) => group.supplierIds.length }}
      archive={{
        mutation: useArchiveSupplierGroups(),
        archivedNote: 'hidden from teams',
        unarchivedNote: 'back in the groups list',
      }}
      remove={{ mutation: useDeleteSupplierGroup(), consequence: 'but its suppliers are kept.' }}
    />
  );
}
