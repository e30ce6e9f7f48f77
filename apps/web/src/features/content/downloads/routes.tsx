import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/downloads (moderator+): list, add, /:downloadId (spec section 2). */
export const downloadAdminRoutes: RouteObject[] = [
  {
    path: 'downloads',
    lazy: page(
      () => import('./components/download-list-page.tsx'),
      (m) => m.DownloadListPage,
    ),
  },
  {
    path: 'downloads/add',
    lazy: page(
      () => import('./components/download-add-page.tsx'),
      (m) => m.DownloadAddPage,
    ),
  },
  {
    path: 'downloads/:downloadId',
    lazy: page(
      () => import('./components/download-page.tsx'),
      (m) => m.DownloadPage,
    ),
  },
];

/** /downloads for members: the files they may download. */
export const downloadMemberRoutes: RouteObject[] = [
  {
    path: 'downloads',
    lazy: page(
      () => import('./components/member-downloads-page.tsx'),
      (m) => m.MemberDownloadsPage,
    ),
  },
];
