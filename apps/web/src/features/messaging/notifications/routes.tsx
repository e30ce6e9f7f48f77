import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /notifications (spec section 2): the member's notifications. */
export const notificationMemberRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: lazyRoute(() =>
      import('./components/notifications-page.tsx').then((m) => ({
        Component: m.NotificationsPage,
      })),
    ),
  },
];
