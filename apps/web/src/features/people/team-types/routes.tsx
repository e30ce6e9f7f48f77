import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** Team types under /admin (admin): /admin/team-types, /add, /:teamTypeId. */
export const teamTypeRoutes: RouteObject[] = [
  {
    path: 'team-types',
    lazy: page(
      () => import('./components/team-type-list-page.tsx'),
      (m) => m.TeamTypeListPage,
    ),
  },
  {
    path: 'team-types/add',
    lazy: page(
      () => import('./components/team-type-add-page.tsx'),
      (m) => m.TeamTypeAddPage,
    ),
  },
  {
    path: 'team-types/:teamTypeId',
    lazy: page(
      () => import('./components/team-type-page.tsx'),
      (m) => m.TeamTypePage,
    ),
  },
];
