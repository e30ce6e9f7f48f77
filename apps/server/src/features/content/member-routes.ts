import { memberContentListSchema, memberContentPageSchema } from '@showdesk/domain/content/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventParams, eventRoutes, recordParams } from '../../lib/routes/event-routes.ts';
import { readerKey, sendVersioned, VersionedCache } from '../../lib/versioned-cache.ts';
import { getMemberContent, listFeaturedContent, listMemberContent } from './member.ts';

/** Content as members read it (any member; what they see follows spec section 6). */
export const memberContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['content'], permission: 'user' });
  // What members read most, remembered per reader until the event's content changes.
  const cache = new VersionedCache();
  routes.get(
    '/member/content',
    {
      summary: 'The content pages the caller may see, by title',
      params: eventParams,
      response: memberContentListSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      return sendVersioned(cache, reply, ctx, `list|${readerKey(ctx)}`, async () => ({
        content: await listMemberContent(app.deps, ctx),
      }));
    },
  );

  routes.get(
    '/member/featured-content',
    {
      summary: 'The featured pages the caller may see, in the featured order',
      params: eventParams,
      response: memberContentListSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      return sendVersioned(cache, reply, ctx, `featured|${readerKey(ctx)}`, async () => ({
        content: await listFeaturedContent(app.deps, ctx),
      }));
    },
  );

  routes.get(
    '/member/content/:contentId',
    {
      summary: 'A content page as the caller reads it: published sections only, in order',
      description:
        "A page the caller may not see answers 404 'Content not found', like a missing one. " +
        'Image sections carry their image; resources sections only the links the caller may open.',
      params: recordParams('contentId'),
      response: memberContentPageSchema,
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { contentId } = request.params;
      return sendVersioned(cache, reply, ctx, `page|${contentId}|${readerKey(ctx)}`, () =>
        getMemberContent(app.deps, ctx, contentId),
      );
    },
  );
};
