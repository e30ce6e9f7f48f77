import { pageSchema } from '@showdesk/domain/common/list-query';
import {
  grantPlatformAdminInputSchema,
  platformAdminListQuerySchema,
  platformAdminSchema,
  platformEventInputSchema,
  platformEventListQuerySchema,
  platformEventSchema,
  switchEventResultSchema,
  updatePlatformEventInputSchema,
} from '@showdesk/domain/platform/platform';
import {
  platformActivityEntrySchema,
  platformActivityListQuerySchema,
  platformActivityOptionsSchema,
} from '@showdesk/domain/platform/platform-activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRoutes } from '../../lib/routes/event-routes.ts';
import { requireAuthUser } from '../../plugins/authenticate.ts';
import { platformActivityOptions, platformActivityPage } from './activity/queries.ts';
import {
  createPlatformEvent,
  getPlatformEvent,
  grantPlatformAdmin,
  listPlatformEventPage,
  platformAdminPage,
  revokePlatformAdmin,
  switchIntoEvent,
  updatePlatformEvent,
} from './service.ts';

const eventParams = z.strictObject({ eventId: z.string().min(1).max(100) });
const userParams = z.strictObject({ userId: z.string().min(1).max(100) });
/** Platform admins only, checked before the body is read (security/route-access.ts). */
const config = { access: 'eventflowAdmin' as const };

/** The platform admin screens' API: every event, and who the platform admins are. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['platform'], config });
  const { deps } = routes;
  const callerId = async (request: Parameters<typeof requireAuthUser>[0]) =>
    (await requireAuthUser(request)).userId;

  routes.get(
    '/api/v1/platform/events',
    {
      summary: 'The events with their host names, dates and member counts (list convention)',
      params: undefined,
      querystring: platformEventListQuerySchema,
      response: pageSchema(platformEventSchema),
    },
    (request) => listPlatformEventPage(deps, request.query),
  );

  routes.get(
    '/api/v1/platform/events/:eventId',
    {
      summary: 'One event with its host names, dates and member count',
      params: eventParams,
      response: platformEventSchema,
    },
    (request) => getPlatformEvent(deps, request.params.eventId),
  );

  routes.post(
    '/api/v1/platform/events',
    {
      summary: 'Create an event with the default settings; the caller belongs to it',
      params: undefined,
      body: platformEventInputSchema,
      response: platformEventSchema,
      status: 201,
    },
    async (request) => createPlatformEvent(deps, await callerId(request), request.body),
  );

  routes.patch(
    '/api/v1/platform/events/:eventId',
    {
      summary: "Change an event's name, slug, host names or dates",
      params: eventParams,
      body: updatePlatformEventInputSchema,
      response: platformEventSchema,
    },
    async (request) =>
      updatePlatformEvent(deps, await callerId(request), request.params.eventId, request.body),
  );

  routes.post(
    '/api/v1/platform/events/:eventId/switch',
    {
      summary: 'Join an event as its admin and answer the address to open it at',
      params: eventParams,
      response: switchEventResultSchema,
    },
    async (request) => switchIntoEvent(deps, await callerId(request), request.params.eventId),
  );

  routes.get(
    '/api/v1/platform/activity',
    {
      summary:
        'The platform’s activity, newest first: events created, changed, copied and deleted, platform admins granted, setups, restores and erasures (list convention; filter by action, kind, actor, event and days)',
      params: undefined,
      querystring: platformActivityListQuerySchema,
      response: pageSchema(platformActivityEntrySchema),
    },
    (request) => platformActivityPage(deps.db, request.query),
  );

  routes.get(
    '/api/v1/platform/activity/options',
    {
      summary: 'What the platform activity’s filters choose from: the actors, kinds and actions',
      params: undefined,
      response: platformActivityOptionsSchema,
    },
    () => platformActivityOptions(deps.db),
  );

  routes.get(
    '/api/v1/platform/admins',
    {
      summary: 'The platform admins (eventflowAdmin), list convention',
      params: undefined,
      querystring: platformAdminListQuerySchema,
      response: pageSchema(platformAdminSchema),
    },
    (request) => platformAdminPage(deps, request.query),
  );

  routes.post(
    '/api/v1/platform/admins',
    {
      summary: 'Make a user a platform admin (addEventflowAdminClaim)',
      params: undefined,
      body: grantPlatformAdminInputSchema,
      response: platformAdminSchema,
    },
    async (request) => grantPlatformAdmin(deps, await callerId(request), request.body.email),
  );

  routes.delete(
    '/api/v1/platform/admins/:userId',
    { summary: 'Revoke platform admin; refused for the last one', params: userParams, status: 204 },
    async (request) => revokePlatformAdmin(deps, await callerId(request), request.params.userId),
  );
};
