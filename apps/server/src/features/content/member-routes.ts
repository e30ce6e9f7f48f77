import { memberContentListSchema, memberContentPageSchema } from '@showdesk/domain/content/content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerKey, sendVersioned, VersionedCache } from '../../lib/versioned-cache.ts';
import { getMemberContent, listFeaturedContent, listMemberContent } from './member.ts';

const tags = ['content'];
const eventParams = z.object({ eventId: z.string() });
const config = { permission: 'user' as const };

/** Content as members read it (any member; what they see follows spec section 6). */
export const memberContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // What members read most, remembered per reader until the event's content changes.
  const cache = new VersionedCache();
  app.get(
    '/member/content',
    {
      config,
      schema: {
        tags,
        summary: 'The content pages the caller may see, by title',
        params: eventParams,
        response: { 200: memberContentListSchema },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      return sendVersioned(cache, reply, ctx, `list|${readerKey(ctx)}`, async () => ({
        content: await listMemberContent(app.deps, ctx),
      }));
    },
  );

  app.get(
    '/member/featured-content',
    {
      config,
      schema: {
        tags,
        summary: 'The featured pages the caller may see, in the featured order',
        params: eventParams,
        response: { 200: memberContentListSchema },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      return sendVersioned(cache, reply, ctx, `featured|${readerKey(ctx)}`, async () => ({
        content: await listFeaturedContent(app.deps, ctx),
      }));
    },
  );

  app.get(
    '/member/content/:contentId',
    {
      config,
      schema: {
        tags,
        summary: 'A content page as the caller reads it: published sections only, in order',
        description:
          "A page the caller may not see answers 404 'Content not found', like a missing one. " +
          'Image sections carry their image; resources sections only the links the caller may open.',
        params: eventParams.extend({ contentId: z.string() }),
        response: { 200: memberContentPageSchema },
      },
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
