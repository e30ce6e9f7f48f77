import {
  createStandShareInputSchema,
  createTeamInputSchema,
  teamListQuerySchema,
  updateTeamInputSchema,
} from '@showdesk/domain/people/team-inputs';
import {
  teamDetailSchema,
  teamOptionListSchema,
  teamPageSchema,
} from '@showdesk/domain/people/teams';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTeamOptions } from './queries.ts';
import { getTeamDetail, listEventTeamPage } from './read.ts';
import { addStandShare, addTeam, editTeam, removeTeam } from './service.ts';

const tags = ['teams'];
const eventParams = z.object({ eventId: z.string() });
const params = eventParams.extend({ teamId: z.string() });
const config = { permission: 'moderator' as const };
const writeErrors =
  "Errors: 400 'Invalid team' (or 'Invalid team owner': a new owner needs ownerFirstName and " +
  "ownerSurname) with the field paths, including required and unknown custom fields; 409 'This " +
  "user is already in a team' when the owner is in another team.";

/** Teams and stand shares (spec section 3, Team), for moderators and up. Inside the tenancy guard. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/teams',
    {
      config,
      schema: {
        tags,
        summary: 'One page of the teams by name, with owner and member count',
        description:
          'The list convention (?page&pageSize&sort&q&filter). q matches the team name or the ' +
          'owner’s name or email; sort name (default), owner, members, standShare (prefix - for ' +
          'descending); filter teamTypeId:<id>|none, standShareRole:parent|child|none.',
        params: eventParams,
        querystring: teamListQuerySchema,
        response: { 200: teamPageSchema },
      },
    },
    async (request) => listEventTeamPage(app.deps, request.eventContext.eventId, request.query),
  );

  app.get(
    '/team-options',
    {
      config,
      schema: {
        tags,
        summary: 'Every team in short (id, name, team type, member count), for pick lists',
        params: eventParams,
        response: { 200: teamOptionListSchema },
      },
    },
    async (request) => ({
      teams: await listTeamOptions(app.deps.db, request.eventContext.eventId),
    }),
  );

  app.post(
    '/teams',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a team with its owner (an existing account, or a new one without a password)',
        description: writeErrors,
        params: eventParams,
        body: createTeamInputSchema,
        response: { 201: teamDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addTeam(app.deps, request.eventContext, request.body)),
  );

  app.get(
    '/teams/:teamId',
    {
      config,
      schema: {
        tags,
        summary: 'One team with its members',
        params,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) => getTeamDetail(app.deps, request.eventContext.eventId, request.params.teamId),
  );

  app.patch(
    '/teams/:teamId',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Change a team (name, owner among its members, organiser flag, type, custom fields)',
        description: writeErrors,
        params,
        body: updateTeamInputSchema,
        response: { 200: teamDetailSchema },
      },
    },
    async (request) =>
      editTeam(app.deps, request.eventContext, request.params.teamId, request.body),
  );

  app.delete(
    '/teams/:teamId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a team (its people stay members of the event)',
        description: "Errors: 409 'Can't delete a team with stand shares still in it'.",
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeTeam(app.deps, request.eventContext, request.params.teamId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/teams/:parentId/stand-shares',
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        summary: 'Add a stand share: a child team of this (parent or ordinary) team',
        description: `${writeErrors} 409 when the parent is itself a stand share.`,
        params: eventParams.extend({ parentId: z.string() }),
        body: createStandShareInputSchema,
        response: { 201: teamDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await addStandShare(
            app.deps,
            request.eventContext,
            request.params.parentId,
            request.body,
          ),
        ),
  );
};
