import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

const supplierPage = lazyPage(
  () => import('./components/member-supplier-page.tsx'),
  (m) => m.MemberSupplierPage,
);

/** /suppliers, /suppliers/:supplierId and /content/:contentId/supplier/:supplierId (spec section 2). */
export const supplierMemberRoutes: RouteObject[] = [
  {
    path: 'suppliers',
    lazy: lazyPage(
      () => import('./components/member-suppliers-page.tsx'),
      (m) => m.MemberSuppliersPage,
    ),
  },
  { path: 'suppliers/:supplierId', lazy: supplierPage },
  { path: 'content/:contentId/supplier/:supplierId', lazy: supplierPage },
  // The breadcrumb's "Supplier" crumb between the two leads back to the content page.
  { path: 'content/:contentId/supplier', element: <Navigate to=".." relative="path" replace /> },
];
