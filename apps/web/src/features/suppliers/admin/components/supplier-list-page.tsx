import { IconArchive, IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { supplierGroupPaths, supplierPaths } from '../paths.ts';
import { SupplierListFrame } from './supplier-list-frame.tsx';

/** /admin/suppliers (moderator+): the event's active suppliers, by company. */
export function SupplierListPage() {
  return (
    <SupplierListFrame
      isArchived={false}
      title="Suppliers"
      description="Companies you recommend to exhibitors, with their contacts. Teams see the suppliers for their team type."
      actions={
        <>
          <HeaderLink to={supplierGroupPaths.list} icon={IconListDetails}>
            Supplier groups
          </HeaderLink>
          <HeaderLink to={supplierPaths.archived}>Archived</HeaderLink>
        </>
      }
      empty={{
        icon: <IconBuildingStore size={34} />,
        title: 'No suppliers yet',
        children:
          'Add the stand builders, caterers, AV and freight companies teams can book, and group them so teams find them quickly.',
      }}
    />
  );
}

/** /admin/suppliers/archived: archived suppliers, to bring back or delete. */
export function SupplierArchivedPage() {
  return (
    <SupplierListFrame
      isArchived
      title="Archived suppliers"
      description="Archived suppliers are hidden from teams until you unarchive them."
      actions={
        <HeaderLink to={supplierPaths.list} back>
          Back to suppliers
        </HeaderLink>
      }
      empty={{
        icon: <IconArchive size={34} />,
        title: 'No archived suppliers',
        children: 'Suppliers you archive wait here, out of teams’ sight, until you unarchive them.',
      }}
    />
  );
}
