import { okSchema } from '@showdesk/domain/people/auth';
import { invitationSchema } from '@showdesk/domain/people/invitations';
import { sessionSchema } from '@showdesk/domain/people/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { acceptInvitation, declineInvitation, getInvitation } from './pending.ts';

/**
 * The invited person's own calls: read, accept or decline their invitation to an event. Outside
 * the tenancy guard (they are not a member yet); `access: 'invitee'` lets only the logged-in
 * account invited to the event of the path through (route-access.ts), anyone else gets 404
 * 'No invitation found'.
 */
export const pendingInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['invitations'], config: { access: 'invitee' } });
  const { deps } = routes;
  const callerId = async (request: Parameters<typeof requireAuthUser>[0]) =>
    (await requireAuthUser(request)).userId;

  routes.get(
    '/invitation',
    {
      summary: "The caller's pending invitation to the event: who invited them, to which team",
      params,
      response: invitationSchema,
    },
    async (request) => getInvitation(deps, request.params.eventId, await callerId(request)),
  );

  routes.post(
    '/invitation/accept',
    {
      summary: 'Accept the invitation: the caller becomes a member of the event',
      description: 'Answers the session of the event, as GET /api/v1/session would.',
      params,
      response: sessionSchema,
    },
    async (request) => acceptInvitation(deps, request.params.eventId, await callerId(request)),
  );

  routes.post(
    '/invitation/decline',
    {
      summary: 'Decline the invitation: the caller leaves the event and its team',
      description:
        'A team the caller was to own stays without an owner until an organiser chooses one.',
      params,
      response: okSchema,
    },
    async (request) => {
      await declineInvitation(deps, request.params.eventId, await callerId(request));
      return { ok: true as const };
    },
  );
};
