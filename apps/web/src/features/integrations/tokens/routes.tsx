import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const page = lazyPage(
  () => import('./components/api-token-list-page.tsx'),
  (m) => m.ApiTokenListPage,
);

/** API tokens under /admin (admin): the list, and the list with the create dialog (/new). */
export const apiTokenRoutes: RouteObject[] = [
  // The crumb 'Integrations' leads to the admin page, where its links are.
  { path: 'integrations', element: <Navigate to="/admin" replace /> },
  { path: 'integrations/api-tokens', lazy: page },
  { path: 'integrations/api-tokens/new', lazy: page },
];
