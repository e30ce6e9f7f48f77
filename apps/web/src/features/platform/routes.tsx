import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

/**
 * /admin/platform (eventflowAdmin): every event, add and edit one, the platform admins, the
 * people and the platform's activity.
 */
export const platformRoutes: RouteObject[] = [
  {
    path: 'platform',
    lazy: lazyPage(
      () => import('./components/platform-event-list-page.tsx'),
      (m) => m.PlatformEventListPage,
    ),
  },
  // The breadcrumb of an event's page links here.
  { path: 'platform/events', element: <Navigate to="/admin/platform" replace /> },
  {
    path: 'platform/events/add',
    lazy: lazyPage(
      () => import('./components/platform-event-add-page.tsx'),
      (m) => m.PlatformEventAddPage,
    ),
  },
  {
    path: 'platform/events/:eventId',
    lazy: lazyPage(
      () => import('./components/platform-event-page.tsx'),
      (m) => m.PlatformEventPage,
    ),
  },
  {
    path: 'platform/events/:eventId/copy',
    lazy: lazyPage(
      () => import('./events/copy/copy-event-page.tsx'),
      (m) => m.CopyEventPage,
    ),
  },
  // The breadcrumb of a copy's page links here.
  { path: 'platform/copies', element: <Navigate to="/admin/platform" replace /> },
  {
    path: 'platform/copies/:copyId',
    lazy: lazyPage(
      () => import('./events/copy/copy-progress-page.tsx'),
      (m) => m.CopyProgressPage,
    ),
  },
  {
    path: 'platform/people',
    lazy: lazyPage(
      () => import('./components/platform-people-page.tsx'),
      (m) => m.PlatformPeoplePage,
    ),
  },
  {
    path: 'platform/activity',
    lazy: lazyPage(
      () => import('./components/platform-activity-page.tsx'),
      (m) => m.PlatformActivityPage,
    ),
  },
  {
    path: 'platform/admins',
    lazy: lazyPage(
      () => import('./components/platform-admin-list-page.tsx'),
      (m) => m.PlatformAdminListPage,
    ),
  },
];
