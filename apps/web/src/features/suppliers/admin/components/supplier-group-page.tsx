import { useLingui } from '@lingui/react/macro';
import type { SupplierGroup } from '@showdesk/domain/suppliers/supplier-groups';
import { IconListDetails } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useGroupArchive } from '../../../../components/lists/group-archive.tsx';
import { GroupPage } from '../../../../components/lists/group-page.tsx';
import { changeOf } from '../../../../lib/record-api.ts';
import { supplierGroupsApi } from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupForm } from './supplier-group-form.tsx';

/** /admin/supplier-groups/:supplierGroupId: the title and suppliers in order; archive or delete. */
export function SupplierGroupPage() {
  const { supplierGroupId = '' } = useParams();
  const { t } = useLingui();
  const update = supplierGroupsApi.useUpdate();
  const archive = useGroupArchive<SupplierGroup>({
    update: supplierGroupsApi.useUpdate(),
    archived: (title) => t`${title} was archived: hidden from teams`,
    unarchived: (title) => t`${title} was unarchived`,
  });
  return (
    <GroupPage
      query={supplierGroupsApi.useGroup(supplierGroupId)}
      noun={{ one: t`supplier group`, many: t`supplier groups` }}
      icon={<IconListDetails size={34} />}
      listPath={supplierGroupPaths.list}
      id={supplierGroupId}
      translations="supplier-groups"
      members={{
        noun: { one: t`supplier`, many: t`suppliers` },
        count: (group) => group.supplierIds.length,
      }}
      archive={archive}
      remove={{ mutation: supplierGroupsApi.useDelete(), consequence: t`Its suppliers are kept.` }}
    >
      {(group) => (
        <SupplierGroupForm
          key={`${group.id}:${group.updatedAt}`}
          initial={{ title: group.title, supplierIds: group.supplierIds }}
          submitLabel={t`Save group`}
          mutation={changeOf(update, group.id)}
          guardUnsaved
        />
      )}
    </GroupPage>
  );
}
