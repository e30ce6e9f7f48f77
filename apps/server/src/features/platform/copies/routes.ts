import {
  eventCopyInputSchema,
  eventCopySchema,
  eventCopyStartedSchema,
} from '@showdesk/domain/platform/event-copy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventRoutes,
  recordParams,
  eventParams as scopedParams,
} from '../../../lib/routes/event-routes.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { getEventCopy, getEventCopyOf, startEventCopy } from './service.ts';

const eventParams = z.strictObject({ eventId: z.string().min(1).max(100) });
const copyParams = z.strictObject({ copyId: z.string().min(1).max(100) });
/** Platform admins only, checked before the body is read (security/route-access.ts). */
const config = { access: 'eventflowAdmin' as const };

/** Copying an event into a new one (platform admins): start a copy, follow it. */
export const eventCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['platform'], config });
  const { deps } = routes;

  routes.post(
    '/api/v1/platform/events/:eventId/copies',
    {
      summary: 'Copy an event into a new one (runs as a job; answers the copy to follow)',
      params: eventParams,
      body: eventCopyInputSchema,
      response: eventCopyStartedSchema,
      status: 202,
    },
    async (request) =>
      startEventCopy(
        deps,
        (await requireAuthUser(request)).userId,
        request.params.eventId,
        request.body,
      ),
  );

  routes.get(
    '/api/v1/platform/copies/:copyId',
    {
      summary: "A copy's status, progress and, once finished, its summary",
      params: copyParams,
      response: eventCopySchema,
    },
    (request) => getEventCopy(deps, request.params.copyId),
  );
};

/**
 * An event's admins copying the event they administer, when the installation allows it
 * (ALLOW_EVENT_ADMIN_COPY): the same copy, the admin becoming the new event's admin. The routes
 * exist only then. Registered under /api/v1/events/:eventId.
 */
export const eventAdminCopyRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['platform'], permission: 'admin' });
  const { deps } = routes;
  if (!deps.config.allowEventAdminCopy) return;

  routes.post(
    '/copies',
    {
      summary: 'Copy this event into a new one, as its admin (when the installation allows it)',
      params: scopedParams,
      body: eventCopyInputSchema,
      response: eventCopyStartedSchema,
      status: 202,
    },
    (request) =>
      startEventCopy(
        deps,
        request.eventContext.userId,
        request.eventContext.eventId,
        request.body,
        'admin',
      ),
  );

  routes.get(
    '/copies/:copyId',
    {
      summary: 'A copy of this event: its status, progress and, once finished, its summary',
      params: recordParams('copyId'),
      response: eventCopySchema,
    },
    (request) => getEventCopyOf(deps, request.eventContext.eventId, request.params.copyId),
  );
};
