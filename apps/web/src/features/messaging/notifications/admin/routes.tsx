import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../../lib/lazy-route.ts';

/** /admin/notifications (admin): the list, add and a notification's page. */
export const notificationAdminRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: lazyPage(
      () => import('./components/notification-list-page.tsx'),
      (m) => m.NotificationListPage,
    ),
  },
  {
    path: 'notifications/add',
    lazy: lazyPage(
      () => import('./components/notification-add-page.tsx'),
      (m) => m.NotificationAddPage,
    ),
  },
  {
    path: 'notifications/:notificationId',
    lazy: lazyPage(
      () => import('./components/notification-page.tsx'),
      (m) => m.NotificationPage,
    ),
  },
];
