import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const pages = () => import('./components/sso-provider-pages.tsx');

/**
 * /admin/platform/sign-in-providers (eventflowAdmin): the single sign-on providers, /add, and
 * /:providerId (its settings, redirect URIs and delete).
 */
export const ssoProviderRoutes: RouteObject[] = [
  {
    path: 'platform/sign-in-providers',
    lazy: lazyPage(
      () => import('./components/sso-provider-list-page.tsx'),
      (m) => m.SsoProviderListPage,
    ),
  },
  { path: 'platform/sign-in-providers/add', lazy: lazyPage(pages, (m) => m.SsoProviderAddPage) },
  {
    path: 'platform/sign-in-providers/:providerId',
    lazy: lazyPage(pages, (m) => m.SsoProviderPage),
  },
];
