import type { ComponentType } from 'react';
import { createBrowserRouter, createPath, Navigate, type RouteObject } from 'react-router';
import { activityRoutes } from '../features/activity/routes.tsx';
import { assetRoutes } from '../features/content/assets/routes.tsx';
import { cardLayoutRoutes } from '../features/content/card-layouts/routes.tsx';
import {
  downloadAdminRoutes,
  downloadMemberRoutes,
} from '../features/content/downloads/routes.tsx';
import { guestRoutes } from '../features/content/guests/routes.tsx';
import { contentAdminRoutes, contentMemberRoutes } from '../features/content/routes.tsx';
import { timeTableRoutes } from '../features/content/time-table/routes.tsx';
import { formAdminRoutes } from '../features/forms/admin/routes.tsx';
import {
  formMemberRoutes,
  formSubmissionAdminRoutes,
  guestFormRoutes,
} from '../features/forms/member-routes.tsx';
import { eventWebhookRoutes } from '../features/integrations/event-webhooks/routes.tsx';
import { apiTokenRoutes } from '../features/integrations/tokens/routes.tsx';
import { emailTemplateRoutes } from '../features/messaging/email-templates/routes.tsx';
import { notificationAdminRoutes } from '../features/messaging/notifications/admin/routes.tsx';
import { notificationMemberRoutes } from '../features/messaging/notifications/routes.tsx';
import { AuthLayout } from '../features/people/auth/components/auth-layout.tsx';
import { authRoutes } from '../features/people/auth/routes.tsx';
import { customFieldRoutes } from '../features/people/custom-fields/routes.tsx';
import { myTeamRoutes } from '../features/people/my-team/routes.tsx';
import { ssoAuthRoutes } from '../features/people/sso/routes.tsx';
import { teamImportRoutes } from '../features/people/team-import/routes.tsx';
import { teamTypeRoutes } from '../features/people/team-types/routes.tsx';
import { teamRoutes } from '../features/people/teams/routes.tsx';
import { userRoutes } from '../features/people/users/routes.tsx';
import { adminRoutes } from '../features/platform/admin/routes.tsx';
import { platformRoutes } from '../features/platform/routes.tsx';
import { settingsRoutes } from '../features/platform/settings/routes.tsx';
import { ssoProviderRoutes } from '../features/platform/sso/routes.tsx';
import { reportRoutes } from '../features/reports/routes.tsx';
import { supplierAdminRoutes } from '../features/suppliers/admin/routes.tsx';
import { supplierMemberRoutes } from '../features/suppliers/routes.tsx';
import { taskAdminRoutes } from '../features/tasks/admin/routes.tsx';
import { taskMemberRoutes } from '../features/tasks/routes.tsx';
import { lazyRoute, setReloadTarget } from '../lib/lazy-route.ts';
import { SomethingWentWrong } from './errors/something-went-wrong.tsx';
import { UnexpectedError } from './errors/unexpected-error.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { ShellSkeleton } from './layout/shell-skeleton.tsx';

type ShellModule = typeof import('./member-shell.tsx');

/**
 * A component of the member shell's chunk: the shell itself, the admin permission guard and the
 * error screens shown inside the shell. Routes under the shell load it in parallel with their
 * page's chunk, so it costs no extra round trip.
 */
const fromShell = (pick: (m: ShellModule) => ComponentType) =>
  lazyRoute(() => import('./member-shell.tsx').then((m) => ({ Component: pick(m) })));

/** The member screens of spec section 2; each feature's issue adds its routes here. */
const memberRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyRoute(() =>
      import('../features/content/dashboard/components/dashboard-page.tsx').then((m) => ({
        Component: m.DashboardPage,
      })),
    ),
  },
  {
    path: 'my-account',
    lazy: lazyRoute(() =>
      import('../features/people/account/components/my-account-page.tsx').then((m) => ({
        Component: m.MyAccountPage,
      })),
    ),
  },
  {
    path: 'my-events',
    lazy: lazyRoute(() =>
      import('../features/platform/events/components/my-events-page.tsx').then((m) => ({
        Component: m.MyEventsPage,
      })),
    ),
  },
  ...myTeamRoutes,
  ...contentMemberRoutes,
  ...downloadMemberRoutes,
  ...formMemberRoutes,
  ...timeTableRoutes,
  ...taskMemberRoutes,
  ...supplierMemberRoutes,
  ...notificationMemberRoutes,
  {
    path: 'admin',
    lazy: fromShell((m) => m.RequirePermission),
    // The features' admin screens, then the landing page; any other path under /admin is the
    // not-found screen below ('*').
    children: [
      ...settingsRoutes,
      ...assetRoutes,
      ...cardLayoutRoutes,
      ...teamImportRoutes,
      ...teamRoutes,
      ...teamTypeRoutes,
      ...userRoutes,
      ...customFieldRoutes,
      ...contentAdminRoutes,
      ...downloadAdminRoutes,
      ...formAdminRoutes,
      ...formSubmissionAdminRoutes,
      ...taskAdminRoutes,
      ...reportRoutes,
      ...supplierAdminRoutes,
      ...platformRoutes,
      ...ssoProviderRoutes,
      ...notificationAdminRoutes,
      ...emailTemplateRoutes,
      ...activityRoutes,
      ...apiTokenRoutes,
      ...eventWebhookRoutes,
      ...adminRoutes,
    ],
  },
  { path: 'unauthorised', lazy: fromShell((m) => m.Unauthorised) },
  { path: '404', lazy: fromShell((m) => m.NotFound) },
  { path: '*', lazy: fromShell((m) => m.NotFound) },
];

export const routes: RouteObject[] = [
  {
    // The router's default error screen: anything no inner boundary caught.
    errorElement: <UnexpectedError />,
    children: [
      { path: 'auth', element: <AuthLayout />, children: [...authRoutes, ...ssoAuthRoutes] },
      {
        // First-run setup of an installation with no event (features/setup).
        path: 'setup',
        errorElement: <SomethingWentWrong />,
        lazy: lazyRoute(() =>
          import('../features/platform/setup/components/setup-page.tsx').then((m) => ({
            Component: m.SetupPage,
          })),
        ),
      },
      {
        path: 'guests',
        errorElement: <SomethingWentWrong />,
        children: [...guestRoutes, ...guestFormRoutes],
      },
      {
        path: 'onboarding',
        errorElement: <SomethingWentWrong />,
        element: <RequireSession />,
        children: [
          {
            index: true,
            lazy: lazyRoute(() =>
              import('../features/people/onboarding/components/onboarding-page.tsx').then((m) => ({
                Component: m.OnboardingPage,
              })),
            ),
          },
        ],
      },
      {
        // The shell is a chunk of its own, fetched beside the page's chunk; until both arrive
        // (and then while the session loads) the member sees the shell's skeleton.
        lazy: fromShell((m) => m.MemberShell),
        HydrateFallback: ShellSkeleton,
        children: [{ errorElement: <SomethingWentWrong />, children: memberRoutes }],
      },
      { path: 'index.html', element: <Navigate to="/" replace /> },
    ],
  },
];

export const router = createBrowserRouter(routes);

setReloadTarget(() => {
  const next = router.state.navigation.location;
  return next ? createPath(next) : undefined;
});
