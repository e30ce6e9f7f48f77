import { messages } from '@showdesk/domain/errors';
import { hasPermission } from '@showdesk/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { getMember } from '../features/users/queries.ts';
import { AppError } from '../lib/app-error.ts';
import { requireAuthUser } from './authenticate.ts';

/**
 * Guards every route registered inside it (all under /api/v1/events/:eventId): before the body is
 * even parsed, the caller must be logged in and a member of that event, at the route's level.
 * An event the caller does not belong to answers exactly like one that does not exist.
 */
export async function tenancy(app: FastifyInstance) {
  app.decorateRequest('eventContext', null as never);
  app.addHook('onRequest', async (request) => {
    const { eventId } = request.params as { eventId?: string };
    const user = await requireAuthUser(request);
    const member = eventId ? await getMember(app.deps.db, eventId, user.userId) : null;
    if (!member) throw AppError.notFound(messages.eventNotFound);
    const required = request.routeOptions.config.permission ?? 'user';
    if (!hasPermission(member.permissions, required)) throw AppError.forbidden();
    request.eventContext = {
      userId: user.userId,
      eventId: member.eventId,
      permissions: member.permissions,
    };
  });
}
