import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import { teamDetailSchema, teamMemberDetailSchema } from '@showdesk/domain/people/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { addTeamMemberAsOrganiser, removeMemberFromTeam } from './members.ts';
import { getTeamMemberDetail } from './read.ts';

const teamParams = recordParams('teamId');
const params = teamParams.extend({ userId: z.string() });

/** Members of a team, for moderators and up. Inside the tenancy guard. */
export const teamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['teams'], permission: 'moderator' });
  routes.post(
    '/teams/:teamId/members',
    {
      summary: 'Add a member to a team (an existing account, or a new one without a password)',
      description:
        "Errors: 400 'Invalid user' (a new person needs firstName and surname); 409 'This team " +
        "is full (Team Full)' at the variables' teamMemberLimit, 'This user is already in a team'.",
      params: teamParams,
      body: addTeamMemberInputSchema,
      response: teamDetailSchema,
      status: 201,
      checkedByService: true,
    },
    (request) =>
      addTeamMemberAsOrganiser(app.deps, request.eventContext, request.params.teamId, request.body),
  );

  routes.get(
    '/teams/:teamId/members/:userId',
    { summary: 'One member of a team', params, response: teamMemberDetailSchema },
    ({ eventContext, params: { teamId, userId } }) =>
      getTeamMemberDetail(app.deps, eventContext.eventId, teamId, userId),
  );

  routes.delete(
    '/teams/:teamId/members/:userId',
    {
      summary: 'Take a member out of a team (they stay a member of the event)',
      description: "Errors: 409 'Choose another owner before removing the team owner'.",
      params,
      status: 204,
    },
    ({ eventContext, params: { teamId, userId } }) =>
      removeMemberFromTeam(app.deps, eventContext, teamId, userId),
  );
};
