import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/** /admin/custom-fields (admin): list, add, reorder, /:customFieldId. */
export const customFieldRoutes: RouteObject[] = [
  {
    path: 'custom-fields',
    lazy: lazyPage(
      () => import('./components/custom-field-list-page.tsx'),
      (m) => m.CustomFieldListPage,
    ),
  },
  {
    path: 'custom-fields/add',
    lazy: lazyPage(
      () => import('./components/custom-field-add-page.tsx'),
      (m) => m.CustomFieldAddPage,
    ),
  },
  {
    path: 'custom-fields/reorder',
    lazy: lazyPage(
      () => import('./components/custom-field-reorder-page.tsx'),
      (m) => m.CustomFieldReorderPage,
    ),
  },
  {
    path: 'custom-fields/:customFieldId',
    lazy: lazyPage(
      () => import('./components/custom-field-page.tsx'),
      (m) => m.CustomFieldPage,
    ),
  },
];
