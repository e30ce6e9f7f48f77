import { z } from 'zod';
import { productAreas } from '../activity/record-kinds.ts';
import { listQuerySchema, pageSchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';

/**
 * API tokens: an event admin's keys for integrations (a CRM, badge printing, a stand builder's
 * planning). A token calls the event's routes (`Authorization: Bearer <token>`) at admin level,
 * within its scope: per area, read (GET and HEAD) or write (every method). It is shown once
 * when it is made; only its SHA-256 is kept.
 */

/** The product's areas a token's scope names; every event route belongs to one (or to none). */
export const tokenAreas = productAreas;
export type TokenArea = (typeof tokenAreas)[number];

/** What an area's scope allows: read (GET, HEAD) or write (every method, reading too). */
export const tokenAccessLevels = ['read', 'write'] as const;
export type TokenAccess = (typeof tokenAccessLevels)[number];

/** How the screens name each area, and what it holds. */
export const tokenAreaLabels: Record<TokenArea, { label: string; description: string }> = {
  people: { label: 'People', description: 'Teams, users, team types, custom fields, invitations' },
  content: { label: 'Content', description: 'Content pages, downloads, assets, dashboard cards' },
  forms: { label: 'Forms', description: 'Forms, field groups, submissions, form webhooks' },
  tasks: { label: 'Tasks', description: 'Tasks, task groups, progress, approvals, comments' },
  suppliers: { label: 'Suppliers', description: 'Suppliers and supplier groups' },
  messaging: { label: 'Messaging', description: 'Notifications, emails, email templates' },
  reports: { label: 'Reports', description: 'Saved reports and their exports' },
  settings: { label: 'Settings', description: 'Event settings, sidebar, closing the show' },
};

/** Every token starts so: a secret scanner (and a person) can tell it for what it is. */
export const tokenPrefix = 'sdt_';
/** How many characters of a token the list shows (its prefix and a few more). */
export const shownPrefixLength = tokenPrefix.length + 8;

/** An area's scope: at most one level per area; an area left out is not reachable. */
export const tokenScopesSchema = z
  .partialRecord(z.enum(tokenAreas), z.enum(tokenAccessLevels))
  .refine((scopes) => Object.keys(scopes).length > 0, {
    message: /*i18n*/ 'Choose read or write for at least one area',
  });
export type TokenScopes = Partial<Record<TokenArea, TokenAccess>>;

/** Methods a read scope allows. */
const readMethods = new Set(['GET', 'HEAD']);

/** Whether `scopes` let a request of `method` through on a route of `area`. */
export function scopeAllows(scopes: TokenScopes, area: TokenArea, method: string): boolean {
  const access = scopes[area];
  if (access === 'write') return true;
  return access === 'read' && readMethods.has(method.toUpperCase());
}

export const apiTokenStatuses = ['active', 'expired', 'revoked', 'suspended'] as const;
/**
 * active: it works; expired: its expiry has passed; revoked: an admin revoked it; suspended:
 * the admin who made it is no longer an admin of the event, so it does not work.
 */
export type ApiTokenStatus = (typeof apiTokenStatuses)[number];

export const apiTokenMessages = {
  notFound: /*i18n*/ 'API token not found',
  invalid: /*i18n*/ 'Invalid API token values',
  /** 401: the Bearer value is no token of this installation. */
  unknownToken: /*i18n*/ 'This API token is not valid',
  expired: /*i18n*/ 'This API token has expired',
  revoked: /*i18n*/ 'This API token has been revoked',
  suspended: /*i18n*/ 'The admin who created this API token is no longer an admin of this event',
  /** 403: a route that acts for a person (their account, team, reading state) or beyond the event. */
  personalRoute: /*i18n*/ 'API tokens cannot call this route: it acts for a signed-in person',
  /** 403: a route that belongs to no area (none of the token scopes reaches it). */
  noArea: /*i18n*/ 'API tokens cannot call this route',
  /** 403: a route above admin level (tokens act as an admin, never as a platform admin). */
  aboveAdmin: /*i18n*/ 'API tokens act as an event admin and cannot call this route',
  outOfScope: (area: TokenArea, method: string) =>
    readMethods.has(method.toUpperCase())
      ? say(/*i18n*/ 'This API token has no access to {area}: give it read or write on {area}', {
          area,
        })
      : say(/*i18n*/ 'This API token cannot change {area}: give it write on {area}', { area }),
  rateLimited: (seconds: number) =>
    seconds === 1
      ? say(/*i18n*/ 'Too many requests with this API token: try again in {seconds} second', {
          seconds,
        })
      : say(/*i18n*/ 'Too many requests with this API token: try again in {seconds} seconds', {
          seconds,
        }),
  alreadyRevoked: /*i18n*/ 'This API token is already revoked',
  pastExpiry: /*i18n*/ 'Choose a day from today on',
} as const;

/** An API token as the list and the record show it: never the token, nor its hash. */
export const apiTokenSchema = z.strictObject({
  id: text().min(1),
  name: text(),
  /** The token's first characters (`sdt_` and 8 more), to tell tokens apart. */
  prefix: text(),
  scopes: z.partialRecord(z.enum(tokenAreas), z.enum(tokenAccessLevels)),
  /** The end of the expiry day in the event's time zone; null: it does not expire. */
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  /** When it was last used (recorded at most once a minute) and from which address. */
  lastUsedAt: z.iso.datetime().nullable(),
  lastUsedFrom: text().nullable(),
  status: z.enum(apiTokenStatuses),
  createdAt: z.iso.datetime(),
  createdBy: text().nullable(),
  /** The creator's name in the event ('' when they are gone). */
  createdByName: text(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A new token: its name, its scope and, if it should end, its last day (the event's). */
export const createApiTokenInputSchema = z.strictObject({
  name: text(/*i18n*/ 'Enter a name')
    .trim()
    .min(1, /*i18n*/ 'Enter a name')
    .max(100, /*i18n*/ 'Use at most 100 characters'),
  scopes: tokenScopesSchema,
  /** The last day it works (YYYY-MM-DD, in the event's time zone); null or left out: never ends. */
  expiresOn: z.iso.date(/*i18n*/ 'Enter a date').nullable().optional(),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInputSchema>;

/** The answer of a new token: the token itself, this once (Cache-Control: no-store). */
export const apiTokenCreatedSchema = z.strictObject({
  apiToken: apiTokenSchema,
  /** The token to send as `Authorization: Bearer <token>`; never shown again. */
  token: text(),
});
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenSorts = ['name', 'createdAt', 'lastUsedAt', 'expiresAt'] as const;
export type ApiTokenSort = (typeof apiTokenSorts)[number];

/**
 * The admins' token list (the list convention): q matches the name or the prefix; filter
 * status:active|expired|revoked|suspended. Newest first unless sorted otherwise.
 */
export const apiTokenListQuerySchema = listQuerySchema({
  sorts: apiTokenSorts,
  defaultSort: '-createdAt',
  filters: { status: z.enum(apiTokenStatuses) },
});
export type ApiTokenListQuery = z.output<typeof apiTokenListQuerySchema>;
export const apiTokenPageSchema = pageSchema(apiTokenSchema);
export type ApiTokenPage = z.infer<typeof apiTokenPageSchema>;
