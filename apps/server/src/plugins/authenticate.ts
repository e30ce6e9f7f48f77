import { messages } from '@showdesk/domain/errors';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export interface AuthUser {
  userId: string;
  email: string;
  sessionToken: string;
}

const perRequest = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Sessions this process verified in the last few seconds, by the signed session cookie, so a
 * page's burst of API calls does not re-read the session tables for each one. Logout, password
 * and email changes call `forgetVerifiedSessions`; another process's logout takes effect here
 * within `verifiedTtlMs`.
 */
const verifiedTtlMs = 5_000;
const verifiedMax = 10_000;
const verifiedByAuth = new WeakMap<object, Map<string, { user: AuthUser; until: number }>>();

function verifiedOf(auth: object) {
  let verified = verifiedByAuth.get(auth);
  if (!verified) {
    verified = new Map();
    verifiedByAuth.set(auth, verified);
  }
  return verified;
}

/** The session cookie as sent (token and signature), whatever its secure prefix. */
function sessionCookieOf(request: FastifyRequest): string | undefined {
  const cookies = request.cookies ?? {};
  for (const [name, value] of Object.entries(cookies)) {
    if (name.endsWith('showdesk.session_token') && value) return value;
  }
  return undefined;
}

/** Forgets every session this process verified; the next request of each checks the database. */
export function forgetVerifiedSessions(auth: object) {
  verifiedByAuth.get(auth)?.clear();
}

async function verifySession(request: FastifyRequest): Promise<AuthUser | null> {
  const { auth } = request.server.deps;
  const cookie = sessionCookieOf(request);
  if (!cookie) return null;
  const verified = verifiedOf(auth);
  const now = Date.now();
  const hit = verified.get(cookie);
  if (hit && hit.until > now) return hit.user;
  const result = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!result) {
    verified.delete(cookie);
    return null;
  }
  const user = {
    userId: result.user.id,
    email: result.user.email,
    sessionToken: result.session.token,
  };
  const until = Math.min(now + verifiedTtlMs, new Date(result.session.expiresAt).getTime());
  if (verified.size >= verifiedMax) verified.delete(verified.keys().next().value as string);
  verified.set(cookie, { user, until });
  return user;
}

export function requestHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The logged-in user of a request, or null; looked up once per request. */
export function getAuthUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = verifySession(request);
    perRequest.set(request, pending);
  }
  return pending;
}

export async function requireAuthUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await getAuthUser(request);
  if (!user) throw AppError.unauthenticated(messages.notAuthenticated);
  return user;
}
