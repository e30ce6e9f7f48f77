import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const supplierLists = () => import('./components/supplier-list-page.tsx');
const groupLists = () => import('./components/supplier-group-list-page.tsx');

/** /admin/suppliers and /admin/supplier-groups (moderator+): lists, archived, add and records. */
export const supplierAdminRoutes: RouteObject[] = [
  { path: 'suppliers', lazy: lazyPage(supplierLists, (m) => m.SupplierListPage) },
  { path: 'suppliers/archived', lazy: lazyPage(supplierLists, (m) => m.SupplierArchivedPage) },
  {
    path: 'suppliers/add',
    lazy: lazyPage(
      () => import('./components/supplier-add-page.tsx'),
      (m) => m.SupplierAddPage,
    ),
  },
  {
    path: 'suppliers/:supplierId',
    lazy: lazyPage(
      () => import('./components/supplier-page.tsx'),
      (m) => m.SupplierPage,
    ),
  },
  { path: 'supplier-groups', lazy: lazyPage(groupLists, (m) => m.SupplierGroupListPage) },
  {
    path: 'supplier-groups/archived',
    lazy: lazyPage(groupLists, (m) => m.SupplierGroupArchivedPage),
  },
  {
    path: 'supplier-groups/add',
    lazy: lazyPage(
      () => import('./components/supplier-group-add-page.tsx'),
      (m) => m.SupplierGroupAddPage,
    ),
  },
  {
    path: 'supplier-groups/:supplierGroupId',
    lazy: lazyPage(
      () => import('./components/supplier-group-page.tsx'),
      (m) => m.SupplierGroupPage,
    ),
  },
];
