import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/**
 * The /admin landing page; every area it links to is a feature's own route (router.tsx). There
 * is no catch-all under /admin: a path no feature claims (a mistyped address) falls through to
 * the app's not-found screen, as anywhere else.
 */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(() =>
      import('./components/admin-landing-page.tsx').then((m) => ({
        Component: m.AdminLandingPage,
      })),
    ),
  },
];
