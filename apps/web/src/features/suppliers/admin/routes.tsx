import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const supplierLists = () => import('./components/supplier-list-page.tsx');
const groupLists = () => import('./components/supplier-group-list-page.tsx');

/** /admin/suppliers and /admin/supplier-groups (moderator+): lists, archived, add and records. */
export const supplierAdminRoutes: RouteObject[] = [
  { path: 'suppliers', lazy: page(supplierLists, (m) => m.SupplierListPage) },
  { path: 'suppliers/archived', lazy: page(supplierLists, (m) => m.SupplierArchivedPage) },
  {
    path: 'suppliers/add',
    lazy: page(
      () => import('./components/supplier-add-page.tsx'),
      (m) => m.SupplierAddPage,
    ),
  },
  {
    path: 'suppliers/:supplierId',
    lazy: page(
      () => import('./components/supplier-page.tsx'),
      (m) => m.SupplierPage,
    ),
  },
  { path: 'supplier-groups', lazy: page(groupLists, (m) => m.SupplierGroupListPage) },
  { path: 'supplier-groups/archived', lazy: page(groupLists, (m) => m.SupplierGroupArchivedPage) },
  {
    path: 'supplier-groups/add',
    lazy: page(
      () => import('./components/supplier-group-add-page.tsx'),
      (m) => m.SupplierGroupAddPage,
    ),
  },
  {
    path: 'supplier-groups/:supplierGroupId',
    lazy: page(
      () => import('./components/supplier-group-page.tsx'),
      (m) => m.SupplierGroupPage,
    ),
  },
];
