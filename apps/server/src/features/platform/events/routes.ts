import {
  createEventInputSchema,
  eventMessages,
  eventSummarySchema,
  myEventSchema,
} from '@showdesk/domain/platform/events';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { platformAdminStanding } from '../../../plugins/event-caller.ts';
import { listEventsOfUserWithSettings } from './queries.ts';
import { eventOrigin } from './request-event.ts';
import { createEvent, eventSettingsOf, listEvents } from './service.ts';

/**
 * The caller, who must be an eventflowAdmin of at least one event, with the second factor every
 * platform admin must have.
 */
async function requireEventflowAdmin(request: FastifyRequest): Promise<string> {
  const user = await requireAuthUser(request);
  const standing = await platformAdminStanding(request.server.deps.db, user.userId);
  if (standing === 'none') throw AppError.forbidden(eventMessages.notEventflowAdmin);
  if (standing === 'noSecondFactor') throw AppError.secondFactorEnrolmentRequired();
  return user.userId;
}

/** Global event routes: the caller's events, and every event for eventflowAdmins. */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/my-events',
    {
      config: { access: 'session' },
      schema: {
        tags: ['events'],
        summary:
          "The caller's events and pending invitations (isInvited), each with its dates and the address of its app",
        response: { 200: z.strictObject({ events: z.array(myEventSchema) }) },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      const rows = await listEventsOfUserWithSettings(app.deps.db, user.userId);
      return {
        events: rows.map(({ event, settings: stored, isInvited }) => {
          const settings = eventSettingsOf(app.deps, event.id, stored);
          return {
            id: event.id,
            eventName: settings.eventName || event.name,
            startDate: settings.startDate,
            endDate: settings.endDate,
            appUrl: eventOrigin(request, event, app.deps.config),
            isInvited,
          };
        }),
      };
    },
  );

  app.get(
    '/api/v1/events',
    {
      config: { access: 'eventflowAdmin' },
      schema: {
        tags: ['events'],
        summary: 'Every event, by name (eventflowAdmin)',
        response: { 200: z.strictObject({ events: z.array(eventSummarySchema) }) },
      },
    },
    async (request) => {
      await requireEventflowAdmin(request);
      return { events: await listEvents(app.deps) };
    },
  );

  app.post(
    '/api/v1/events',
    {
      config: { access: 'eventflowAdmin' },
      // Checked before the body is read, as the tenancy guard does for event routes.
      onRequest: async (request) => {
        await requireEventflowAdmin(request);
      },
      schema: {
        tags: ['events'],
        summary:
          'Create an event with the default settings, the caller as its admin (eventflowAdmin)',
        body: createEventInputSchema,
        response: { 201: eventSummarySchema },
      },
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const event = await createEvent(app.deps, user.userId, request.body);
      return reply.status(201).send(event);
    },
  );
};
