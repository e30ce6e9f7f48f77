import {
  apiTokenCreatedSchema,
  apiTokenListQuerySchema,
  apiTokenPageSchema,
  apiTokenSchema,
  createApiTokenInputSchema,
  tokenAreas,
} from '@showdesk/domain/integrations/api-tokens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes, recordParams } from '../../../lib/routes/event-routes.ts';
import { recordRoutes } from '../../../lib/routes/record-routes.ts';
import { createApiToken, getApiToken, listApiTokens, revokeApiToken } from './service.ts';

const usage =
  'Send it as `Authorization: Bearer <token>` to the routes under /api/v1/events/{eventId} of ' +
  'this event only (any other event answers 404 as a missing one). It acts as an admin of the ' +
  'event within its scopes: per area (' +
  tokenAreas.join(', ') +
  '), `read` allows GET and HEAD, `write` every method; each route shows its area as ' +
  '`x-token-scope`. Routes about a person (/me, my team, the calendar feed, notifications ' +
  'marked read, these API token routes) refuse tokens. Refusals: 401 for an unknown, revoked ' +
  'or expired token or one whose creator is no longer an admin of the event; 403 outside its ' +
  'scope; 429 over TOKEN_RATE_LIMIT_MAX requests a minute.';

/** A shown token is never kept by a cache. */
const noStore = { 'Cache-Control': 'no-store' };

/**
 * An event's API tokens for integrations, for its admins, always signed in: no token manages
 * tokens (security/token-scopes.ts puts the tag 'api tokens' beyond every scope).
 */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const routes = eventRoutes(app, { tags: ['api tokens'], permission: 'admin' });
  const { deps } = routes;
  recordRoutes(routes, {
    path: '/api-tokens',
    idParam: 'tokenId',
    list: {
      summary: "One page of the event's API tokens, newest first (never their values)",
      description:
        'The list convention (?page&pageSize&sort&q&filter). q matches the name or the ' +
        'prefix; sort createdAt (default -createdAt), name, lastUsedAt, expiresAt; filter ' +
        'status:active|expired|revoked|suspended (suspended: its creator is no longer an admin).',
      querystring: apiTokenListQuerySchema,
      response: apiTokenPageSchema,
      run: listApiTokens,
    },
    create: {
      summary: 'Make an API token: the answer carries the token this once',
      description:
        'The token (`sdt_` and 43 characters) is in `token`, shown this once and never again ' +
        '(Cache-Control: no-store); only its SHA-256 is kept. `expiresOn`: its last day in the ' +
        "event's time zone (today or later; 400 'Invalid API token values' at expiresOn " +
        `otherwise), null for none. ${usage}`,
      body: createApiTokenInputSchema,
      response: apiTokenCreatedSchema,
      replyHeaders: noStore,
      run: createApiToken,
    },
    get: { summary: 'One API token (never its value)', response: apiTokenSchema, run: getApiToken },
  });

  routes.post(
    '/api-tokens/:tokenId/revoke',
    {
      summary: 'Revoke an API token: refused from the next request on, on every app process',
      description:
        "Sets revokedAt; a revoked token answers 401 'This API token has been revoked'. " +
        "Revoking it again changes nothing. 404 'API token not found'.",
      params: recordParams('tokenId'),
      response: apiTokenSchema,
    },
    (request) => revokeApiToken(deps, request.eventContext, request.params.tokenId),
  );
};
