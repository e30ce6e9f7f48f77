import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/** /admin/downloads (moderator+): list, add, /:downloadId (spec section 2). */
export const downloadAdminRoutes: RouteObject[] = [
  {
    path: 'downloads',
    lazy: lazyPage(
      () => import('./components/download-list-page.tsx'),
      (m) => m.DownloadListPage,
    ),
  },
  {
    path: 'downloads/add',
    lazy: lazyPage(
      () => import('./components/download-add-page.tsx'),
      (m) => m.DownloadAddPage,
    ),
  },
  {
    path: 'downloads/:downloadId',
    lazy: lazyPage(
      () => import('./components/download-page.tsx'),
      (m) => m.DownloadPage,
    ),
  },
];

/** /downloads for members: the files they may download. */
export const downloadMemberRoutes: RouteObject[] = [
  {
    path: 'downloads',
    lazy: lazyPage(
      () => import('./components/member-downloads-page.tsx'),
      (m) => m.MemberDownloadsPage,
    ),
  },
];
