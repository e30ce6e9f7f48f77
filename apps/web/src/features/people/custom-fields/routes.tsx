import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/custom-fields (admin): list, add, reorder, /:customFieldId. */
export const customFieldRoutes: RouteObject[] = [
  {
    path: 'custom-fields',
    lazy: page(
      () => import('./components/custom-field-list-page.tsx'),
      (m) => m.CustomFieldListPage,
    ),
  },
  {
    path: 'custom-fields/add',
    lazy: page(
      () => import('./components/custom-field-add-page.tsx'),
      (m) => m.CustomFieldAddPage,
    ),
  },
  {
    path: 'custom-fields/reorder',
    lazy: page(
      () => import('./components/custom-field-reorder-page.tsx'),
      (m) => m.CustomFieldReorderPage,
    ),
  },
  {
    path: 'custom-fields/:customFieldId',
    lazy: page(
      () => import('./components/custom-field-page.tsx'),
      (m) => m.CustomFieldPage,
    ),
  },
];
