import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/** Admin routes of the event's set-up (spec section 2, admin-only settings). */
export const settingsRoutes: RouteObject[] = [
  // The settings live on the admin landing page; the crumb 'Settings' leads there.
  { path: 'settings', element: <Navigate to="/admin" replace /> },
  {
    path: 'settings/branding',
    lazy: page(
      () => import('./components/branding-settings-page.tsx'),
      (m) => m.BrandingSettingsPage,
    ),
  },
  {
    path: 'settings/event',
    lazy: page(
      () => import('./components/event-settings-page.tsx'),
      (m) => m.EventSettingsPage,
    ),
  },
  {
    path: 'settings/variables',
    lazy: page(
      () => import('./components/variables-settings-page.tsx'),
      (m) => m.VariablesSettingsPage,
    ),
  },
  {
    path: 'settings/onboarding',
    lazy: page(
      () => import('./components/onboarding-settings-page.tsx'),
      (m) => m.OnboardingSettingsPage,
    ),
  },
  {
    path: 'settings/featured-pages',
    lazy: page(
      () => import('./components/featured-pages-settings-page.tsx'),
      (m) => m.FeaturedPagesSettingsPage,
    ),
  },
  {
    path: 'settings/sidebar',
    lazy: page(
      () => import('./components/sidebar-settings-page.tsx'),
      (m) => m.SidebarSettingsPage,
    ),
  },
  {
    path: 'dashboard-header',
    lazy: page(
      () => import('./components/dashboard-header-settings-page.tsx'),
      (m) => m.DashboardHeaderSettingsPage,
    ),
  },
  {
    path: 'emails',
    lazy: page(
      () => import('./components/emails-settings-page.tsx'),
      (m) => m.EmailsSettingsPage,
    ),
  },
  {
    path: 'emails/log',
    lazy: page(
      () => import('../../messaging/emails/components/email-log-page.tsx'),
      (m) => m.EmailLogPage,
    ),
  },
];
