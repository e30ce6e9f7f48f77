import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

/** /admin/activity (admins): who changed what in the event, searched, filtered, exported. */
export const activityRoutes: RouteObject[] = [
  {
    path: 'activity',
    lazy: lazyPage(
      () => import('./components/activity-page.tsx'),
      (m) => m.ActivityPage,
    ),
  },
];
