import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import { teamDetailSchema, teamMemberDetailSchema } from '@showdesk/domain/people/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addTeamMemberAsOrganiser, removeMemberFromTeam } from './members.ts';
import { getTeamMemberDetail } from './read.ts';

const tags = ['teams'];
const teamParams = z.object({ eventId: z.string(), teamId: z.string() });
const params = teamParams.extend({ userId: z.string() });
const config = { permission: 'moderator' as const };

/** Members of a team, for moderators and up. Inside the tenancy guard. */
export const teamMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams/:teamId/members',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a member to a team (an existing account, or a new one without a password)',
        description:
          "Errors: 400 'Invalid user' (a new person needs firstName and surname); 409 'This team " +
          "is full (Team Full)' at the variables' teamMemberLimit, 'This user is already in a team'.",
        params: teamParams,
        body: addTeamMemberInputSchema,
        response: { 201: teamDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addTeamMemberAsOrganiser(
            app.deps,
            request.eventContext,
            request.params.teamId,
            request.body,
          ),
        ),
  );

  app.get(
    '/teams/:teamId/members/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'One member of a team',
        params,
        response: { 200: teamMemberDetailSchema },
      },
    },
    async (request) =>
      getTeamMemberDetail(
        app.deps,
        request.eventContext.eventId,
        request.params.teamId,
        request.params.userId,
      ),
  );

  app.delete(
    '/teams/:teamId/members/:userId',
    {
      config,
      schema: {
        tags,
        summary: 'Take a member out of a team (they stay a member of the event)',
        description: "Errors: 409 'Choose another owner before removing the team owner'.",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeMemberFromTeam(
        app.deps,
        request.eventContext,
        request.params.teamId,
        request.params.userId,
      );
      return reply.status(204).send(null);
    },
  );
};
