import {
  currentWelcomeChaserSchema,
  maxWelcomeChaserUsers,
  welcomeChaserInputSchema,
  welcomeChaserPermission,
  welcomeChaserSchema,
} from '@showdesk/domain/people/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { getCurrentWelcomeChaser, getWelcomeChaser, startWelcomeChaser } from './chaser.ts';

/** Invitation calls under an event (the welcome chaser). Inside the tenancy guard. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // The level of /admin/users, where the action lives (see welcomeChaserPermission).
  const routes = eventRoutes(app, { tags: ['invitations'], permission: welcomeChaserPermission });
  const { deps } = routes;

  routes.post(
    '/invitations/welcome-chaser',
    {
      summary: 'Remind invited members who have never logged in (the welcome chaser)',
      description:
        'Starts a background send of the welcomeChaser email to each member named in userIds ' +
        `(at most ${maxWelcomeChaserUsers}), or, without userIds (or with no body), to every ` +
        'member of the event who has never logged in: a fresh set-password link (7 days) while ' +
        'the account has no password, the login page once it has. Answers 202 at once with the ' +
        'send; GET /invitations/welcome-chaser/{chaserId} tells its progress, and once it has ' +
        'finished, successfulIds lists the members reminded. ' +
        'failedEmails lists the email of each named member who has already logged in (or ' +
        'whose email could not be queued), and each named id that is not a member of this ' +
        "event as the id itself. Errors: 400 'Invalid user' with the field paths ('Choose at " +
        "least one user', 'User ID is empty', …).",
      params: eventParams,
      body: welcomeChaserInputSchema,
      response: welcomeChaserSchema,
      status: 202,
      checkedByService: true,
    },
    (request) => startWelcomeChaser(deps, request.eventContext, request.body),
  );

  routes.get(
    '/invitations/welcome-chaser/current',
    {
      summary: "The event's welcome reminder send still running, if any",
      description:
        'The newest send of the event that is queued or running, with its progress, or null: ' +
        'the users screen finds a send it started before a reload.',
      params: eventParams,
      response: currentWelcomeChaserSchema,
    },
    (request) => getCurrentWelcomeChaser(deps, request.eventContext),
  );

  routes.get(
    '/invitations/welcome-chaser/:chaserId',
    {
      summary: 'A welcome reminder send and its progress',
      description:
        "Counts of the send's members by outcome (sent, skipped, failed, of total); once it " +
        "has finished, successfulIds too. Errors: 404 'Welcome reminder send not found'.",
      params: recordParams('chaserId'),
      response: welcomeChaserSchema,
    },
    (request) => getWelcomeChaser(deps, request.eventContext, request.params.chaserId),
  );
};
