import {
  contentListQuerySchema,
  contentPageDetailSchema,
  contentPageListSchema,
  contentPageSchema,
  createContentInputSchema,
  memberContentPageSchema,
  updateContentInputSchema,
} from '@showdesk/domain/content/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getGuestContent } from './member.ts';
import { memberContentRoutes } from './member-routes.ts';
import { sectionRoutes } from './section-routes.ts';
import {
  addContent,
  editContent,
  getContentDetail,
  listContent,
  removeContent,
  setArchived,
} from './service.ts';

const tags = ['content'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ contentId: z.string() });
const config = { permission: 'moderator' as const };
const writeErrors =
  "Errors: 400 'Invalid content data' with the field paths (an unknown team type: 'Team type " +
  "not found'; assetId must be an image of the asset library).";

/**
 * Content pages and sections (spec section 3): organisers' management (moderator and up) and
 * members' reads (/member/...). Inside the tenancy guard.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/content',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the content pages, sorted by title',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
          'path; sort title (default), path, sections, updatedAt (prefix - for descending); ' +
          'filter isArchived, isPublished, isFeatured (true|false; without isArchived, active ' +
          'and archived pages both).',
        params: eventParams,
        querystring: contentListQuerySchema,
        response: { 200: contentPageListSchema },
      },
    },
    async (request) => listContent(app.deps, request.eventContext.eventId, request.query),
  );

  app.post(
    '/content',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a content page (a featured one also goes last in the featured pages)',
        description: writeErrors,
        params: eventParams,
        body: createContentInputSchema,
        response: { 201: contentPageSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addContent(app.deps, request.eventContext, request.body)),
  );

  app.get(
    '/content/:contentId',
    {
      config,
      schema: {
        tags,
        summary: 'One content page with all its sections, in order',
        params,
        response: { 200: contentPageDetailSchema },
      },
    },
    async (request) =>
      getContentDetail(app.deps, request.eventContext.eventId, request.params.contentId),
  );

  app.patch(
    '/content/:contentId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: "Change a page's settings (isFeatured puts it in or out of the featured pages)",
        description: writeErrors,
        params,
        body: updateContentInputSchema,
        response: { 200: contentPageSchema },
      },
    },
    async (request) =>
      editContent(app.deps, request.eventContext, request.params.contentId, request.body),
  );

  for (const action of ['archive', 'unarchive'] as const) {
    app.post(
      `/content/:contentId/${action}`,
      {
        config,
        schema: {
          tags,
          summary:
            action === 'archive'
              ? 'Archive a page: it also leaves the featured pages and the sidebar'
              : 'Unarchive a page (clears the flag only)',
          params,
          response: { 200: contentPageSchema },
        },
      },
      async (request) =>
        setArchived(app.deps, request.eventContext, request.params.contentId, action === 'archive'),
    );
  }

  app.delete(
    '/content/:contentId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a page with its sections and files; it leaves featured and the sidebar',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeContent(app.deps, request.eventContext, request.params.contentId);
      return reply.status(204).send(null);
    },
  );

  await app.register(sectionRoutes);
  await app.register(memberContentRoutes);
};

/** Public content pages for guests (no login). Outside the tenancy guard. */
export const guestContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guest/content/:contentId',
    {
      config: { access: 'publicContent' },
      schema: {
        tags,
        summary: 'A public content page, for anyone (no login)',
        description:
          "Only a public, published, unarchived page; any other answers 404 'Content not found'. " +
          'Resources link only to other public pages.',
        params,
        response: { 200: memberContentPageSchema },
      },
    },
    async (request) => getGuestContent(app.deps, request.params.eventId, request.params.contentId),
  );
};
