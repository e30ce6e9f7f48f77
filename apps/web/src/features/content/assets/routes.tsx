import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/** The asset library under /admin (spec section 2: /admin/assets, /add, /:assetId). */
export const assetRoutes: RouteObject[] = [
  {
    path: 'assets',
    lazy: lazyPage(
      () => import('./components/asset-list-page.tsx'),
      (m) => m.AssetListPage,
    ),
  },
  {
    path: 'assets/add',
    lazy: lazyPage(
      () => import('./components/asset-add-page.tsx'),
      (m) => m.AssetAddPage,
    ),
  },
  {
    path: 'assets/:assetId',
    lazy: lazyPage(
      () => import('./components/asset-page.tsx'),
      (m) => m.AssetPage,
    ),
  },
];
