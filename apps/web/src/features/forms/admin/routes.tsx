import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../../lib/lazy-route.ts';

const page = <T,>(load: () => Promise<T>, pick: (m: T) => React.ComponentType) =>
  lazyRoute(() => load().then((m) => ({ Component: pick(m) })));

const lists = () => import('./components/form-list-page.tsx');
const confirmations = () => import('./confirmations/confirmation-pages.tsx');
const notifications = () => import('./notifications/notification-pages.tsx');
const webhooks = () => import('./webhooks/webhook-pages.tsx');

/** /admin/forms (moderator+) and /admin/field-groups (admin): lists, add, builder, settings. */
export const formAdminRoutes: RouteObject[] = [
  { path: 'forms', lazy: page(lists, (m) => m.FormListPage) },
  { path: 'forms/archived', lazy: page(lists, (m) => m.FormArchivedPage) },
  {
    path: 'forms/add',
    lazy: page(
      () => import('./components/form-add-page.tsx'),
      (m) => m.FormAddPage,
    ),
  },
  {
    path: 'forms/:formId',
    lazy: page(
      () => import('./components/form-builder-page.tsx'),
      (m) => m.FormBuilderPage,
    ),
  },
  {
    path: 'forms/:formId/settings',
    lazy: page(
      () => import('./components/form-settings-page.tsx'),
      (m) => m.FormSettingsPage,
    ),
  },
  {
    path: 'forms/:formId/confirmations',
    lazy: page(confirmations, (m) => m.ConfirmationListPage),
  },
  {
    path: 'forms/:formId/confirmations/add',
    lazy: page(confirmations, (m) => m.ConfirmationAddPage),
  },
  {
    path: 'forms/:formId/confirmations/:confirmationId',
    lazy: page(confirmations, (m) => m.ConfirmationPage),
  },
  { path: 'forms/:formId/webhooks', lazy: page(webhooks, (m) => m.WebhookListPage) },
  { path: 'forms/:formId/webhooks/add', lazy: page(webhooks, (m) => m.WebhookAddPage) },
  { path: 'forms/:formId/webhooks/:webhookId', lazy: page(webhooks, (m) => m.WebhookPage) },
  {
    path: 'forms/:formId/webhooks/:webhookId/edit',
    lazy: page(webhooks, (m) => m.WebhookEditPage),
  },
  {
    path: 'forms/:formId/notifications',
    lazy: page(notifications, (m) => m.NotificationListPage),
  },
  {
    path: 'forms/:formId/notifications/add',
    lazy: page(notifications, (m) => m.NotificationAddPage),
  },
  {
    path: 'forms/:formId/notifications/:notificationId',
    lazy: page(notifications, (m) => m.NotificationPage),
  },
  {
    path: 'field-groups',
    lazy: page(
      () => import('./components/field-group-list-page.tsx'),
      (m) => m.FieldGroupListPage,
    ),
  },
  {
    path: 'field-groups/add',
    lazy: page(
      () => import('./components/field-group-add-page.tsx'),
      (m) => m.FieldGroupAddPage,
    ),
  },
  {
    path: 'field-groups/:fieldGroupId',
    lazy: page(
      () => import('./components/field-group-builder-page.tsx'),
      (m) => m.FieldGroupBuilderPage,
    ),
  },
  {
    path: 'field-groups/:fieldGroupId/settings',
    lazy: page(
      () => import('./components/field-group-settings-page.tsx'),
      (m) => m.FieldGroupSettingsPage,
    ),
  },
];
