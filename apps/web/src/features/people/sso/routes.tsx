import type { RouteObject } from 'react-router';
import { FormSkeleton } from '../../../components/form-skeleton.tsx';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/**
 * The single sign-on's /auth screens (inside the auth layout): the second factor's step of a
 * sign-in whose account has one, a chunk of its own.
 */
export const ssoAuthRoutes: RouteObject[] = [
  {
    path: 'sso/second-factor',
    lazy: lazyRoute(() =>
      import('./components/sso-second-factor-page.tsx').then((m) => ({
        Component: m.SsoSecondFactorPage,
      })),
    ),
    HydrateFallback: FormSkeleton,
  },
];
