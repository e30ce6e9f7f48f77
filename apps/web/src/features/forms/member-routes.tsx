import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

/**
 * /forms for members (spec section 2): the list, filling a form in, the draft-saved and
 * confirmation screens, and the team's submissions. `submissions` and `draft-saved` are named
 * before `:confirmationId` so they are never read as a confirmation.
 */
export const formMemberRoutes: RouteObject[] = [
  {
    path: 'forms',
    lazy: page(
      () => import('./member/member-forms-page.tsx'),
      (m) => m.MemberFormsPage,
    ),
  },
  {
    path: 'forms/:formId',
    lazy: page(
      () => import('./member/fill-form-page.tsx'),
      (m) => m.FillFormPage,
    ),
  },
  {
    path: 'forms/:formId/draft-saved',
    lazy: page(
      () => import('./member/status-pages.tsx'),
      (m) => m.DraftSavedPage,
    ),
  },
  {
    path: 'forms/:formId/submissions',
    lazy: page(
      () => import('./member/member-submissions-page.tsx'),
      (m) => m.MemberSubmissionsPage,
    ),
  },
  {
    path: 'forms/:formId/submissions/:submissionId',
    lazy: page(
      () => import('./member/member-submission-page.tsx'),
      (m) => m.MemberSubmissionPage,
    ),
  },
  {
    path: 'forms/:formId/:confirmationId',
    lazy: page(
      () => import('./member/status-pages.tsx'),
      (m) => m.ConfirmationPage,
    ),
  },
];

/** /admin/forms/:formId/submissions (moderator+): the table and a submission's editor. */
export const formSubmissionAdminRoutes: RouteObject[] = [
  {
    path: 'forms/:formId/submissions',
    lazy: page(
      () => import('./organiser/submissions-list-page.tsx'),
      (m) => m.SubmissionsListPage,
    ),
  },
  {
    path: 'forms/:formId/submissions/:submissionId/edit',
    lazy: page(
      () => import('./organiser/submission-edit-page.tsx'),
      (m) => m.SubmissionEditPage,
    ),
  },
];

/** /guests/forms/… (no login): a public form and its confirmation. */
export const guestFormRoutes: RouteObject[] = [
  {
    path: 'forms/:formId',
    lazy: page(
      () => import('./guest/guest-form-page.tsx'),
      (m) => m.GuestFormPage,
    ),
  },
  {
    path: 'forms/:formId/:confirmationId',
    lazy: page(
      () => import('./guest/guest-form-page.tsx'),
      (m) => m.GuestConfirmationPage,
    ),
  },
];
