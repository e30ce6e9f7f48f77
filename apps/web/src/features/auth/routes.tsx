import { Navigate, type RouteObject } from 'react-router';
import { ForgotPasswordPage } from './components/forgot-password-page.tsx';
import { LoginPage, UpdateEmailLoginPage } from './components/login-page.tsx';
import { NewPasswordPage } from './components/new-password-page.tsx';
import { UpdateEmailPage } from './components/update-email-page.tsx';

/** The /auth routes of spec section 2 (rendered inside the auth layout). */
export const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/auth/login" replace /> },
  { path: 'login', element: <LoginPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password', element: <NewPasswordPage key="reset" kind="reset-password" /> },
  { path: 'set-password', element: <NewPasswordPage key="set" kind="set-password" /> },
  { path: 'update-email', element: <UpdateEmailPage /> },
  { path: 'update-email/login', element: <UpdateEmailLoginPage /> },
];
