import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const lists = () => import('./components/form-list-page.tsx');
const confirmations = () => import('./confirmations/confirmation-pages.tsx');
const notifications = () => import('./notifications/notification-pages.tsx');
const webhooks = () => import('./webhooks/webhook-pages.tsx');

/** /admin/forms (moderator+) and /admin/field-groups (admin): lists, add, builder, settings. */
export const formAdminRoutes: RouteObject[] = [
  { path: 'forms', lazy: lazyPage(lists, (m) => m.FormListPage) },
  { path: 'forms/archived', lazy: lazyPage(lists, (m) => m.FormArchivedPage) },
  {
    path: 'forms/add',
    lazy: lazyPage(
      () => import('./components/form-add-page.tsx'),
      (m) => m.FormAddPage,
    ),
  },
  {
    path: 'forms/:formId',
    lazy: lazyPage(
      () => import('./components/form-builder-page.tsx'),
      (m) => m.FormBuilderPage,
    ),
  },
  {
    path: 'forms/:formId/settings',
    lazy: lazyPage(
      () => import('./components/form-settings-page.tsx'),
      (m) => m.FormSettingsPage,
    ),
  },
  {
    path: 'forms/:formId/confirmations',
    lazy: lazyPage(confirmations, (m) => m.ConfirmationListPage),
  },
  {
    path: 'forms/:formId/confirmations/add',
    lazy: lazyPage(confirmations, (m) => m.ConfirmationAddPage),
  },
  {
    path: 'forms/:formId/confirmations/:confirmationId',
    lazy: lazyPage(confirmations, (m) => m.ConfirmationPage),
  },
  { path: 'forms/:formId/webhooks', lazy: lazyPage(webhooks, (m) => m.WebhookListPage) },
  { path: 'forms/:formId/webhooks/add', lazy: lazyPage(webhooks, (m) => m.WebhookAddPage) },
  { path: 'forms/:formId/webhooks/:webhookId', lazy: lazyPage(webhooks, (m) => m.WebhookPage) },
  {
    path: 'forms/:formId/webhooks/:webhookId/edit',
    lazy: lazyPage(webhooks, (m) => m.WebhookEditPage),
  },
  {
    path: 'forms/:formId/notifications',
    lazy: lazyPage(notifications, (m) => m.NotificationListPage),
  },
  {
    path: 'forms/:formId/notifications/add',
    lazy: lazyPage(notifications, (m) => m.NotificationAddPage),
  },
  {
    path: 'forms/:formId/notifications/:notificationId',
    lazy: lazyPage(notifications, (m) => m.NotificationPage),
  },
  {
    path: 'field-groups',
    lazy: lazyPage(
      () => import('./components/field-group-list-page.tsx'),
      (m) => m.FieldGroupListPage,
    ),
  },
  {
    path: 'field-groups/add',
    lazy: lazyPage(
      () => import('./components/field-group-add-page.tsx'),
      (m) => m.FieldGroupAddPage,
    ),
  },
  {
    path: 'field-groups/:fieldGroupId',
    lazy: lazyPage(
      () => import('./components/field-group-builder-page.tsx'),
      (m) => m.FieldGroupBuilderPage,
    ),
  },
  {
    path: 'field-groups/:fieldGroupId/settings',
    lazy: lazyPage(
      () => import('./components/field-group-settings-page.tsx'),
      (m) => m.FieldGroupSettingsPage,
    ),
  },
];
