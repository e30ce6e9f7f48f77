import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthUser } from '../../plugins/authenticate.ts';
import { listEventsOfUser } from '../users/queries.ts';
import { eventOrigin } from './request-event.ts';

const myEventSchema = z.strictObject({
  id: z.string(),
  eventName: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  appUrl: z.string(),
});

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/my-events',
    {
      schema: {
        tags: ['events'],
        summary: "The caller's events, each with the address of its app",
        response: { 200: z.strictObject({ events: z.array(myEventSchema) }) },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      const rows = await listEventsOfUser(app.deps.db, user.userId);
      return {
        events: rows.map((event) => ({
          id: event.id,
          eventName: event.name,
          // Event dates join with the event settings document (event configuration issue).
          startDate: null,
          endDate: null,
          appUrl: eventOrigin(request, event, app.deps.config),
        })),
      };
    },
  );
};
