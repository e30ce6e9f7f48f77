import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../lib/lazy-route.ts';

const pages = () => import('./components/event-webhook-pages.tsx');

/**
 * Event webhooks under /admin (admin): /admin/integrations/event-webhooks, /add,
 * /:eventWebhookId (its test send and delivery log) and /:eventWebhookId/edit.
 */
export const eventWebhookRoutes: RouteObject[] = [
  {
    path: 'integrations/event-webhooks',
    lazy: lazyPage(
      () => import('./components/event-webhook-list-page.tsx'),
      (m) => m.EventWebhookListPage,
    ),
  },
  { path: 'integrations/event-webhooks/add', lazy: lazyPage(pages, (m) => m.EventWebhookAddPage) },
  {
    path: 'integrations/event-webhooks/:eventWebhookId',
    lazy: lazyPage(pages, (m) => m.EventWebhookPage),
  },
  {
    path: 'integrations/event-webhooks/:eventWebhookId/edit',
    lazy: lazyPage(pages, (m) => m.EventWebhookEditPage),
  },
];
