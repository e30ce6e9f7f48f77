import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /admin/card-layouts (admin): the dashboard cards per team type. */
export const cardLayoutRoutes: RouteObject[] = [
  {
    path: 'card-layouts',
    lazy: lazyRoute(() =>
      import('./components/card-layouts-page.tsx').then((m) => ({ Component: m.CardLayoutsPage })),
    ),
  },
];
