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
import { eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../lib/routes/record-routes.ts';
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
const params = recordParams('contentId');
const writeErrors =
  "Errors: 400 'Invalid content data' with the field paths (an unknown team type: 'Team type " +
  "not found'; assetId must be an image of the asset library).";

/**
 * Content pages and sections (spec section 3): organisers' management (moderator and up) and
 * members' reads (/member/...). Inside the tenancy guard.
 */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags, permission: 'moderator' });
  recordRoutes(routes, {
    path: '/content',
    idParam: 'contentId',
    list: {
      summary: 'One page of the content pages, sorted by title',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the title or the ' +
        'path; sort title (default), path, sections, updatedAt (prefix - for descending); ' +
        'filter isArchived, isPublished, isFeatured (true|false; without isArchived, active ' +
        'and archived pages both).',
      querystring: contentListQuerySchema,
      response: contentPageListSchema,
      run: listContent,
    },
    create: {
      summary: 'Add a content page (a featured one also goes last in the featured pages)',
      description: writeErrors,
      body: createContentInputSchema,
      response: contentPageSchema,
      run: addContent,
    },
    get: {
      summary: 'One content page with all its sections, in order',
      response: contentPageDetailSchema,
      run: getContentDetail,
    },
    update: {
      summary: "Change a page's settings (isFeatured puts it in or out of the featured pages)",
      description: writeErrors,
      body: updateContentInputSchema,
      response: contentPageSchema,
      run: editContent,
    },
    remove: {
      summary: 'Delete a page with its sections and files; it leaves featured and the sidebar',
      run: removeContent,
    },
  });

  for (const action of ['archive', 'unarchive'] as const) {
    routes.post(
      `/content/:contentId/${action}`,
      {
        summary:
          action === 'archive'
            ? 'Archive a page: it also leaves the featured pages and the sidebar'
            : 'Unarchive a page (clears the flag only)',
        params,
        response: contentPageSchema,
      },
      (request) =>
        setArchived(app.deps, request.eventContext, request.params.contentId, action === 'archive'),
    );
  }

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
    async (request) =>
      getGuestContent(
        app.deps,
        request.params.eventId,
        request.params.contentId,
        request.headers['accept-language'],
      ),
  );
};
