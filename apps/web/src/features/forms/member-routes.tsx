import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-route.ts';

/**
 * /forms for members (spec section 2): the list, filling a form in, the draft-saved and
 * confirmation screens, and the team's submissions. `submissions` and `draft-saved` are named
 * before `:confirmationId` so they are never read as a confirmation.
 */
export const formMemberRoutes: RouteObject[] = [
  {
    path: 'forms',
    lazy: lazyPage(
      () => import('./member/member-forms-page.tsx'),
      (m) => m.MemberFormsPage,
    ),
  },
  {
    path: 'forms/:formId',
    lazy: lazyPage(
      () => import('./member/fill-form-page.tsx'),
      (m) => m.FillFormPage,
    ),
  },
  {
    path: 'forms/:formId/draft-saved',
    lazy: lazyPage(
      () => import('./member/status-pages.tsx'),
      (m) => m.DraftSavedPage,
    ),
  },
  {
    path: 'forms/:formId/submissions',
    lazy: lazyPage(
      () => import('./member/member-submissions-page.tsx'),
      (m) => m.MemberSubmissionsPage,
    ),
  },
  {
    path: 'forms/:formId/submissions/:submissionId',
    lazy: lazyPage(
      () => import('./member/member-submission-page.tsx'),
      (m) => m.MemberSubmissionPage,
    ),
  },
  {
    path: 'forms/:formId/:confirmationId',
    lazy: lazyPage(
      () => import('./member/status-pages.tsx'),
      (m) => m.ConfirmationPage,
    ),
  },
];

/** /admin/forms/:formId/submissions (moderator+): the table and a submission's editor. */
export const formSubmissionAdminRoutes: RouteObject[] = [
  {
    path: 'forms/:formId/submissions',
    lazy: lazyPage(
      () => import('./organiser/submissions-list-page.tsx'),
      (m) => m.SubmissionsListPage,
    ),
  },
  {
    path: 'forms/:formId/submissions/:submissionId/edit',
    lazy: lazyPage(
      () => import('./organiser/submission-edit-page.tsx'),
      (m) => m.SubmissionEditPage,
    ),
  },
];

/** /guests/forms/… (no login): a public form and its confirmation. */
export const guestFormRoutes: RouteObject[] = [
  {
    path: 'forms/:formId',
    lazy: lazyPage(
      () => import('./guest/guest-form-page.tsx'),
      (m) => m.GuestFormPage,
    ),
  },
  {
    path: 'forms/:formId/:confirmationId',
    lazy: lazyPage(
      () => import('./guest/guest-form-page.tsx'),
      (m) => m.GuestConfirmationPage,
    ),
  },
];
