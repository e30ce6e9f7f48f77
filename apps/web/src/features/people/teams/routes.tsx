import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const addTeam = lazyPage(
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
    lazy: lazyPage(
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
    lazy: lazyPage(
      () => import('./components/team-page.tsx'),
      (m) => m.TeamPage,
    ),
  },
  {
    path: 'teams/:teamId/edit-team',
    lazy: lazyPage(
      () => import('./components/team-edit-page.tsx'),
      (m) => m.TeamEditPage,
    ),
  },
  {
    path: 'teams/:teamId/add-team-member',
    lazy: lazyPage(
      () => import('./components/team-member-add-page.tsx'),
      (m) => m.TeamMemberAddPage,
    ),
  },
  {
    path: 'teams/:teamId/:userId',
    lazy: lazyPage(
      () => import('./components/team-member-page.tsx'),
      (m) => m.TeamMemberPage,
    ),
  },
];
