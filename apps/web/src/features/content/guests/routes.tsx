import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /guests/… (no login): public content pages (and later public forms). */
export const guestRoutes: RouteObject[] = [
  {
    path: 'content/:contentId',
    lazy: lazyRoute(() =>
      import('./components/guest-content-page.tsx').then((m) => ({
        Component: m.GuestContentPage,
      })),
    ),
  },
];
