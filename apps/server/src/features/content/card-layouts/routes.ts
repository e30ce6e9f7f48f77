import {
  cardLayoutSchema,
  cardLayoutsResponseSchema,
  cardSchema,
  saveCardLayoutInputSchema,
} from '@showdesk/domain/content/card-layouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendVersioned, VersionedCache } from '../../../lib/versioned-cache.ts';
import { teamTypeOfUser } from './queries.ts';
import {
  addCardLayout,
  cardsForTeamType,
  listCardLayouts,
  removeCardLayout,
  saveCardLayout,
} from './service.ts';

const tags = ['dashboard'];
const params = z.object({ eventId: z.string() });
const layoutParams = params.extend({ layoutId: z.string() });
const admin = { permission: 'admin' as const };

/** Dashboard card layouts (spec section 3): six cards per layout, assigned to team types. */
export const cardLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  // Each team type's dashboard cards, remembered until the event's content changes.
  const cache = new VersionedCache();
  app.get(
    '/card-layouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Card layouts with their cards, and the team types to assign',
        params,
        response: { 200: cardLayoutsResponseSchema },
      },
    },
    async (request) => listCardLayouts(app.deps, request.eventContext.eventId),
  );

  app.post(
    '/card-layouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a layout of six cards',
        params,
        body: saveCardLayoutInputSchema,
        response: { 201: cardLayoutSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addCardLayout(app.deps, request.eventContext, request.body)),
  );

  app.put(
    '/card-layouts/:layoutId',
    {
      config: admin,
      schema: {
        tags,
        summary: "Replace a layout's name, team types and cards",
        params: layoutParams,
        body: saveCardLayoutInputSchema,
        response: { 200: cardLayoutSchema },
      },
    },
    async (request) =>
      saveCardLayout(app.deps, request.eventContext, request.params.layoutId, request.body),
  );

  app.delete(
    '/card-layouts/:layoutId',
    {
      config: admin,
      schema: { tags, summary: 'Delete a layout (not the default one)', params: layoutParams },
    },
    async (request, reply) => {
      await removeCardLayout(app.deps, request.eventContext, request.params.layoutId);
      return reply.status(204).send();
    },
  );

  app.get(
    '/dashboard/cards',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary:
          "The six cards of the caller's dashboard (their team type's layout, else the default)",
        params,
        response: { 200: z.strictObject({ cards: z.array(cardSchema) }) },
      },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { eventId, userId } = ctx;
      // The layout follows the caller's team type, whatever their level.
      const teamTypeId =
        ctx.team !== undefined
          ? (ctx.team?.teamTypeId ?? null)
          : await teamTypeOfUser(app.deps.db, eventId, userId);
      return sendVersioned(cache, reply, ctx, `cards|${teamTypeId ?? ''}`, async () => ({
        cards: await cardsForTeamType(app.deps, eventId, teamTypeId),
      }));
    },
  );
};
