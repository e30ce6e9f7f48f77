import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/notifications (admin): the list, add and a notification's page. */
export const notificationAdminRoutes: RouteObject[] = [
  {
    path: 'notifications',
    lazy: page(
      () => import('./components/notification-list-page.tsx'),
      (m) => m.NotificationListPage,
    ),
  },
  {
    path: 'notifications/add',
    lazy: page(
      () => import('./components/notification-add-page.tsx'),
      (m) => m.NotificationAddPage,
    ),
  },
  {
    path: 'notifications/:notificationId',
    lazy: page(
      () => import('./components/notification-page.tsx'),
      (m) => m.NotificationPage,
    ),
  },
];
