import {
  cardLayoutSchema,
  cardLayoutsResponseSchema,
  cardSchema,
  saveCardLayoutInputSchema,
} from '@showdesk/domain/content/card-layouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventRoutes,
  eventParams as params,
  recordParams,
} from '../../../lib/routes/event-routes.ts';
import { languageKey, sendVersioned, VersionedCache } from '../../../lib/versioned-cache.ts';
import { readerTexts } from '../../platform/translations/reader.ts';
import { teamTypeOfUser } from './queries.ts';
import {
  addCardLayout,
  layoutForDashboard,
  listCardLayouts,
  removeCardLayout,
  saveCardLayout,
} from './service.ts';
import { translatedCards } from './translations.ts';

const layoutParams = recordParams('layoutId');

/** Dashboard card layouts (spec section 3): six cards per layout, assigned to team types. */
export const cardLayoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['dashboard'], permission: 'admin' });
  const { deps } = routes;
  // Each team type's dashboard cards, remembered until the event's content changes.
  const cache = new VersionedCache();

  routes.get(
    '/card-layouts',
    {
      summary: 'Card layouts with their cards, and the team types to assign',
      params,
      response: cardLayoutsResponseSchema,
    },
    (request) => listCardLayouts(deps, request.eventContext.eventId),
  );

  routes.post(
    '/card-layouts',
    {
      summary: 'Add a layout of six cards',
      params,
      body: saveCardLayoutInputSchema,
      response: cardLayoutSchema,
      status: 201,
    },
    (request) => addCardLayout(deps, request.eventContext, request.body),
  );

  routes.put(
    '/card-layouts/:layoutId',
    {
      summary: "Replace a layout's name, team types and cards",
      params: layoutParams,
      body: saveCardLayoutInputSchema,
      response: cardLayoutSchema,
    },
    (request) => saveCardLayout(deps, request.eventContext, request.params.layoutId, request.body),
  );

  // The API document shows no answer for this 204, so the route sends it itself.
  routes.delete(
    '/card-layouts/:layoutId',
    { summary: 'Delete a layout (not the default one)', params: layoutParams },
    async (request, reply) => {
      await removeCardLayout(deps, request.eventContext, request.params.layoutId);
      return reply.status(204).send();
    },
  );

  routes.get(
    '/dashboard/cards',
    {
      summary:
        "The six cards of the caller's dashboard (their team type's layout, else the default)",
      params,
      response: z.strictObject({ cards: z.array(cardSchema) }),
      config: { permission: 'user' },
    },
    async (request, reply) => {
      const ctx = request.eventContext;
      const { eventId, userId } = ctx;
      // The layout follows the caller's team type, whatever their level.
      const teamTypeId =
        ctx.team !== undefined
          ? (ctx.team?.teamTypeId ?? null)
          : await teamTypeOfUser(deps.db, eventId, userId);
      // The same cards for every reader of a team type and language.
      const key = `cards|${teamTypeId ?? ''}${languageKey(ctx)}`;
      return sendVersioned(cache, reply, ctx, key, async () => {
        const layout = await layoutForDashboard(deps, eventId, teamTypeId);
        if (!layout) return { cards: [] };
        const texts = await readerTexts(deps.db, ctx, 'card-layouts', [layout.id]);
        return { cards: translatedCards(layout.cards, texts?.get(layout.id)) };
      });
    },
  );
};
