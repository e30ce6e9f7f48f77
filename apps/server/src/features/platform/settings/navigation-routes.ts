import {
  corePageSchema,
  corePagesResponseSchema,
  isCorePageId,
  updateCorePageInputSchema,
} from '@showdesk/domain/content/core-pages';
import {
  replaceSidebarInputSchema,
  sidebarResponseSchema,
} from '@showdesk/domain/platform/sidebar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import { listCorePages, saveCorePage } from './core-pages.ts';
import { listSidebar, replaceSidebar } from './sidebar.ts';

/** Members read them; admins change them. */
const read = { permission: 'user' as const };

/** Core pages and sidebar sections of an event. Registered inside the tenancy guard. */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  const corePages = eventRoutes(app, { tags: ['core pages'], permission: 'admin' });
  const sidebar = eventRoutes(app, { tags: ['sidebar'], permission: 'admin' });
  const { deps } = corePages;

  corePages.get(
    '/core-pages',
    {
      summary: 'The core pages (dashboard, downloads, forms, ...), defaults where not saved',
      params,
      response: corePagesResponseSchema,
      config: read,
    },
    async (request) => ({ corePages: await listCorePages(deps, request.eventContext.eventId) }),
  );

  corePages.put(
    '/core-pages/:id',
    {
      summary: "Save a core page's title, icon, published flag and asset",
      params: z.object({ eventId: z.string(), id: z.string() }),
      body: updateCorePageInputSchema,
      response: corePageSchema,
    },
    (request) => {
      const { id } = request.params;
      if (!isCorePageId(id)) throw AppError.notFound(/*i18n*/ 'Core page not found');
      return saveCorePage(deps, request.eventContext, id, request.body);
    },
  );

  sidebar.get(
    '/sidebar',
    {
      summary: 'The sidebar sections in order (the defaults until arranged)',
      params,
      response: sidebarResponseSchema,
      config: read,
    },
    async (request) => ({ sections: await listSidebar(deps, request.eventContext.eventId) }),
  );

  sidebar.put(
    '/sidebar',
    {
      summary: 'Replace every sidebar section at once (an empty list restores the defaults)',
      params,
      body: replaceSidebarInputSchema,
      response: sidebarResponseSchema,
    },
    async (request) => ({
      sections: await replaceSidebar(deps, request.eventContext, request.body),
    }),
  );
};
