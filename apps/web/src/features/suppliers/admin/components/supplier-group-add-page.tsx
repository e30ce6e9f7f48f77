import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../../components/page-header.tsx';
import { supplierGroupsApi } from '../api/supplier-groups-api.ts';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierGroupForm } from './supplier-group-form.tsx';

/** /admin/supplier-groups/add: a title and, optionally, its first suppliers. */
export function SupplierGroupAddPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Add supplier group`}
        description={t`Name the heading teams see; add suppliers now or later.`}
      />
      <SupplierGroupForm
        initial={{ title: '', supplierIds: [] }}
        submitLabel={t`Add supplier group`}
        mutation={supplierGroupsApi.useCreate()}
        goTo={(group) => supplierGroupPaths.record(group.id)}
      />
    </>
  );
}
