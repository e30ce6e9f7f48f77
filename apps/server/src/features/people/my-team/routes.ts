import {
  createMyStandShareInputSchema,
  myTeamSchema,
  updateMyTeamInputSchema,
} from '@showdesk/domain/people/my-team';
import { addTeamMemberInputSchema } from '@showdesk/domain/people/team-inputs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addMyStandShare, addMyTeamMember, getMyTeam, updateMyTeam } from './service.ts';

const tags = ['my team'];
const params = z.object({ eventId: z.string() });
const ownerOnly = "403 'Only the team owner can do that' for a member of the team";
const noTeam = "404 'No team found for user with ID {id}'";
/** Writes are for the team's owner: the tenancy guard checks it before the body is read. */
const ownerOnlyConfig = { permission: 'user', teamRole: 'owner' } as const;

/** The caller's own team (any member; owners change it). Inside the tenancy guard. */
export const myTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-team',
    {
      config: { permission: 'user' },
      schema: {
        tags,
        summary: "The caller's team, its members, stand shares and the custom fields it sees",
        description: `Errors: ${noTeam}.`,
        params,
        response: { 200: myTeamSchema },
      },
    },
    async (request) => getMyTeam(app.deps, request.eventContext),
  );

  app.patch(
    '/my-team',
    {
      config: ownerOnlyConfig,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Fill in the custom fields the team sees (owner)',
        description: `Errors: 400 'Invalid team' with the field paths (unknown, hidden or empty required fields); ${ownerOnly}; ${noTeam}.`,
        params,
        body: updateMyTeamInputSchema,
        response: { 200: myTeamSchema },
      },
    },
    async (request) => updateMyTeam(app.deps, request.eventContext, request.body),
  );

  app.post(
    '/my-team/members',
    {
      config: ownerOnlyConfig,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a member to the team (owner), up to the team member limit',
        description: `Errors: 400 'Invalid user'; 409 'This team is full (Team Full)', 'This user is already in a team'; ${ownerOnly}; ${noTeam}.`,
        params,
        body: addTeamMemberInputSchema,
        response: { 201: myTeamSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addMyTeamMember(app.deps, request.eventContext, request.body)),
  );

  app.post(
    '/my-team/stand-shares',
    {
      config: ownerOnlyConfig,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a stand share under the team (owner of a parent or ordinary team)',
        description: `Errors: 400 'Invalid team' / 'Invalid team owner'; 409 when the team is itself a stand share or the new owner is in a team; ${ownerOnly}; ${noTeam}.`,
        params,
        body: createMyStandShareInputSchema,
        response: { 201: myTeamSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addMyStandShare(app.deps, request.eventContext, request.body)),
  );
};
