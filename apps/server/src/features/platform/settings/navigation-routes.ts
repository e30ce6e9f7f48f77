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
import { listCorePages, saveCorePage } from './core-pages.ts';
import { listSidebar, replaceSidebar } from './sidebar.ts';

const params = z.object({ eventId: z.string() });

/** Core pages and sidebar sections of an event. Registered inside the tenancy guard. */
export const navigationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/core-pages',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['core pages'],
        summary: 'The core pages (dashboard, downloads, forms, ...), defaults where not saved',
        params,
        response: { 200: corePagesResponseSchema },
      },
    },
    async (request) => ({ corePages: await listCorePages(app.deps, request.eventContext.eventId) }),
  );

  app.put(
    '/core-pages/:id',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['core pages'],
        summary: "Save a core page's title, icon, published flag and asset",
        params: z.object({ eventId: z.string(), id: z.string() }),
        body: updateCorePageInputSchema,
        response: { 200: corePageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!isCorePageId(id)) throw AppError.notFound('Core page not found');
      return saveCorePage(app.deps, request.eventContext, id, request.body);
    },
  );

  app.get(
    '/sidebar',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['sidebar'],
        summary: 'The sidebar sections in order (the defaults until arranged)',
        params,
        response: { 200: sidebarResponseSchema },
      },
    },
    async (request) => ({ sections: await listSidebar(app.deps, request.eventContext.eventId) }),
  );

  app.put(
    '/sidebar',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['sidebar'],
        summary: 'Replace every sidebar section at once (an empty list restores the defaults)',
        params,
        body: replaceSidebarInputSchema,
        response: { 200: sidebarResponseSchema },
      },
    },
    async (request) => ({
      sections: await replaceSidebar(app.deps, request.eventContext, request.body),
    }),
  );
};
