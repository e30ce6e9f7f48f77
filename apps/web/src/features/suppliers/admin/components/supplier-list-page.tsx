import { Trans, useLingui } from '@lingui/react/macro';
import { IconBuildingStore, IconListDetails } from '@tabler/icons-react';
import { HeaderLink } from '../../../../components/list-page.tsx';
import { supplierGroupPaths } from '../paths.ts';
import { SupplierListFrame } from './supplier-list-frame.tsx';

/** /admin/suppliers (moderator+): the event's active suppliers, by company. */
export function SupplierListPage() {
  const { t } = useLingui();
  return (
    <SupplierListFrame
      isArchived={false}
      description={t`Companies you recommend to exhibitors, with their contacts. Teams see the suppliers for their team type.`}
      links={
        <HeaderLink to={supplierGroupPaths.list} icon={IconListDetails}>
          <Trans>Supplier groups</Trans>
        </HeaderLink>
      }
      empty={{
        icon: <IconBuildingStore size={34} />,
        children: t`Add the stand builders, caterers, AV and freight companies teams can book, and group them so teams find them quickly.`,
      }}
    />
  );
}

/** /admin/suppliers/archived: archived suppliers, to bring back or delete. */
export function SupplierArchivedPage() {
  const { t } = useLingui();
  return (
    <SupplierListFrame
      isArchived
      description={t`Archived suppliers are hidden from teams until you unarchive them.`}
      empty={{
        children: t`Suppliers you archive wait here, out of teams’ sight, until you unarchive them.`,
      }}
    />
  );
}
