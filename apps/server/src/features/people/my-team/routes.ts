import {
  createMyStandShareInputSchema,
  myTeamSchema,
  updateMyTeamInputSchema,
} from '@showdesk/domain/people/my-team';
import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes, eventParams as params } from '../../../lib/routes/event-routes.ts';
import { addMyStandShare, addMyTeamMember, getMyTeam, updateMyTeam } from './service.ts';

const ownerOnly = "403 'Only the team owner can do that' for a member of the team";
const noTeam = "404 'No team found for user with ID {id}'";
/** Writes are for the team's owner: the tenancy guard checks it before the body is read. */
const ownerOnlyConfig = { permission: 'user', teamRole: 'owner' } as const;

/** The caller's own team (any member; owners change it). Inside the tenancy guard. */
export const myTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['my team'], config: ownerOnlyConfig });
  const { deps } = routes;

  routes.get(
    '/my-team',
    {
      summary: "The caller's team, its members, stand shares and the custom fields it sees",
      description: `Errors: ${noTeam}.`,
      params,
      response: myTeamSchema,
      config: { permission: 'user' },
    },
    (request) => getMyTeam(deps, request.eventContext),
  );

  routes.patch(
    '/my-team',
    {
      summary: 'Fill in the custom fields the team sees (owner)',
      description: `Errors: 400 'Invalid team' with the field paths (unknown, hidden or empty required fields); ${ownerOnly}; ${noTeam}.`,
      params,
      body: updateMyTeamInputSchema,
      response: myTeamSchema,
      checkedByService: true,
    },
    (request) => updateMyTeam(deps, request.eventContext, request.body),
  );

  routes.post(
    '/my-team/members',
    {
      summary: 'Add a member to the team (owner), up to the team member limit',
      description: `Errors: 400 'Invalid user'; 409 'This team is full (Team Full)', 'This user is already in a team'; ${ownerOnly}; ${noTeam}.`,
      params,
      body: addTeamMemberInputSchema,
      response: myTeamSchema,
      status: 201,
      checkedByService: true,
    },
    (request) => addMyTeamMember(deps, request.eventContext, request.body),
  );

  routes.post(
    '/my-team/stand-shares',
    {
      summary: 'Add a stand share under the team (owner of a parent or ordinary team)',
      description: `Errors: 400 'Invalid team' / 'Invalid team owner'; 409 when the team is itself a stand share or the new owner is in a team; ${ownerOnly}; ${noTeam}.`,
      params,
      body: createMyStandShareInputSchema,
      response: myTeamSchema,
      status: 201,
      checkedByService: true,
    },
    (request) => addMyStandShare(deps, request.eventContext, request.body),
  );
};
