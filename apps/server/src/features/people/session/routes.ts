import { messages } from '@showdesk/domain/common/errors';
import { publicEventSchema, sessionSchema } from '@showdesk/domain/people/session';
import { updateProfileInputSchema } from '@showdesk/domain/people/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { eventParams, eventRoutes } from '../../../lib/routes/event-routes.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import { getEvent } from '../../platform/events/queries.ts';
import { eventOfRequest } from '../../platform/events/request-event.ts';
import { getAppearance } from '../../platform/settings/appearance.ts';
import { readerTerminology } from '../../platform/settings/translations.ts';
import { setOnboarded } from '../users/queries.ts';
import { sessionOf } from './remembered-sessions.ts';
import { buildSession, updateOwnProfile } from './service.ts';

/** Host-addressed routes: the web app learns its event, and the shell its session. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['session'], config: { access: 'session' } });
  const { deps } = routes;

  routes.get(
    '/api/v1/public/event',
    {
      summary: 'The event of this host name, with what the login page needs',
      params: undefined,
      response: publicEventSchema,
      config: { access: 'public' },
    },
    async (request) => {
      const event = await eventOfRequest(request);
      const appearance = await getAppearance(deps, event.id);
      const { branding } = appearance;
      const terminology = await readerTerminology(deps, event, appearance.terminology, {
        profileLocale: null,
        acceptLanguage: request.headers['accept-language'],
      });
      const closedAt = event.closedAt?.toISOString() ?? null;
      return {
        event: {
          id: event.id,
          slug: event.slug,
          name: event.name,
          closedAt,
          timeZone: event.timeZone,
        },
        branding,
        terminology,
      };
    },
  );

  routes.get(
    '/api/v1/session',
    {
      summary: 'The logged-in member: user, member, team, event, terminology and branding',
      params: undefined,
      querystring: z.strictObject({ eventId: z.string().min(1).optional() }),
      response: sessionSchema,
    },
    async (request) => {
      const user = await requireAuthUser(request);
      const { eventId } = request.query;
      const event = await eventOfRequest(request, eventId);
      // An event named by id that the caller does not belong to answers like a missing one,
      // so the session cannot be used to find out which event ids exist.
      if (eventId && !(await getMember(deps.db, event.id, user.userId))) {
        throw AppError.notFound(messages.eventNotFound);
      }
      return sessionOf(deps, event, user.userId, request.headers['accept-language']);
    },
  );
};

/** Event-scoped routes about the caller themself. Registered inside the tenancy guard. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['session'], permission: 'user' });
  const { deps } = routes;

  routes.patch(
    '/me',
    {
      summary: "Update the caller's name and/or language",
      params: eventParams,
      body: updateProfileInputSchema,
      response: sessionSchema,
    },
    async (request) => {
      const { userId, eventId } = request.eventContext;
      const event = await getEvent(deps.db, eventId);
      return updateOwnProfile(
        deps,
        event!,
        userId,
        request.body,
        request.headers['accept-language'],
      );
    },
  );

  routes.post(
    '/me/onboarded',
    {
      summary: 'Mark the caller as onboarded (they finished /onboarding)',
      params: eventParams,
      response: sessionSchema,
    },
    async (request) => {
      const { userId, eventId } = request.eventContext;
      await setOnboarded(deps.db, eventId, userId);
      const event = await getEvent(deps.db, eventId);
      return buildSession(deps, event!, userId);
    },
  );
};
