import { messages } from '@showdesk/domain/errors';
import { hasPermission, permissionLevels } from '@showdesk/domain/permissions';
import { teamMessages } from '@showdesk/domain/teams';
import type { FastifyInstance } from 'fastify';
import { getTeamIdOfUser, listTeamsOwnedBy } from '../features/teams/queries.ts';
import { getMember } from '../features/users/queries.ts';
import { AppError } from '../lib/app-error.ts';
import { guardedByTenancy } from '../security/route-access.ts';
import { requireAuthUser } from './authenticate.ts';

/**
 * Guards every route registered inside it (all under /api/v1/events/:eventId): before the body is
 * even parsed, the caller must be logged in and a member of that event, at the route's level,
 * and, where the route says so, the owner of their team. An event the caller does not belong to
 * answers exactly like one that does not exist.
 *
 * Every route must declare its level (`config.permission`): a route without one is refused when
 * it is registered, so no route is open to every member by forgetting it.
 */
export async function tenancy(app: FastifyInstance) {
  app.decorateRequest('eventContext', null as never);

  app.addHook('onRoute', (route) => {
    const name = `${route.method} ${route.url}`;
    const permission = route.config?.permission;
    if (!permission || !(permissionLevels as readonly string[]).includes(permission)) {
      throw new Error(`${name}: an event route must declare config.permission`);
    }
    if (route.config?.teamRole && permission !== 'user') {
      throw new Error(`${name}: a team owner route is for members (permission 'user')`);
    }
    guardedByTenancy.add(route);
  });

  app.addHook('onRequest', async (request) => {
    const { eventId } = request.params as { eventId?: string };
    const user = await requireAuthUser(request);
    const member = eventId ? await getMember(app.deps.db, eventId, user.userId) : null;
    if (!member) throw AppError.notFound(messages.eventNotFound);
    const { permission, teamRole } = request.routeOptions.config;
    if (!permission || !hasPermission(member.permissions, permission)) {
      throw AppError.forbidden();
    }
    if (teamRole === 'owner') await requireTeamOwner(app, member.eventId, user.userId);
    request.eventContext = {
      userId: user.userId,
      eventId: member.eventId,
      permissions: member.permissions,
    };
  });
}

/**
 * The caller must own their team: a member of the team gets 403, someone with no team 404 (as
 * the my-team routes answered before the guard took the check over). Services that write the
 * team check it again with the team row locked.
 */
async function requireTeamOwner(app: FastifyInstance, eventId: string, userId: string) {
  const teamId = await getTeamIdOfUser(app.deps.db, eventId, userId);
  if (!teamId) throw AppError.notFound(teamMessages.noTeam(userId));
  const owned = await listTeamsOwnedBy(app.deps.db, eventId, userId);
  if (!owned.some((team) => team.id === teamId)) throw AppError.forbidden(teamMessages.notOwner);
}
