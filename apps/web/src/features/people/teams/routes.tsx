import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const addTeam = page(
  () => import('./components/team-add-page.tsx'),
  (m) => m.TeamAddPage,
);

/**
 * Teams under /admin (spec section 2: /admin/teams, /add-team, /add-stand-share/:parentId,
 * /:teamId, /:teamId/edit-team, /:teamId/add-team-member, /:teamId/:userId).
 * /admin/teams/import belongs to the team import feature.
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
  // The breadcrumb of /add-stand-share/:parentId links here: a stand share needs a parent
  // team, so this goes to the teams to choose one (as /my-team/add-stand-share goes to my team).
  { path: 'teams/add-stand-share', element: <Navigate to="/admin/teams" replace /> },
  { path: 'teams/add-stand-share/:parentId', lazy: addTeam },
  {
    path: 'teams/:teamId',
    lazy: page(
      () => import('./components/team-page.tsx'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: 'teams/:teamId/edit-team',
    lazy: page(
      () => import('./components/team-edit-page.tsx'),
      (m) => m.TeamEditPage,
    ),
  },
  {
    path: 'teams/:teamId/add-team-member',
    lazy: page(
      () => import('./components/team-member-add-page.tsx'),
      (m) => m.TeamMemberAddPage,
    ),
  },
  {
    path: 'teams/:teamId/:userId',
    lazy: page(
      () => import('./components/team-member-page.tsx'),
      (m) => m.TeamMemberPage,
    ),
  },
];
