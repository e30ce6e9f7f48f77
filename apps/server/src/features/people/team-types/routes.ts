import {
  createTeamTypeInputSchema,
  teamTypeListQuerySchema,
  teamTypeListSchema,
  teamTypePageSchema,
  teamTypeSchema,
  updateTeamTypeInputSchema,
} from '@showdesk/domain/people/team-types';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import {
  addTeamType,
  editTeamType,
  getEventTeamType,
  listEventTeamTypes,
  pageEventTeamTypes,
  removeTeamType,
} from './service.ts';

const errors =
  "Errors: 400 'Invalid team type' with the field paths (an unknown team: 'Team not found'); " +
  "409 when a team is already in another type ('(Already In A Group)').";

/** Team types (spec section 3), for admins. Registered inside the tenancy guard. */
export const teamTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  recordRoutes(eventRoutes(app, { tags: ['team types'], permission: 'admin' }), {
    path: '/team-types',
    idParam: 'teamTypeId',
    list: {
      summary: 'One page of the team types by name, each with its team ids',
      description:
        'The list convention (?page&pageSize&sort&q). q matches the name; sort name ' +
        '(default), teams (how many), updatedAt (prefix - for descending). Forms that choose ' +
        'a team type read them all from GET /team-types/all.',
      querystring: teamTypeListQuerySchema,
      response: teamTypePageSchema,
      run: pageEventTeamTypes,
    },
    options: {
      path: '/team-types/all',
      summary: 'Every team type by name, each with its team ids (for forms that choose one)',
      response: teamTypeListSchema,
      run: async (deps, eventId) => ({ teamTypes: await listEventTeamTypes(deps, eventId) }),
    },
    create: {
      summary: 'Add a team type with its teams',
      description: errors,
      body: createTeamTypeInputSchema,
      response: teamTypeSchema,
      run: addTeamType,
    },
    get: { summary: 'One team type', response: teamTypeSchema, run: getEventTeamType },
    update: {
      summary: 'Rename a team type and/or replace its teams',
      description: errors,
      body: updateTeamTypeInputSchema,
      response: teamTypeSchema,
      run: editTeamType,
    },
    remove: { summary: 'Delete a team type; its teams are left in no type', run: removeTeamType },
  });
};
