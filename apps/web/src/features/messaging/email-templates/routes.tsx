import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** /admin/email-templates (admin): the list, one email (view /:emailId) and its editor. */
export const emailTemplateRoutes: RouteObject[] = [
  {
    path: 'email-templates',
    lazy: page(
      () => import('./components/email-template-list-page.tsx'),
      (m) => m.EmailTemplateListPage,
    ),
  },
  {
    path: 'email-templates/:emailId',
    lazy: page(
      () => import('./components/email-template-page.tsx'),
      (m) => m.EmailTemplatePage,
    ),
  },
  {
    path: 'email-templates/:emailId/edit',
    lazy: page(
      () => import('./components/email-template-edit-page.tsx'),
      (m) => m.EmailTemplateEditPage,
    ),
  },
];
