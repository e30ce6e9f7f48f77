import { errorCodes } from '@showdesk/domain/common/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const crossSiteMessage = /*i18n*/ 'This request came from another site and was refused';

/**
 * Whether a state-changing request came from a page of this very host. SameSite=Lax cookies
 * still go with requests from the same *site*: another port, or another event's host under the
 * same domain, could post a form or a no-cors upload as the logged-in user. Browsers say where a
 * request comes from (Sec-Fetch-Site, Origin); clients without a browser send neither.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host.toLowerCase() !== request.host.toLowerCase();
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage
  }
}

/**
 * An integration's call with an API token (`Authorization: Bearer`) and no cookie: a browser
 * never adds that header to a request another site makes it send (and no CORS answer lets a
 * page's script send it here), so it carries no ambient credential to forge. A request with
 * cookies stays held to its origin, token or not.
 */
function isTokenOnly(request: FastifyRequest): boolean {
  const authorization = request.headers.authorization;
  return (
    request.headers.cookie === undefined &&
    typeof authorization === 'string' &&
    /^Bearer[ \t]/i.test(authorization)
  );
}

/** Refuses, before anything else runs, a state change whose Origin is not this host. */
export const sameOrigin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method) || isTokenOnly(request) || !isCrossSite(request)) {
      return;
    }
    throw new AppError(errorCodes.forbidden, 403, crossSiteMessage);
  });
});
