import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

/** /admin/content (moderator+): list, add, archived, the page editor and its settings. */
export const contentAdminRoutes: RouteObject[] = [
  {
    path: 'content',
    lazy: lazyPage(
      () => import('./components/content-list-page.tsx'),
      (m) => m.ContentListPage,
    ),
  },
  {
    path: 'content/add',
    lazy: lazyPage(
      () => import('./components/content-add-page.tsx'),
      (m) => m.ContentAddPage,
    ),
  },
  {
    path: 'content/archived',
    lazy: lazyPage(
      () => import('./components/content-archived-page.tsx'),
      (m) => m.ContentArchivedPage,
    ),
  },
  {
    path: 'content/:contentId',
    lazy: lazyPage(
      () => import('./components/editor/content-editor-page.tsx'),
      (m) => m.ContentEditorPage,
    ),
  },
  {
    path: 'content/:contentId/settings',
    lazy: lazyPage(
      () => import('./components/content-settings-page.tsx'),
      (m) => m.ContentSettingsPage,
    ),
  },
];

/** /content and /content/:contentId for members. */
export const contentMemberRoutes: RouteObject[] = [
  {
    path: 'content',
    lazy: lazyPage(
      () => import('./components/member/member-content-list-page.tsx'),
      (m) => m.MemberContentListPage,
    ),
  },
  {
    path: 'content/:contentId',
    lazy: lazyPage(
      () => import('./components/member/member-content-page.tsx'),
      (m) => m.MemberContentPage,
    ),
  },
];
