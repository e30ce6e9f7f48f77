import { messages } from '@showdesk/domain/common/errors';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { type Auth, clientAddressHeader } from '../lib/auth.ts';
import { type EventCaller, findEventCaller, findEventCallerBySession } from './event-caller.ts';
import { findLiveSession, markSessionSeen } from './session-queries.ts';

export interface AuthUser {
  userId: string;
  email: string;
  sessionToken: string;
}

const perRequest = new WeakMap<FastifyRequest, Promise<AuthUser | null>>();

/**
 * Session cookies whose signature better-auth verified in the last minute: the signed cookie
 * value → the session token it carries. Only the signature check is remembered; whether the
 * session is still live is read from the database on every request (`findLiveSession`), so a
 * logout, a password change or a deleted user ends the session on every process at once.
 * After a minute better-auth checks the cookie again (and extends the session when due).
 */
const signatureTtlMs = 60_000;
const signaturesMax = 10_000;
const signaturesByAuth = new WeakMap<Auth, Map<string, { token: string; until: number }>>();
const cookieNames = new WeakMap<Auth, Promise<string>>();

function signaturesOf(auth: Auth) {
  let signatures = signaturesByAuth.get(auth);
  if (!signatures) {
    signatures = new Map();
    signaturesByAuth.set(auth, signatures);
  }
  return signatures;
}

/** The exact name of the session cookie (with its __Secure- prefix behind https). */
function sessionCookieName(auth: Auth): Promise<string> {
  let name = cookieNames.get(auth);
  if (!name) {
    name = auth.$context.then((context) => context.authCookies.sessionToken.name);
    cookieNames.set(auth, name);
  }
  return name;
}

/**
 * Every value of the cookie called exactly `name` in the request's Cookie header. A cookie
 * planted under a look-alike name (`x.showdesk.session_token`) is not ours and is ignored.
 */
export function cookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values.filter(Boolean);
}

/** The request's one session cookie whose signature was verified in the last minute. */
async function knownSession(request: FastifyRequest) {
  const { auth } = request.server.deps;
  const values = cookieValues(request.headers.cookie, await sessionCookieName(auth));
  const cookie = values.length === 1 ? values[0]! : null;
  const known = cookie ? signaturesOf(auth).get(cookie) : undefined;
  return {
    hasCookie: values.length > 0,
    cookie,
    token: known && known.until > Date.now() ? known.token : null,
  };
}

/** A remembered signature whose session has ended is checked afresh next time. */
function forget(request: FastifyRequest, cookie: string | null) {
  if (cookie) signaturesOf(request.server.deps.auth).delete(cookie);
}

async function verifySession(request: FastifyRequest): Promise<AuthUser | null> {
  const { auth, db } = request.server.deps;
  const { hasCookie, cookie, token: knownToken } = await knownSession(request);
  if (!hasCookie) return null;
  if (knownToken) {
    const live = await findLiveSession(db, knownToken);
    if (!live) {
      forget(request, cookie);
      return null;
    }
    if (live.isSeenLongAgo) await markSessionSeen(db, knownToken);
    return { userId: live.userId, email: live.email, sessionToken: knownToken };
  }

  const result = await auth.api.getSession({ headers: requestHeaders(request) });
  if (!result) {
    forget(request, cookie);
    return null;
  }
  const token = result.session.token;
  await markSessionSeen(db, token);
  if (cookie && cookie.split('.')[0] === token) {
    const signatures = signaturesOf(auth);
    if (signatures.size >= signaturesMax) {
      signatures.delete(signatures.keys().next().value as string);
    }
    signatures.set(cookie, { token, until: Date.now() + signatureTtlMs });
  }
  return { userId: result.user.id, email: result.user.email, sessionToken: token };
}

/**
 * The logged-in caller of an event route with their membership, team and the event's content
 * version. With a recently verified cookie this is one query (the live session read together
 * with the rest); otherwise the auth library verifies the cookie first.
 */
export async function requireEventCaller(
  request: FastifyRequest,
  eventId: string,
): Promise<EventCaller> {
  const { db } = request.server.deps;
  const { cookie, token } = await knownSession(request);
  if (token && !perRequest.has(request)) {
    const found = await findEventCallerBySession(db, token, eventId);
    if (found?.isSeenLongAgo) await markSessionSeen(db, token);
    const caller = found?.caller ?? null;
    if (!caller) forget(request, cookie);
    const user = caller && { userId: caller.userId, email: caller.email, sessionToken: token };
    perRequest.set(request, Promise.resolve(user));
    resolved.set(request, user);
    if (caller) return caller;
  }
  const user = await requireAuthUser(request);
  return findEventCaller(db, user, eventId);
}

/**
 * The request's headers as the auth library takes them, with the client's address as the server
 * judged it (`clientAddressHeader`: whatever the client sent under that name is replaced).
 */
export function requestHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(clientAddressHeader, request.ip);
  return headers;
}

/** The logged-in user of a request, or null; looked up once per request. */
export function getAuthUser(request: FastifyRequest): Promise<AuthUser | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = verifySession(request);
    perRequest.set(request, pending);
    pending.then(
      (user) => resolved.set(request, user),
      () => {},
    );
  }
  return pending;
}

const resolved = new WeakMap<FastifyRequest, AuthUser | null>();

/**
 * The request's user once their session has been read (undefined before): for the audit
 * trail's actor, which must not start the read itself (the read may write, e.g. a session's
 * renewal, and that write would wait for the actor it is reading).
 */
export const resolvedAuthUser = (request: FastifyRequest) => resolved.get(request);

export async function requireAuthUser(request: FastifyRequest): Promise<AuthUser> {
  const user = await getAuthUser(request);
  if (!user) throw AppError.unauthenticated(messages.notAuthenticated);
  return user;
}
