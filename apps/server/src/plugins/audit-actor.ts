import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { withActor } from '../db/audit-actor.ts';
import { resolvedAuthUser } from './authenticate.ts';

/**
 * Who a request acts for in the audit trail: the API token of an event route called with one,
 * else the event route's caller, else the logged-in person (the platform's and the account's
 * routes), else nobody (a guest, a login: the system).
 */
function actorOf(request: FastifyRequest): string | null {
  const context = request.eventContext;
  if (context?.tokenId) return `token:${context.tokenId}`;
  if (context?.userId) return `person:${context.userId}`;
  const user = resolvedAuthUser(request);
  return user ? `person:${user.userId}` : null;
}

/**
 * Every route's handler runs on behalf of its caller (db/audit-actor.ts): each transaction it
 * opens names them to the audit triggers, so no service writes a line for the trail.
 */
export const auditActorPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route) => {
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function actingHandler(request, reply) {
      // Nobody logged in: a guest (a public form, a login).
      return withActor({ actor: () => actorOf(request), label: 'Guest' }, () =>
        handler.call(this, request, reply),
      );
    } as RouteHandlerMethod;
  });
});
