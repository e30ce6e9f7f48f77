import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const addTeam = page(
  () => import('./components/team-add-page.tsx'),
  (m) => m.TeamAddPage,
);

/**
 * Teams under /admin (spec section 2: /admin/teams, /add-team, /add-stand-share/:parentId,
 * /:teamId). /admin/teams/import stays with the admin area's 'coming soon' catch-all.
 */
export const teamRoutes: RouteObject[] = [
  {
    path: 'teams',
    lazy: page(
      () => import('./components/team-list-page.tsx'),
      (m) => m.TeamListPage,
    ),
  },
  { path: 'teams/add-team', lazy: addTeam },
  { path: 'teams/add-stand-share/:parentId', lazy: addTeam },
  {
    path: 'teams/:teamId',
    lazy: page(
      () => import('./components/team-page.tsx'),
      (m) => m.TeamPage,
    ),
  },
];
