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
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import { listTeamOptions } from './queries.ts';
import { getTeamDetail, listEventTeamPage } from './read.ts';
import { addStandShare, addTeam, editTeam, removeTeam } from './service.ts';

const writeErrors =
  "Errors: 400 'Invalid team' (or 'Invalid team owner': a new owner needs ownerFirstName and " +
  "ownerSurname) with the field paths, including required and unknown custom fields; 409 'This " +
  "user is already in a team' when the owner is in another team.";

/** Teams and stand shares (spec section 3, Team), for moderators and up. Inside the tenancy guard. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['teams'], permission: 'moderator' });
  recordRoutes(routes, {
    path: '/teams',
    idParam: 'teamId',
    list: {
      summary: 'One page of the teams by name, with owner and member count',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the team name or the ' +
        'owner’s name or email; sort name (default), owner, members, standShare (prefix - for ' +
        'descending); filter teamTypeId:<id>|none, standShareRole:parent|child|none.',
      querystring: teamListQuerySchema,
      response: teamPageSchema,
      run: listEventTeamPage,
    },
    options: {
      path: '/team-options',
      summary: 'Every team in short (id, name, team type, member count), for pick lists',
      response: teamOptionListSchema,
      run: async (deps, eventId) => ({ teams: await listTeamOptions(deps.db, eventId) }),
    },
    create: {
      summary: 'Add a team with its owner (an existing account, or a new one without a password)',
      description: writeErrors,
      body: createTeamInputSchema,
      response: teamDetailSchema,
      run: addTeam,
    },
    get: { summary: 'One team with its members', response: teamDetailSchema, run: getTeamDetail },
    update: {
      summary: 'Change a team (name, owner among its members, organiser flag, type, custom fields)',
      description: writeErrors,
      body: updateTeamInputSchema,
      response: teamDetailSchema,
      run: editTeam,
    },
    remove: {
      summary: 'Delete a team (its people stay members of the event)',
      description: "Errors: 409 'Can't delete a team with stand shares still in it'.",
      run: removeTeam,
    },
  });

  routes.post(
    '/teams/:parentId/stand-shares',
    {
      summary: 'Add a stand share: a child team of this (parent or ordinary) team',
      description: `${writeErrors} 409 when the parent is itself a stand share.`,
      params: recordParams('parentId'),
      body: createStandShareInputSchema,
      response: teamDetailSchema,
      status: 201,
      checkedByService: true,
    },
    (request) =>
      addStandShare(app.deps, request.eventContext, request.params.parentId, request.body),
  );
};
