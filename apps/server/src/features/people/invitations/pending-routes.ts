import { okSchema } from '@showdesk/domain/people/auth';
import { invitationSchema } from '@showdesk/domain/people/invitations';
import { sessionSchema } from '@showdesk/domain/people/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuthUser } from '../../../plugins/authenticate.ts';
import { acceptInvitation, declineInvitation, getInvitation } from './pending.ts';

const params = z.object({ eventId: z.string() });
const tags = ['invitations'];

/**
 * The invited person's own calls: read, accept or decline their invitation to an event. Outside
 * the tenancy guard (they are not a member yet); `access: 'invitee'` lets only the logged-in
 * account invited to the event of the path through (route-access.ts), anyone else gets 404
 * 'No invitation found'.
 */
export const pendingInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { access: 'invitee' as const };

  app.get(
    '/invitation',
    {
      config,
      schema: {
        tags,
        summary: "The caller's pending invitation to the event: who invited them, to which team",
        params,
        response: { 200: invitationSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      return getInvitation(app.deps, request.params.eventId, user.userId);
    },
  );

  app.post(
    '/invitation/accept',
    {
      config,
      schema: {
        tags,
        summary: 'Accept the invitation: the caller becomes a member of the event',
        description: 'Answers the session of the event, as GET /api/v1/session would.',
        params,
        response: { 200: sessionSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      return acceptInvitation(app.deps, request.params.eventId, user.userId);
    },
  );

  app.post(
    '/invitation/decline',
    {
      config,
      schema: {
        tags,
        summary: 'Decline the invitation: the caller leaves the event and its team',
        description:
          'A team the caller was to own stays without an owner until an organiser chooses one.',
        params,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const user = await requireAuthUser(request);
      await declineInvitation(app.deps, request.params.eventId, user.userId);
      return { ok: true as const };
    },
  );
};
