import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/**
 * /my-team and its add-member and add-stand-share pages (team owners and members; spec section
 * 2). /my-team/add-stand-share without a parent id redirects to my team.
 */
export const myTeamRoutes: RouteObject[] = [
  {
    path: 'my-team',
    lazy: lazyPage(
      () => import('./components/my-team-page.tsx'),
      (m) => m.MyTeamPage,
    ),
  },
  {
    path: 'my-team/add-team-member',
    lazy: lazyPage(
      () => import('./components/add-member-page.tsx'),
      (m) => m.AddMemberPage,
    ),
  },
  { path: 'my-team/add-stand-share', element: <Navigate to="/my-team" replace /> },
  {
    path: 'my-team/add-stand-share/:parentId',
    lazy: lazyPage(
      () => import('./components/add-stand-share-page.tsx'),
      (m) => m.AddStandSharePage,
    ),
  },
];
