import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const supplierPage = page(
  () => import('./components/member-supplier-page.tsx'),
  (m) => m.MemberSupplierPage,
);

/** /suppliers, /suppliers/:supplierId and /content/:contentId/supplier/:supplierId (spec section 2). */
export const supplierMemberRoutes: RouteObject[] = [
  {
    path: 'suppliers',
    lazy: page(
      () => import('./components/member-suppliers-page.tsx'),
      (m) => m.MemberSuppliersPage,
    ),
  },
  { path: 'suppliers/:supplierId', lazy: supplierPage },
  { path: 'content/:contentId/supplier/:supplierId', lazy: supplierPage },
  // The breadcrumb's "Supplier" crumb between the two leads back to the content page.
  { path: 'content/:contentId/supplier', element: <Navigate to=".." relative="path" replace /> },
];
