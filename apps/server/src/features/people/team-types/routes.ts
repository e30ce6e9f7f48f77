import {
  createTeamTypeInputSchema,
  teamTypeListQuerySchema,
  teamTypeListSchema,
  teamTypePageSchema,
  teamTypeSchema,
  updateTeamTypeInputSchema,
} from '@showdesk/domain/people/team-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addTeamType,
  editTeamType,
  getEventTeamType,
  listEventTeamTypes,
  pageEventTeamTypes,
  removeTeamType,
} from './service.ts';

const tags = ['team types'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ teamTypeId: z.string() });
const config = { permission: 'admin' as const };
const errors =
  "Errors: 400 'Invalid team type' with the field paths (an unknown team: 'Team not found'); " +
  "409 when a team is already in another type ('(Already In A Group)').";

/** Team types (spec section 3), for admins. Registered inside the tenancy guard. */
export const teamTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/team-types',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the team types by name, each with its team ids',
        description:
          'The list convention (?page&pageSize&sort&q). q matches the name; sort name ' +
          '(default), teams (how many), updatedAt (prefix - for descending). Forms that choose ' +
          'a team type read them all from GET /team-types/all.',
        params: eventParams,
        querystring: teamTypeListQuerySchema,
        response: { 200: teamTypePageSchema },
      },
    },
    async (request) => pageEventTeamTypes(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/team-types/all',
    {
      config,
      schema: {
        tags,
        summary: 'Every team type by name, each with its team ids (for forms that choose one)',
        params: eventParams,
        response: { 200: teamTypeListSchema },
      },
    },
    async (request) => ({
      teamTypes: await listEventTeamTypes(app.deps, request.eventContext.eventId),
    }),
  );

  app.post(
    '/team-types',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a team type with its teams',
        description: errors,
        params: eventParams,
        body: createTeamTypeInputSchema,
        response: { 201: teamTypeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTeamType(app.deps, request.eventContext, request.body)),
  );

  app.get(
    '/team-types/:teamTypeId',
    {
      config,
      schema: { tags, summary: 'One team type', params, response: { 200: teamTypeSchema } },
    },
    async (request) =>
      getEventTeamType(app.deps, request.eventContext.eventId, request.params.teamTypeId),
  );

  app.patch(
    '/team-types/:teamTypeId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Rename a team type and/or replace its teams',
        description: errors,
        params,
        body: updateTeamTypeInputSchema,
        response: { 200: teamTypeSchema },
      },
    },
    async (request) =>
      editTeamType(app.deps, request.eventContext, request.params.teamTypeId, request.body),
  );

  app.delete(
    '/team-types/:teamTypeId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a team type; its teams are left in no type',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeTeamType(app.deps, request.eventContext, request.params.teamTypeId);
      return reply.status(204).send(null);
    },
  );
};
