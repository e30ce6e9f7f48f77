import { eventClosingSchema } from '@showdesk/domain/platform/events';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import { closeEvent, reopenEvent } from './closing.ts';

/** Closing and reopening a show (closing.ts). Registered inside the tenancy guard. */
export const closingRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['events'], permission: 'admin' });
  const { deps } = routes;

  routes.post(
    '/close',
    {
      summary: 'Close the show: read-only for members and guests until it is reopened',
      description:
        "Members below moderator and guests can still read content, download files and see their submissions; every other request of theirs answers 409 'event_closed'. Scheduled notifications are held until the event is reopened. Closing a closed event keeps its closing time.",
      params,
      response: eventClosingSchema,
    },
    (request) => closeEvent(deps, request.eventContext.eventId),
  );

  routes.post(
    '/reopen',
    {
      summary: 'Reopen a closed show',
      description:
        'Members and guests can send and change again. Scheduled notifications whose time passed while the event was closed are sent at once.',
      params,
      response: eventClosingSchema,
    },
    (request) => reopenEvent(deps, request.eventContext.eventId),
  );
};
