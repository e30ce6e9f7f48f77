import { Navigate, type RouteObject } from 'react-router';
import { lazyPage, lazyRoute } from '../../../lib/lazy-route.ts';

/** Admin routes of the event's set-up (spec section 2, admin-only settings). */
export const settingsRoutes: RouteObject[] = [
  // The settings live on the admin landing page; the crumb 'Settings' leads there.
  { path: 'settings', element: <Navigate to="/admin" replace /> },
  {
    path: 'settings/branding',
    lazy: lazyPage(
      () => import('./components/branding-settings-page.tsx'),
      (m) => m.BrandingSettingsPage,
    ),
  },
  {
    path: 'settings/event',
    lazy: lazyPage(
      () => import('./components/event-settings-screen.tsx'),
      (m) => m.EventSettingsScreen,
    ),
  },
  {
    path: 'settings/variables',
    lazy: lazyPage(
      () => import('./components/variables-settings-page.tsx'),
      (m) => m.VariablesSettingsPage,
    ),
  },
  {
    path: 'settings/onboarding',
    lazy: lazyPage(
      () => import('./components/onboarding-settings-page.tsx'),
      (m) => m.OnboardingSettingsPage,
    ),
  },
  {
    path: 'settings/featured-pages',
    lazy: lazyPage(
      () => import('./components/featured-pages-settings-page.tsx'),
      (m) => m.FeaturedPagesSettingsPage,
    ),
  },
  {
    path: 'settings/sidebar',
    lazy: lazyPage(
      () => import('./components/sidebar-settings-page.tsx'),
      (m) => m.SidebarSettingsPage,
    ),
  },
  {
    // Moderators' too (navigation.ts): the overview, and a record's editor at :kind/:recordId.
    path: 'settings/translations/*',
    // The module's `Component` is the route's: no picker, as every byte of this table is in the
    // login page's first load.
    lazy: lazyRoute(() => import('../translations/components/translations-page.tsx')),
  },
  {
    path: 'dashboard-header',
    lazy: lazyPage(
      () => import('./components/dashboard-header-settings-page.tsx'),
      (m) => m.DashboardHeaderSettingsPage,
    ),
  },
  {
    path: 'emails',
    lazy: lazyPage(
      () => import('./components/emails-settings-page.tsx'),
      (m) => m.EmailsSettingsPage,
    ),
  },
  {
    path: 'emails/log',
    lazy: lazyPage(
      () => import('../../messaging/emails/components/email-log-page.tsx'),
      (m) => m.EmailLogPage,
    ),
  },
];
