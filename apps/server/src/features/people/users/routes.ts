import { messages } from '@showdesk/domain/common/errors';
import { hasPermission } from '@showdesk/domain/people/permissions';
import {
  deleteUserQuerySchema,
  updatePermissionsInputSchema,
  userListQuerySchema,
  userPageSchema,
  userSchema,
} from '@showdesk/domain/people/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { pageOf } from '../../../lib/paging.ts';
import { eventParams, eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { getUser, listUsers, type UserRow, updatePermissions } from './queries.ts';
import { deleteUser } from './service.ts';

const toUser = <T extends UserRow>(row: T) => ({
  ...row,
  lastLoginInTime: row.lastLoginInTime?.toISOString() ?? null,
});
const params = recordParams('userId');

/** The event's users, for organisers. Registered inside the tenancy guard. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['users'], permission: 'moderator' });
  const { deps } = routes;

  routes.get(
    '/users',
    {
      summary: 'One page of the members of the event, sorted by first name',
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches first name, surname, ' +
        'full name or email; sort firstName (default), surname, email, permissions, team, ' +
        'lastLogin (prefix - for descending); filter hasLoggedIn:true|false, ' +
        'isInvited:true|false (invited from another event, not accepted yet), ' +
        'permissions:<level>, teamId:<id> or teamId:none.',
      params: eventParams,
      querystring: userListQuerySchema,
      response: userPageSchema,
    },
    async (request) => {
      const { rows, total } = await listUsers(deps.db, request.eventContext.eventId, request.query);
      return pageOf(rows.map(toUser), total, request.query);
    },
  );

  routes.get(
    '/users/:userId',
    { summary: 'One member of the event', params, response: userSchema },
    async (request) => {
      const row = await getUser(deps.db, request.eventContext.eventId, request.params.userId);
      if (!row) throw AppError.notFound(messages.userNotFound);
      return toUser(row);
    },
  );

  routes.patch(
    '/users/:userId/permissions',
    {
      summary: "Change a member's permission level (never above the caller's own)",
      params,
      body: updatePermissionsInputSchema,
      response: userSchema,
    },
    async (request) => {
      const { eventId, userId: callerId, permissions: callerLevel } = request.eventContext;
      const target = await getUser(deps.db, eventId, request.params.userId);
      if (!target) throw AppError.notFound(messages.userNotFound);
      if (target.id === callerId)
        throw AppError.forbidden(/*i18n*/ "You can't change your own permission level");
      if (
        !hasPermission(callerLevel, target.permissions) ||
        !hasPermission(callerLevel, request.body.permissions)
      ) {
        throw AppError.forbidden();
      }
      await updatePermissions(deps.db, eventId, target.id, request.body.permissions, callerId);
      return toUser({ ...target, permissions: request.body.permissions });
    },
  );

  routes.delete(
    '/users/:userId',
    {
      summary: 'Delete a user from the event, handing what they own to another member',
      description:
        'transferToUserId receives their team ownership and their submissions (made or last ' +
        'changed; and, as those features arrive, their comments, replies and task statuses). ' +
        'Their login goes too when they ' +
        "belong to no other event. Errors: 400 'User ID is empty', 400 'Invalid user' (unknown " +
        'or same receiver), 403 "Can\'t self delete" or a user above the caller, 404 \'User not ' +
        "found', 409 'Invalid team owner' when the receiver is in another team.",
      params,
      querystring: deleteUserQuerySchema,
      status: 204,
    },
    (request) =>
      deleteUser(deps, request.eventContext, request.params.userId, request.query.transferToUserId),
  );
};
