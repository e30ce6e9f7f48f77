import {
  maxWelcomeChaserUsers,
  welcomeChaserInputSchema,
  welcomeChaserPermission,
  welcomeChaserResultSchema,
} from '@showdesk/domain/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendWelcomeChaser } from './chaser.ts';

/** Invitation calls under an event (the welcome chaser). Inside the tenancy guard. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invitations/welcome-chaser',
    {
      // The level of /admin/users, where the action lives (see welcomeChaserPermission).
      config: { permission: welcomeChaserPermission },
      attachValidation: true,
      schema: {
        tags: ['invitations'],
        summary: 'Remind invited members who have never logged in (the welcome chaser)',
        description:
          'Queues the welcomeChaser email to each member named in userIds (at most ' +
          `${maxWelcomeChaserUsers}), or, without userIds (or with no body), to every member of ` +
          'the event who has never logged in: a fresh set-password link (7 days) while the ' +
          'account has no password, the login page once it has. successfulIds lists the ' +
          'members reminded. ' +
          'failedEmails lists the email of each named member who has already logged in (or ' +
          'whose email could not be queued), and each named id that is not a member of this ' +
          "event as the id itself. Errors: 400 'Invalid user' with the field paths ('Choose at " +
          "least one user', 'User ID is empty', …).",
        params: z.object({ eventId: z.string() }),
        body: welcomeChaserInputSchema,
        response: { 200: welcomeChaserResultSchema },
      },
    },
    async (request) => sendWelcomeChaser(app.deps, request.eventContext, request.body),
  );
};
