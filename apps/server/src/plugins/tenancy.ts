import { messages } from '@showdesk/domain/common/errors';
import { readerLanguage } from '@showdesk/domain/common/locales';
import { hasPermission, isModerator, permissionLevels } from '@showdesk/domain/people/permissions';
import { teamMessages } from '@showdesk/domain/people/teams';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { guardedByTenancy } from '../security/route-access.ts';
import { personOnly, type TokenScope, tokenScopeOf } from '../security/token-scopes.ts';
import { requireEventCaller } from './authenticate.ts';
import { readerOf } from './caller-reader.ts';
import { bearerTokenOf, tokenEventContext, tokenRateLimit } from './token-caller.ts';

/** The methods a member may still use in a closed event: they read, never write. */
const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Guards every route registered inside it (all under /api/v1/events/:eventId): before the body is
 * even parsed, the caller must be logged in and a member of that event, at the route's level,
 * and, where the route says so, the owner of their team. An event the caller does not belong to
 * (or is only invited to, not yet accepted: `event-caller.ts` reads no permission for it)
 * answers exactly like one that does not exist.
 *
 * Every route must declare its level (`config.permission`): a route without one is refused when
 * it is registered, so no route is open to every member by forgetting it.
 *
 * A closed event (`events.closed_at`, read in the same query) is read-only below moderator:
 * every request of a member (team owners too) other than GET/HEAD/OPTIONS answers 409
 * `event_closed`, before the body is read, whatever the route, but for a member's own reading
 * state (`config.allowedWhileClosed`: notifications marked read). Moderators and admins keep
 * working, so they can prepare the event or reopen it.
 *
 * A platform admin, or an admin or moderator of an event that requires a second factor of its
 * staff, who has not set one up, is refused every route of it (403 `second_factor_enrolment_required`) until they do.
 *
 * A request with `Authorization: Bearer <API token>` is the token's instead (token-caller.ts):
 * the token's event only, at admin level, within its scope on the route's area
 * (security/token-scopes.ts, shown in the API document as `x-token-scope`).
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
    // What an API token needs to call the route, worked out once here, read by every request.
    const tags = (route.schema as { tags?: string[] } | undefined)?.tags;
    const tokenScope = tokenScopeOf({ url: route.url, config: route.config, tags }) ?? null;
    route.config = { ...route.config, tokenScope };
    documentTokenScope(route, tokenScope);
  });

  const tokenLimit = tokenRateLimit(app);
  app.addHook('onRequest', async (request) => {
    const { eventId } = request.params as { eventId?: string };
    if (!eventId) throw AppError.notFound(messages.eventNotFound);
    const token = bearerTokenOf(request);
    if (token !== null) {
      request.eventContext = await tokenEventContext(request, eventId, token, tokenLimit);
      return;
    }
    const caller = await requireEventCaller(request, eventId);
    const { permissions, team } = caller;
    if (!permissions) throw AppError.notFound(messages.eventNotFound);
    const { permission, teamRole, allowedWhileClosed } = request.routeOptions.config;
    if (caller.needsSecondFactor) throw AppError.secondFactorEnrolmentRequired();
    if (!permission || !hasPermission(permissions, permission)) {
      throw AppError.forbidden();
    }
    // The caller must own their team: a member of the team gets 403, someone with no team 404
    // (as the my-team routes answered before the guard took the check over). Services that
    // write the team check it again with the team row locked.
    if (teamRole === 'owner') {
      if (!team) throw AppError.notFound(teamMessages.noTeam(caller.userId));
      if (team.ownerId !== caller.userId) throw AppError.forbidden(teamMessages.notOwner);
    }
    if (
      caller.isClosed &&
      !readMethods.has(request.method) &&
      !allowedWhileClosed &&
      !isModerator(permissions)
    ) {
      throw AppError.eventClosed();
    }
    request.eventContext = {
      userId: caller.userId,
      eventId,
      permissions,
      team,
      reader: readerOf(permissions, team),
      contentVersion: caller.contentVersion,
      isClosed: caller.isClosed,
      language: readerLanguage({
        profileLocale: caller.profileLocale,
        acceptLanguage: request.headers['accept-language'],
        languages: caller.languages,
        defaultLanguage: caller.defaultLanguage,
      }),
      defaultLanguage: caller.defaultLanguage,
    };
  });
}

/**
 * Shows in the API document what an API token needs to call the route (`x-token-scope`: an
 * area, or `person` for none), beside who else may (`x-access`).
 */
function documentTokenScope(route: RouteOptions, scope: TokenScope | null) {
  const schema = route.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide === true) return;
  const methods = [route.method].flat();
  const reads = methods.every((m) => m === 'GET' || m === 'HEAD');
  const refused =
    scope === null
      ? 'its tag has no area in security/token-scopes.ts'
      : scope === personOnly
        ? 'it acts for a signed-in person'
        : route.config?.permission === 'eventflowAdmin'
          ? 'above admin level'
          : null;
  const text = refused
    ? `API tokens: refused (${refused}).`
    : `API tokens: ${reads ? 'read or write' : 'write'} on ${scope}.`;
  const description = schema.description;
  route.schema = {
    ...schema,
    // 'unmapped' fails token-scopes.test.ts: every event route belongs to an area, or to a person.
    'x-token-scope': scope ?? 'unmapped',
    // The reference page offers what the route takes: the session, and a token where one works.
    security: refused ? [{ session: [] }] : [{ session: [] }, { apiToken: [] }],
    description: typeof description === 'string' ? `${description}\n\n${text}` : text,
  } as RouteOptions['schema'];
}
