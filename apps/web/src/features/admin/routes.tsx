import { adminLinkGroups } from '@showdesk/domain/admin-links';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const comingSoon = lazyRoute(() =>
  import('./components/area-coming-soon-page.tsx').then((m) => ({
    Component: m.AreaComingSoonPage,
  })),
);

/** Areas named on the landing page whose own routes arrive with later issues. */
const plannedAreas = [
  ...new Set(adminLinkGroups.flatMap((g) => g.links.map((l) => l.path.split('/')[2] ?? ''))),
].filter(Boolean);

/**
 * Deeper landing-page links (e.g. teams/import) named one by one: a built area's `:id` route
 * would otherwise take them from the area's catch-all.
 */
const plannedPages = [
  ...new Set(
    adminLinkGroups.flatMap((g) =>
      g.links.map((l) => l.path.split('/').slice(2).join('/')).filter((p) => p.includes('/')),
    ),
  ),
];

/**
 * Routes under /admin; the permission guard above them checks each path's level. The router
 * lists them after the features' routes, so a feature's own route of the same path wins.
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
  ...plannedAreas.map((area) => ({ path: `${area}/*`, lazy: comingSoon })),
  ...plannedPages.map((path) => ({ path, lazy: comingSoon })),
];
