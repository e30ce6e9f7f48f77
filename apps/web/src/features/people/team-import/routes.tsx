import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

/** /admin/teams/import (admin): upload, map, check and import teams from CSV or XLSX. */
export const teamImportRoutes: RouteObject[] = [
  {
    path: 'teams/import',
    lazy: lazyRoute(() =>
      import('./components/team-import-page.tsx').then((m) => ({ Component: m.TeamImportPage })),
    ),
  },
];
