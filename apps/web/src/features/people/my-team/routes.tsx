import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/**
 * /my-team and its add-member and add-stand-share pages (team owners and members; spec section
 * 2). /my-team/add-stand-share without a parent id redirects to my team.
 */
export const myTeamRoutes: RouteObject[] = [
  {
    path: 'my-team',
    lazy: page(
      () => import('./components/my-team-page.tsx'),
      (m) => m.MyTeamPage,
    ),
  },
  {
    path: 'my-team/add-team-member',
    lazy: page(
      () => import('./components/add-member-page.tsx'),
      (m) => m.AddMemberPage,
    ),
  },
  { path: 'my-team/add-stand-share', element: <Navigate to="/my-team" replace /> },
  {
    path: 'my-team/add-stand-share/:parentId',
    lazy: page(
      () => import('./components/add-stand-share-page.tsx'),
      (m) => m.AddStandSharePage,
    ),
  },
];
