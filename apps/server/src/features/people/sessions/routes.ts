import {
  accountSessionListSchema,
  accountSessionParamsSchema,
  endedSessionsSchema,
} from '@showdesk/domain/people/account-sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAuthCookies } from '../../../lib/auth-cookies.ts';
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { requestHeaders, requireAuthUser } from '../../../plugins/authenticate.ts';
import {
  endAccountSession,
  endMemberSessions,
  endOtherAccountSessions,
  listAccountSessions,
} from './service.ts';

/** Where the logged-in person is logged in, and logging those sessions out (any person). */
export const accountSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['auth'], config: { access: 'session' } });
  const { deps } = routes;
  // The list names addresses and devices: not for a shared cache.
  const noStore = { 'cache-control': 'no-store' };

  routes.get(
    '/api/v1/auth/sessions',
    {
      summary: "The caller's live sessions: device, address, when started and last seen",
      description:
        'On every event’s host; this one first (isCurrent), then by latest activity. A session’s token is never shown. lastSeenAt: the session’s last use, at most five minutes stale; now for this one.',
      params: undefined,
      response: accountSessionListSchema,
      replyHeaders: noStore,
    },
    async (request) => listAccountSessions(deps, await requireAuthUser(request)),
  );

  routes.delete(
    '/api/v1/auth/sessions/:sessionId',
    {
      summary: 'Log out one of the caller’s sessions, on every process at once',
      description:
        "404 'Session not found' for one that has ended or is another person's. Ending the caller's own session is a logout: its cookie is cleared.",
      params: accountSessionParamsSchema,
      status: 204,
    },
    async (request, reply) => {
      const user = await requireAuthUser(request);
      const { setCookie } = await endAccountSession(
        deps,
        user,
        request.params.sessionId,
        requestHeaders(request),
      );
      sendAuthCookies(reply, setCookie);
    },
  );

  routes.post(
    '/api/v1/auth/sessions/end-others',
    {
      summary: 'Log out everywhere else: every session of the caller but this one',
      params: undefined,
      response: endedSessionsSchema,
    },
    async (request) => endOtherAccountSessions(deps, await requireAuthUser(request)),
  );
};

/** An event admin's "end this person's sessions". Registered inside the tenancy guard. */
export const memberSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Ending a person's sessions is done by an admin in person: no API token may (token-scopes.ts).
  const routes = eventRoutes(app, { tags: ['sessions'], permission: 'admin' });

  routes.post(
    '/users/:userId/end-sessions',
    {
      summary: 'End every session of a member of the event (logs them out everywhere)',
      description:
        "Their sessions on every event's host, as a session belongs to the account. 404 'User not found' for someone not in the event; 403 for the caller themself, or a platform admin unless the caller is one. Noted in the event's activity.",
      params: recordParams('userId'),
      response: endedSessionsSchema,
    },
    (request) => endMemberSessions(routes.deps, request.eventContext, request.params.userId),
  );
};
