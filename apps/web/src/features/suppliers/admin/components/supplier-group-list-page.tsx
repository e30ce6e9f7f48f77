import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { supplierPaths } from '../paths.ts';
import { SupplierGroupListFrame } from './supplier-group-list-frame.tsx';

/** /admin/supplier-groups (moderator+): the headings suppliers are listed under, by title. */
export function SupplierGroupListPage() {
  const { t } = useLingui();
  return (
    <SupplierGroupListFrame
      isArchived={false}
      description={t`Teams see suppliers under these headings, in the order you set.`}
      links={
        <HeaderLink to={supplierPaths.list} icon={IconBuildingStore}>
          <Trans>Suppliers</Trans>
        </HeaderLink>
      }
      empty={{
        icon: <IconListDetails size={34} />,
        children: t`Group suppliers by what they do (stand building, catering, freight) so teams find the right one quickly.`,
      }}
    />
  );
}

/** /admin/supplier-groups/archived: archived groups, to bring back or delete. */
export function SupplierGroupArchivedPage() {
  const { t } = useLingui();
  return (
    <SupplierGroupListFrame
      isArchived
      description={t`Archived groups are hidden from teams; their suppliers show under other groups or 'Other suppliers'.`}
      empty={{ children: t`Groups you archive wait here until you unarchive them.` }}
    />
  );
}
