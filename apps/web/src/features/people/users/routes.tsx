import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /admin/users (moderator+): the event's users, their permission levels, delete. */
export const userRoutes: RouteObject[] = [
  {
    path: 'users',
    lazy: lazyRoute(() =>
      import('./components/user-list-page.tsx').then((m) => ({ Component: m.UserListPage })),
    ),
  },
];
