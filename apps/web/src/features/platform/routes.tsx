import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/platform (eventflowAdmin): every event, add and edit one, and the platform admins. */
export const platformRoutes: RouteObject[] = [
  {
    path: 'platform',
    lazy: page(
      () => import('./components/platform-event-list-page.tsx'),
      (m) => m.PlatformEventListPage,
    ),
  },
  // The breadcrumb of an event's page links here.
  { path: 'platform/events', element: <Navigate to="/admin/platform" replace /> },
  {
    path: 'platform/events/add',
    lazy: page(
      () => import('./components/platform-event-add-page.tsx'),
      (m) => m.PlatformEventAddPage,
    ),
  },
  {
    path: 'platform/events/:eventId',
    lazy: page(
      () => import('./components/platform-event-page.tsx'),
      (m) => m.PlatformEventPage,
    ),
  },
  {
    path: 'platform/admins',
    lazy: page(
      () => import('./components/platform-admin-list-page.tsx'),
      (m) => m.PlatformAdminListPage,
    ),
  },
];
