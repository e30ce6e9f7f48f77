import { createHash } from 'node:crypto';
import { messages } from '@showdesk/domain/common/errors';
import {
  apiTokenMessages,
  scopeAllows,
  type TokenScopes,
  tokenPrefix,
} from '@showdesk/domain/integrations/api-tokens';
import { hasPermission, isAdmin } from '@showdesk/domain/people/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventContext } from '../app-deps.ts';
import { AppError } from '../lib/app-error.ts';
import { personOnly } from '../security/token-scopes.ts';
import { readerOf } from './caller-reader.ts';
import { findEventCallerByToken, recordTokenUse } from './event-caller.ts';

/** The SHA-256 (hex) an API token is stored and looked up by; the token itself is never kept. */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const bearer = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * The token of an `Authorization: Bearer <token>` header; null for a request without one (a
 * browser's, with its session cookie). Any other Authorization scheme is no token either.
 */
export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return bearer.exec(header)?.[1] ?? null;
}

/** A token's shape, checked before it costs a query: `sdt_` and 43 base64url characters. */
const tokenShape = new RegExp(`^${tokenPrefix}[A-Za-z0-9_-]{43}$`);

type RateLimitCheck = (request: FastifyRequest) => Promise<{
  isAllowed: boolean;
  isExceeded: boolean;
  ttlInSeconds?: number;
  ttl?: number;
}>;

/** Counts an API token's requests (null where the app has no rate limiter: bare test apps). */
export type TokenRateLimit = {
  check: RateLimitCheck;
  /** The token a request is counted for, read by the limiter's key. */
  tokens: WeakMap<FastifyRequest, string>;
} | null;

/**
 * Requests per minute per token in this process (TOKEN_RATE_LIMIT_MAX), through
 * @fastify/rate-limit's store: one count per token for every event route, made once by the
 * tenancy guard for all the routes inside it.
 */
export function tokenRateLimit(app: FastifyInstance): TokenRateLimit {
  const max = (app as Partial<Pick<FastifyInstance, 'deps'>>).deps?.config.tokenRateLimitMax;
  if (!max || !app.hasDecorator('createRateLimit')) return null;
  const tokens = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) => `api-token:${tokens.get(request) ?? ''}`,
  }) as RateLimitCheck;
  return { check, tokens };
}

async function refuseOverLimit(limit: TokenRateLimit, request: FastifyRequest, tokenId: string) {
  if (!limit) return;
  limit.tokens.set(request, tokenId);
  const result = await limit.check(request);
  if (!result.isAllowed && result.isExceeded) {
    const seconds = Math.max(1, Math.ceil(result.ttlInSeconds ?? (result.ttl ?? 60_000) / 1000));
    throw AppError.tooManyRequests(apiTokenMessages.rateLimited(seconds), seconds);
  }
}

/**
 * The caller of an event route called with an API token (`Authorization: Bearer`), in the
 * guard's one query (event-caller.ts). Refused, in this order:
 * - 401 when it is no token, or is revoked, expired, or its creator is no longer an admin of
 *   its event (whatever the path's event);
 * - 429 over TOKEN_RATE_LIMIT_MAX requests a minute;
 * - 404 'Event ID not found', exactly as a missing event, for any event but the token's;
 * - 403 on a route about a person, above admin level, or outside the token's scope (GET and
 *   HEAD need read or write on the route's area, anything else write).
 * It acts as an admin of the event (never a platform admin) in no team, stamping records with
 * its creator's id; `tokenId` names it in the audit trail.
 */
export async function tokenEventContext(
  request: FastifyRequest,
  eventId: string,
  token: string,
  limit: TokenRateLimit,
): Promise<EventContext> {
  if (!tokenShape.test(token)) throw AppError.unauthenticated(apiTokenMessages.unknownToken);
  const { db } = request.server.deps;
  const caller = await findEventCallerByToken(db, apiTokenHash(token), eventId);
  if (!caller) throw AppError.unauthenticated(apiTokenMessages.unknownToken);
  if (caller.isRevoked) throw AppError.unauthenticated(apiTokenMessages.revoked);
  if (caller.isExpired) throw AppError.unauthenticated(apiTokenMessages.expired);
  if (!caller.userId || !isAdmin(caller.creatorPermissions)) {
    throw AppError.unauthenticated(apiTokenMessages.suspended);
  }
  await refuseOverLimit(limit, request, caller.tokenId);
  if (caller.tokenEventId !== eventId) throw AppError.notFound(messages.eventNotFound);

  const { config } = request.routeOptions;
  // Set on every route of the guard as it is registered (tenancy.ts).
  const scope = config.tokenScope ?? null;
  if (scope === null) throw AppError.forbidden(apiTokenMessages.noArea);
  if (scope === personOnly) throw AppError.forbidden(apiTokenMessages.personalRoute);
  if (!config.permission || !hasPermission('admin', config.permission)) {
    throw AppError.forbidden(apiTokenMessages.aboveAdmin);
  }
  if (!scopeAllows(caller.scopes as TokenScopes, scope, request.method)) {
    throw AppError.forbidden(apiTokenMessages.outOfScope(scope, request.method));
  }
  if (caller.isLastUseStale) {
    await recordTokenUse(db, { eventId, tokenId: caller.tokenId }, request.ip);
  }
  return {
    userId: caller.userId,
    eventId,
    permissions: 'admin',
    tokenId: caller.tokenId,
    team: null,
    reader: readerOf('admin', null),
    contentVersion: caller.contentVersion,
    isClosed: caller.isClosed,
  };
}
