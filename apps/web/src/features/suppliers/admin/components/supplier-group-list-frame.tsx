import { supplierGroupSorts } from '@showdesk/domain/suppliers/supplier-groups';
import type { ListScreenProps } from '../../../../components/lists/archivable-list.tsx';
import { GroupList } from '../../../../components/lists/group-list.tsx';
import { useListState } from '../../../../lib/list-state.ts';
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
  const state = useListState({ sorts: supplierGroupSorts, defaultSort: 'title' });
  const groups = useSupplierGroupPage(`${state.apiParams}&filter=isArchived:${props.isArchived}`);
  return (
    <GroupList
      {...props}
      noun={{ one: 'supplier group', many: 'supplier groups' }}
      paths={supplierGroupPaths}
      state={state}
      query={groups}
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
