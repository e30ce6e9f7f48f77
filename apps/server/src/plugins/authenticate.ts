import { messages } from '@showdesk/domain/errors';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

export interface AuthUser {
  userId: string;
  email: string;
  sessionToken: string;
}

const cache = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

export function requestHeaders(request: FastifyRequest): Headers {
  return fromNodeHeaders(request.headers);
}

/** The logged-in user of a request, or null; looked up once per request. */
export function getAuthUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = request.server.deps.auth.api
      .getSession({ headers: requestHeaders(request) })
      .then((result) =>
        result
          ? { userId: result.user.id, email: result.user.email, sessionToken: result.session.token }
          : null,
      );
    cache.set(request, pending);
  }
  return pending;
}

export async function requireAuthUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await getAuthUser(request);
  if (!user) throw AppError.unauthenticated(messages.notAuthenticated);
  return user;
}
