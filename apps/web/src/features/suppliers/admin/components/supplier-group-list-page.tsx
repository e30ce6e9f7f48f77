import { IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { supplierPaths } from '../paths.ts';
import { SupplierGroupListFrame } from './supplier-group-list-frame.tsx';

/** /admin/supplier-groups (moderator+): the headings suppliers are listed under, by title. */
export function SupplierGroupListPage() {
  return (
    <SupplierGroupListFrame
      isArchived={false}
      description="Teams see suppliers under these headings, in the order you set."
      links={
        <HeaderLink to={supplierPaths.list} icon={IconBuildingStore}>
          Suppliers
        </HeaderLink>
      }
      empty={{
        icon: <IconListDetails size={34} />,
        children:
          'Group suppliers by what they do (stand building, catering, freight) so teams find the right one quickly.',
      }}
    />
  );
}

/** /admin/supplier-groups/archived: archived groups, to bring back or delete. */
export function SupplierGroupArchivedPage() {
  return (
    <SupplierGroupListFrame
      isArchived
      description="Archived groups are hidden from teams; their suppliers show under other groups or 'Other suppliers'."
      empty={{ children: 'Groups you archive wait here until you unarchive them.' }}
    />
  );
}
