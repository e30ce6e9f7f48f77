import { invitationMessages } from '@showdesk/domain/people/invitations';
import type { Permission } from '@showdesk/domain/people/permissions';
import { eventMessages } from '@showdesk/domain/platform/events';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { requireAuthUser } from '../plugins/authenticate.ts';
import { getMember, isEventClosed, platformAdminStanding } from '../plugins/event-caller.ts';
import { refuseUnstorableText } from './unstorable-text.ts';

/**
 * Who may call a route that lives OUTSIDE the tenancy guard. Every route of the API document
 * declares one (`config.access`), or, inside the guard, a permission level (`config.permission`).
 * - public: anyone, no login (health, the host's event, the login and reset flows)
 * - session: any logged-in user, checked here before the body is read
 * - eventflowAdmin: a platform admin (eventflowAdmin of some event), checked here too
 * - fileRule: a stored file, readable under its owner record's rule (uploads/file-access.ts)
 * - publicContent: a public content page, for anyone (the route finds only public pages)
 * - guestForm: a guest form, for anyone (the route serves only public forms; rate limited);
 *   its writes (start, upload, send) answer 409 `event_closed` while the event is closed
 * - invitee: the logged-in account invited to the event of the path (`members.status`
 *   'invited'), checked here before the body is read; anyone else, member or not, gets 404
 *   'No invitation found' (for an event that does not exist too)
 */
export const routeAccessKinds = [
  'public',
  'session',
  'eventflowAdmin',
  'fileRule',
  'publicContent',
  'guestForm',
  'invitee',
] as const;
export type RouteAccess = (typeof routeAccessKinds)[number];

/** A team role a route inside the tenancy guard may require besides the permission level. */
export type TeamRole = 'owner';

/**
 * The one name of who may call a route, as the API document shows it (`x-access`) and as the
 * route sweep's table reads it: an access kind, `event:<level>` or `event:teamOwner`.
 */
export type AccessClass = RouteAccess | `event:${Permission}` | 'event:teamOwner';

export function accessClassOf(config: FastifyContextConfig | undefined): AccessClass | null {
  if (config?.teamRole === 'owner') return 'event:teamOwner';
  if (config?.permission) return `event:${config.permission}`;
  return config?.access ?? null;
}

const eventRule =
  "401 without a session; 404 'Event ID not found' for an event the caller is not a member of, " +
  'exactly as for a missing event';
const accessText: Record<string, string> = {
  public: 'Access: anyone, no login.',
  session: 'Access: any logged-in user (401 without a session).',
  eventflowAdmin:
    'Access: a platform admin (eventflowAdmin of any event); 401 without a session, 403 otherwise.',
  fileRule:
    "Access: the rule of the file's owner record (asset and branding files are public); a file " +
    "the caller may not read, or another event's, is 404.",
  publicContent: 'Access: anyone, for a public published page; any other page is 404.',
  guestForm:
    "Access: anyone, for a public published form (403 'Form is not public' otherwise, 404 for none); " +
    "a write answers 409 'event_closed' while the event is closed.",
  invitee:
    "Access: the logged-in account invited to the event and not yet accepted (401 without a session; 404 'No invitation found' for anyone else, member or not, and for a missing event).",
  'event:teamOwner': `Access: the owner of a team of the event (${eventRule}; 403 for the team's other members; 404 for a member with no team).`,
};
const describe = (access: AccessClass) =>
  accessText[access] ??
  `Access: a member of the event at ${access.slice('event:'.length)} level or above (${eventRule}; 403 below the level).`;
/** Added to the text of every write inside the guard that members (user level) may call. */
const closedRule = " While the event is closed, 409 'event_closed' for a member below moderator.";

/** Routes the tenancy guard registered (it adds them as it checks their permission). */
export const guardedByTenancy = new WeakSet<object>();

/** A route's schema as @fastify/swagger reads it (documentation keys included). */
type DocumentedSchema = Record<string, unknown> & { hide?: boolean; description?: unknown };
const schemaOf = (route: RouteOptions) => route.schema as DocumentedSchema | undefined;

/** A route that is not part of the API document (the document itself, the docs page, the SPA). */
const isUndocumented = (route: RouteOptions) => !route.schema || schemaOf(route)?.hide === true;

/**
 * Makes the declared access of every route the thing that is enforced and documented:
 * - each documented route outside the tenancy guard must declare `config.access` (checked when
 *   the app is ready, so a route added later without one stops the app from starting);
 * - a permission or team role declared outside the guard is refused, as nothing would check it;
 * - `session`, `eventflowAdmin` and `invitee` are checked here, before the body is read, so a
 *   caller without the right gets 401/403/404 whatever they send;
 * - the API document shows each operation's access as `x-access` and in its description.
 * It also registers the NUL-byte and lone-surrogate safety net (unstorable-text.ts), which must run before any guard.
 */
export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  // First of all, so no guard reads an id with a NUL in it from the URL.
  refuseUnstorableText(app);

  app.addHook('onRoute', (route) => {
    routes.push(route);
    const access = accessClassOf(route.config);
    const schema = schemaOf(route);
    if (!access || !schema || isUndocumented(route) || schema['x-access']) return;
    const methods = [route.method].flat();
    const memberWrite =
      (access === 'event:user' || access === 'event:teamOwner') &&
      !route.config?.allowedWhileClosed &&
      methods.some((m) => m !== 'GET' && m !== 'HEAD');
    const text = describe(access) + (memberWrite ? closedRule : '');
    const description = schema.description;
    const documented: DocumentedSchema = {
      ...schema,
      'x-access': access,
      description: typeof description === 'string' ? `${description}\n\n${text}` : text,
    };
    route.schema = documented as RouteOptions['schema'];
  });

  /**
   * The caller must be a platform admin, with the second factor every platform admin must have
   * (403 'second_factor_enrolment_required' until they set one up).
   */
  async function requirePlatformAdmin(request: FastifyRequest) {
    const user = await requireAuthUser(request);
    const standing = await platformAdminStanding(app.deps.db, user.userId);
    if (standing === 'none') throw AppError.forbidden(eventMessages.notEventflowAdmin);
    if (standing === 'noSecondFactor') throw AppError.secondFactorEnrolmentRequired();
  }

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'session') await requireAuthUser(request);
    if (access === 'invitee') {
      const user = await requireAuthUser(request);
      const { eventId } = request.params as { eventId?: string };
      const member = eventId ? await getMember(app.deps.db, eventId, user.userId) : null;
      if (member?.status !== 'invited') throw AppError.notFound(invitationMessages.notFound);
    }
    // A closed event takes nothing from guests either (members: plugins/tenancy.ts).
    if (access === 'guestForm' && request.method !== 'GET' && request.method !== 'HEAD') {
      const { eventId } = request.params as { eventId?: string };
      if (eventId && (await isEventClosed(app.deps.db, eventId))) throw AppError.eventClosed();
    }
    if (access === 'eventflowAdmin') {
      await requirePlatformAdmin(request);
    }
  });

  app.addHook('onReady', async () => {
    const problems = routes.flatMap((route) => {
      const name = `${route.method} ${route.url}`;
      const { access, permission, teamRole } = route.config ?? {};
      if (guardedByTenancy.has(route)) {
        return access
          ? [`${name} is inside the tenancy guard: declare permission, not access`]
          : [];
      }
      if (permission || teamRole) {
        return [`${name} declares a permission outside the tenancy guard, where nothing checks it`];
      }
      if (isUndocumented(route)) return [];
      if (!access || !(routeAccessKinds as readonly string[]).includes(access)) {
        return [`${name} declares no config.access (${routeAccessKinds.join(' | ')})`];
      }
      return [];
    });
    if (problems.length > 0) throw new Error(`Route access:\n${problems.join('\n')}`);
  });
});
