import { messages } from '@showdesk/domain/common/errors';
import { publicEventSchema, sessionSchema } from '@showdesk/domain/people/session';
import { updateProfileInputSchema } from '@showdesk/domain/people/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { eventOfRequest } from '../../platform/events/request-event.ts';
import { getAppearance } from '../../platform/settings/appearance.ts';
import { setOnboarded, setOwnName } from '../users/queries.ts';
import { sessionOf } from './remembered-sessions.ts';
import { buildSession } from './service.ts';

/** Host-addressed routes: the web app learns its event, and the shell its session. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/public/event',
    {
      config: { access: 'public' },
      schema: {
        tags: ['session'],
        summary: 'The event of this host name, with what the login page needs',
        response: { 200: publicEventSchema },
      },
    },
    async (request) => {
      const event = await eventOfRequest(request);
      const { branding, terminology } = await getAppearance(app.deps, event.id);
      return { event: { id: event.id, slug: event.slug, name: event.name }, branding, terminology };
    },
  );

  app.get(
    '/api/v1/session',
    {
      config: { access: 'session' },
      schema: {
        tags: ['session'],
        summary: 'The logged-in member: user, member, team, event, terminology and branding',
        querystring: z.strictObject({ eventId: z.string().min(1).optional() }),
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      const { eventId } = request.query;
      const event = await eventOfRequest(request, eventId);
      // An event named by id that the caller does not belong to answers like a missing one,
      // so the session cannot be used to find out which event ids exist.
      if (eventId && !(await getMember(app.deps.db, event.id, user.userId))) {
        throw AppError.notFound(messages.eventNotFound);
      }
      return sessionOf(app.deps, event, user.userId);
    },
  );
};

/** Event-scoped routes about the caller themself. Registered inside the tenancy guard. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/me',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['session'],
        summary: "Update the caller's name",
        params: z.object({ eventId: z.string() }),
        body: updateProfileInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { userId, eventId } = request.eventContext;
      await setOwnName(app.deps.db, eventId, userId, request.body);
      const event = await getEvent(app.deps.db, eventId);
      return buildSession(app.deps, event!, userId);
    },
  );

  app.post(
    '/me/onboarded',
    {
      config: { permission: 'user' },
      schema: {
        tags: ['session'],
        summary: 'Mark the caller as onboarded (they finished /onboarding)',
        params: z.object({ eventId: z.string() }),
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const { userId, eventId } = request.eventContext;
      await setOnboarded(app.deps.db, eventId, userId);
      const event = await getEvent(app.deps.db, eventId);
      return buildSession(app.deps, event!, userId);
    },
  );
};
