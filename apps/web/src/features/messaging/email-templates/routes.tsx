import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

/** /admin/email-templates (admin): the list, one email (view /:emailId) and its editor. */
export const emailTemplateRoutes: RouteObject[] = [
  {
    path: 'email-templates',
    lazy: lazyPage(
      () => import('./components/email-template-list-page.tsx'),
      (m) => m.EmailTemplateListPage,
    ),
  },
  {
    path: 'email-templates/:emailId',
    lazy: lazyPage(
      () => import('./components/email-template-page.tsx'),
      (m) => m.EmailTemplatePage,
    ),
  },
  {
    path: 'email-templates/:emailId/edit',
    lazy: lazyPage(
      () => import('./components/email-template-edit-page.tsx'),
      (m) => m.EmailTemplateEditPage,
    ),
  },
];
