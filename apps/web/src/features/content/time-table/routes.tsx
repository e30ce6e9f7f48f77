import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /time-table for members, when its core page is published. */
export const timeTableRoutes: RouteObject[] = [
  {
    path: 'time-table',
    lazy: lazyRoute(() =>
      import('./components/time-table-page.tsx').then((m) => ({ Component: m.TimeTablePage })),
    ),
  },
];
