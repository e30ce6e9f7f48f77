import { Navigate, type RouteObject } from 'react-router';
import { FormSkeleton } from '../../../components/form-skeleton.tsx';
import { lazyRoute } from '../../../lib/lazy-route.ts';
import { LoginPage, UpdateEmailLoginPage } from './components/login-page.tsx';

/**
 * The /auth routes of spec section 2 (rendered inside the auth layout). The login pages are in
 * the entry chunk, so the login page loads in one request; the screens reached from an emailed
 * link or the login page's own link are chunks of their own, shown as a form's skeleton inside
 * the auth layout until they arrive.
 */
export const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/auth/login" replace /> },
  { path: 'login', element: <LoginPage /> },
  {
    path: 'forgot-password',
    lazy: lazyRoute(() =>
      import('./components/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    ),
    HydrateFallback: FormSkeleton,
  },
  {
    path: 'reset-password',
    lazy: lazyRoute(() =>
      import('./components/new-password-page.tsx').then((m) => ({
        element: <m.NewPasswordPage key="reset" kind="reset-password" />,
      })),
    ),
    HydrateFallback: FormSkeleton,
  },
  {
    path: 'set-password',
    lazy: lazyRoute(() =>
      import('./components/new-password-page.tsx').then((m) => ({
        element: <m.NewPasswordPage key="set" kind="set-password" />,
      })),
    ),
    HydrateFallback: FormSkeleton,
  },
  {
    path: 'update-email',
    lazy: lazyRoute(() =>
      import('./components/update-email-page.tsx').then((m) => ({
        Component: m.UpdateEmailPage,
      })),
    ),
    HydrateFallback: FormSkeleton,
  },
  { path: 'update-email/login', element: <UpdateEmailLoginPage /> },
];
