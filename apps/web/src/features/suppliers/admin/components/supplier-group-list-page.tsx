import { IconArchive, IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { supplierGroupPaths, supplierPaths } from '../paths.ts';
import { SupplierGroupListFrame } from './supplier-group-list-frame.tsx';

/** /admin/supplier-groups (moderator+): the headings suppliers are listed under, by title. */
export function SupplierGroupListPage() {
  return (
    <SupplierGroupListFrame
      isArchived={false}
      title="Supplier groups"
      description="Teams see suppliers under these headings, in the order you set."
      actions={
        <>
          <HeaderLink to={supplierPaths.list} icon={IconBuildingStore}>
            Suppliers
          </HeaderLink>
          <HeaderLink to={supplierGroupPaths.archived}>Archived</HeaderLink>
        </>
      }
      empty={{
        icon: <IconListDetails size={34} />,
        title: 'No supplier groups yet',
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
      title="Archived supplier groups"
      description="Archived groups are hidden from teams; their suppliers show under other groups or 'Other suppliers'."
      actions={
        <HeaderLink to={supplierGroupPaths.list} back>
          Back to supplier groups
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived supplier groups',
        children: 'Groups you archive wait here until you unarchive them.',
      }}
    />
  );
}
