import { useLingui } from '@lingui/react/macro';
import { supplierGroupSchemas } from '@showdesk/domain/suppliers/supplier-groups';
import type { ListScreenProps } from '../../../../components/lists/archivable-list.tsx';
import { GroupList } from '../../../../components/lists/group-list.tsx';
import { supplierGroupsApi } from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';

/**
 * The active and the archived supplier groups lists, by title: selected groups archived or
 * unarchived together; each group edited, archived or deleted (asked first).
 */
export function SupplierGroupListFrame(props: ListScreenProps) {
  const { t } = useLingui();
  return (
    <GroupList
      {...props}
      noun={{ one: t`supplier group`, many: t`supplier groups` }}
      paths={supplierGroupPaths}
      source={{
        sorts: supplierGroupSchemas.sorts,
        defaultSort: 'title',
        usePage: supplierGroupsApi.usePage,
      }}
      members={{ header: t`Suppliers`, count: (group) => group.supplierIds.length }}
      archive={{
        mutation: supplierGroupsApi.useArchive(),
        archivedNote: t`hidden from teams`,
        unarchivedNote: t`back in the groups list`,
      }}
      remove={{
        mutation: supplierGroupsApi.useDelete(),
        consequence: t`but its suppliers are kept.`,
      }}
    />
  );
}
