import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

const pages = () => import('./components/report-pages.tsx');
const view = () => import('./components/report-view-page.tsx');

/** Reports under /admin (admin): /admin/reports, /add, /:reportId (view), /:reportId/edit. */
export const reportRoutes: RouteObject[] = [
  { path: 'reports', lazy: lazyPage(pages, (m) => m.ReportListPage) },
  { path: 'reports/add', lazy: lazyPage(pages, (m) => m.ReportAddPage) },
  { path: 'reports/:reportId', lazy: lazyPage(view, (m) => m.ReportViewPage) },
  { path: 'reports/:reportId/edit', lazy: lazyPage(pages, (m) => m.ReportEditPage) },
];
