import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/content (moderator+): list, add, archived, the page editor and its settings. */
export const contentAdminRoutes: RouteObject[] = [
  {
    path: 'content',
    lazy: page(
      () => import('./components/content-list-page.tsx'),
      (m) => m.ContentListPage,
    ),
  },
  {
    path: 'content/add',
    lazy: page(
      () => import('./components/content-add-page.tsx'),
      (m) => m.ContentAddPage,
    ),
  },
  {
    path: 'content/archived',
    lazy: page(
      () => import('./components/content-archived-page.tsx'),
      (m) => m.ContentArchivedPage,
    ),
  },
  {
    path: 'content/:contentId',
    lazy: page(
      () => import('./components/editor/content-editor-page.tsx'),
      (m) => m.ContentEditorPage,
    ),
  },
  {
    path: 'content/:contentId/settings',
    lazy: page(
      () => import('./components/content-settings-page.tsx'),
      (m) => m.ContentSettingsPage,
    ),
  },
];

/** /content and /content/:contentId for members. */
export const contentMemberRoutes: RouteObject[] = [
  {
    path: 'content',
    lazy: page(
      () => import('./components/member/member-content-list-page.tsx'),
      (m) => m.MemberContentListPage,
    ),
  },
  {
    path: 'content/:contentId',
    lazy: page(
      () => import('./components/member/member-content-page.tsx'),
      (m) => m.MemberContentPage,
    ),
  },
];
