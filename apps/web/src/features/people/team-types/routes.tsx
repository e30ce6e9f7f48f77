import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/** Team types under /admin (admin): /admin/team-types, /add, /:teamTypeId. */
export const teamTypeRoutes: RouteObject[] = [
  {
    path: 'team-types',
    lazy: lazyPage(
      () => import('./components/team-type-list-page.tsx'),
      (m) => m.TeamTypeListPage,
    ),
  },
  {
    path: 'team-types/add',
    lazy: lazyPage(
      () => import('./components/team-type-add-page.tsx'),
      (m) => m.TeamTypeAddPage,
    ),
  },
  {
    path: 'team-types/:teamTypeId',
    lazy: lazyPage(
      () => import('./components/team-type-page.tsx'),
      (m) => m.TeamTypePage,
    ),
  },
];
