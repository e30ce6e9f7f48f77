import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const pages = () => import('./components/report-pages.tsx');
const view = () => import('./components/report-view-page.tsx');

/** Reports under /admin (admin): /admin/reports, /add, /:reportId (view), /:reportId/edit. */
export const reportRoutes: RouteObject[] = [
  { path: 'reports', lazy: page(pages, (m) => m.ReportListPage) },
  { path: 'reports/add', lazy: page(pages, (m) => m.ReportAddPage) },
  { path: 'reports/:reportId', lazy: page(view, (m) => m.ReportViewPage) },
  { path: 'reports/:reportId/edit', lazy: page(pages, (m) => m.ReportEditPage) },
];
