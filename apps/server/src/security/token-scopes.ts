import type { TokenArea } from '@showdesk/domain/integrations/api-tokens';
import type { FastifyContextConfig } from 'fastify';

/** A route that acts for a signed-in person, or reaches beyond the event: API tokens are refused. */
export const personOnly = 'person';

/** What an API token needs to call an event route: an area's scope, or nothing reaches it. */
export type TokenScope = TokenArea | typeof personOnly;

/**
 * THE table of which area each event route belongs to, for API tokens' scopes, by the route's
 * first tag (the tag groups the API reference shows). Every route inside the tenancy guard must
 * have one: `token-scopes.test.ts` fails on a tag missing here, and a route whose tag is missing
 * refuses every token (403) until it is added.
 *
 * `person` marks routes about the signed-in person, which no token may call: their own account
 * (`session`: /me), their team (`my team`, and every route under /my-team or for team owners
 * whatever its tag), their
 * calendar feed, their notifications' reading state (`allowedWhileClosed` routes), the API
 * tokens themselves, and copying the event into a new one (the platform's).
 */
export const tokenScopeByTag: Readonly<Record<string, TokenScope>> = {
  // people
  teams: 'people',
  users: 'people',
  'team types': 'people',
  'custom fields': 'people',
  'team import': 'people',
  invitations: 'people',
  // content
  content: 'content',
  downloads: 'content',
  assets: 'content',
  dashboard: 'content',
  // forms
  forms: 'forms',
  'field groups': 'forms',
  submissions: 'forms',
  confirmations: 'forms',
  'form notifications': 'forms',
  webhooks: 'forms',
  locks: 'forms',
  // tasks
  tasks: 'tasks',
  'task groups': 'tasks',
  'task progress': 'tasks',
  'task comments': 'tasks',
  // suppliers
  suppliers: 'suppliers',
  'supplier groups': 'suppliers',
  // messaging
  notifications: 'messaging',
  emails: 'messaging',
  'email templates': 'messaging',
  // reports (the activity log reads the event's changes)
  reports: 'reports',
  activity: 'reports',
  // settings
  settings: 'settings',
  'core pages': 'settings',
  sidebar: 'settings',
  events: 'settings',
  // A record's translations are its event's words, set up like its terminology.
  translations: 'settings',
  // a person's own, or beyond the event
  session: personOnly,
  'my team': personOnly,
  'calendar feed': personOnly,
  'api tokens': personOnly,
  // Logging a person out everywhere is an admin's act in person, never an integration's.
  sessions: personOnly,
  // Webhooks carry the event's changes to an address of their own: set up by an admin in person.
  'event webhooks': personOnly,
  platform: personOnly,
};

/** The caller's own team's routes, whatever their tag (its history too). */
const myTeamPath = /^\/api\/v1\/events\/:eventId\/my-team(?:\/|$)/;

/**
 * The scope a token needs for a route of the guard, from its path, config and tags; undefined
 * when the table has no area for it (then no token may call it).
 */
export function tokenScopeOf(route: {
  url: string;
  config: FastifyContextConfig | undefined;
  tags: readonly string[] | undefined;
}): TokenScope | undefined {
  const { config, tags } = route;
  if (config?.teamRole === 'owner' || config?.allowedWhileClosed) return personOnly;
  if (myTeamPath.test(route.url)) return personOnly;
  const tag = tags?.[0];
  return tag === undefined ? undefined : tokenScopeByTag[tag];
}
