import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** The asset library under /admin (spec section 2: /admin/assets, /add, /:assetId). */
export const assetRoutes: RouteObject[] = [
  {
    path: 'assets',
    lazy: page(
      () => import('./components/asset-list-page.tsx'),
      (m) => m.AssetListPage,
    ),
  },
  {
    path: 'assets/add',
    lazy: page(
      () => import('./components/asset-add-page.tsx'),
      (m) => m.AssetAddPage,
    ),
  },
  {
    path: 'assets/:assetId',
    lazy: page(
      () => import('./components/asset-page.tsx'),
      (m) => m.AssetPage,
    ),
  },
];
