import { z } from 'zod';
import { listQuerySchema } from '../common/list-query.ts';
import { say } from '../common/say.ts';
import { text } from '../common/text.ts';

/**
 * Single sign-on through OpenID Connect providers a platform admin sets up (issue 32). A
 * provider offers its "Continue with <name>" button on the login page of the events it is for
 * (every event when it names none) and signs in only the email addresses of its domains (any
 * address when it names none; at least one of the two is named). Accounts are linked by the
 * address the provider has verified; it creates accounts only when it may, and only for the
 * events it names. The server's side is features/people/sso; the login page's texts are in
 * sso-codes.ts (no zod there).
 */

export const ssoLimits = {
  nameChars: 60,
  urlChars: 500,
  clientIdChars: 500,
  clientSecretChars: 2000,
  emailDomains: 50,
  events: 500,
  perInstallation: 50,
} as const;

export const ssoMessages = {
  notFound: /*i18n*/ 'Sign-in provider not found',
  tooMany: say(/*i18n*/ 'An installation has at most {max} sign-in providers', {
    max: ssoLimits.perInstallation,
  }),
  invalid: /*i18n*/ 'Invalid sign-in provider',
  issuer: /*i18n*/ 'Enter the issuer’s address, such as https://login.example.com',
  issuerPlain:
    /*i18n*/ 'Use an https:// address (http:// only for a host SSO_ALLOWED_HOSTS allows)',
  domain: /*i18n*/ 'Enter an email domain, such as example.com',
  scope:
    /*i18n*/ 'Choose at least one event or email domain: a provider for everyone is not allowed',
  createNeedsEvents:
    /*i18n*/ 'New accounts can be created only for events you choose: choose at least one event',
  unknownEvent: /*i18n*/ 'Choose events of this installation',
  clientSecret: /*i18n*/ 'Enter the client secret',
} as const;

/** An email domain as typed: lower case, without a leading @. */
export const emailDomainSchema = text()
  .trim()
  .toLowerCase()
  // As typed or pasted: '@example.com', 'example.com,' read as example.com.
  .transform((value) => value.replace(/^@/, '').replace(/[\s,;]+$/, ''))
  .pipe(
    z
      .string()
      .max(253, ssoMessages.domain)
      .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/, ssoMessages.domain),
  );

/**
 * The issuer's address exactly as the provider names itself (its discovery document's
 * `issuer`): http(s), no query, fragment or credentials. Plain http is refused by the server
 * unless the host is on SSO_ALLOWED_HOSTS (on-premise providers, tests).
 */
export const issuerSchema = text()
  .trim()
  .min(1, ssoMessages.issuer)
  .max(
    ssoLimits.urlChars,
    say(/*i18n*/ 'Use at most {max} characters', { max: ssoLimits.urlChars }),
  )
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password
      );
    } catch {
      return false;
    }
  }, ssoMessages.issuer);

const unique = <T>(values: T[]) => [...new Set(values)];

const ssoProviderFields = {
  /** The button's text: "Continue with <name>". */
  name: text()
    .trim()
    .min(1, /*i18n*/ 'Enter a name')
    .max(
      ssoLimits.nameChars,
      say(/*i18n*/ 'Use at most {max} characters', { max: ssoLimits.nameChars }),
    ),
  issuer: issuerSchema,
  clientId: text()
    .trim()
    .min(1, /*i18n*/ 'Enter the client ID')
    .max(
      ssoLimits.clientIdChars,
      say(/*i18n*/ 'Use at most {max} characters', { max: ssoLimits.clientIdChars }),
    ),
  /** Write-only: kept encrypted, never answered; a new one replaces it. */
  clientSecret: text()
    .trim()
    .min(1, ssoMessages.clientSecret)
    .max(
      ssoLimits.clientSecretChars,
      say(/*i18n*/ 'Use at most {max} characters', {
        max: ssoLimits.clientSecretChars,
      }),
    ),
  /** The addresses it may sign in (none: any address, then events must be named). */
  emailDomains: z
    .array(emailDomainSchema)
    .max(
      ssoLimits.emailDomains,
      say(/*i18n*/ 'At most {max} domains', { max: ssoLimits.emailDomains }),
    )
    .transform(unique),
  /** The events whose login page offers it (none: every event, then domains must be named). */
  eventIds: z
    .array(text().trim().min(1).max(100))
    .max(ssoLimits.events, say(/*i18n*/ 'At most {max} events', { max: ssoLimits.events }))
    .transform(unique),
  /**
   * Someone without an account may sign in and get one, as a member of the signing-in event,
   * which must be one it names. Off: it only links to accounts that exist (a member, or someone
   * invited to the event).
   */
  mayCreateAccounts: z.boolean(),
};

export interface SsoProviderScope {
  emailDomains: readonly string[];
  eventIds: readonly string[];
  mayCreateAccounts: boolean;
}

/**
 * What is wrong with a provider's reach (create, and the merged record of a change): it must
 * name events or domains, and creating accounts needs events.
 */
export function ssoProviderScopeIssues(
  scope: SsoProviderScope,
): Array<{ path: keyof SsoProviderScope; message: string }> {
  const issues: Array<{ path: keyof SsoProviderScope; message: string }> = [];
  if (scope.emailDomains.length === 0 && scope.eventIds.length === 0) {
    issues.push({ path: 'eventIds', message: ssoMessages.scope });
  }
  if (scope.mayCreateAccounts && scope.eventIds.length === 0) {
    issues.push({ path: 'mayCreateAccounts', message: ssoMessages.createNeedsEvents });
  }
  return issues;
}

/** POST /api/v1/platform/sso-providers. */
export const ssoProviderInputSchema = z
  .strictObject({
    ...ssoProviderFields,
    emailDomains: ssoProviderFields.emailDomains.default([]),
    eventIds: ssoProviderFields.eventIds.default([]),
    mayCreateAccounts: ssoProviderFields.mayCreateAccounts.default(false),
  })
  .superRefine((value, ctx) => {
    for (const issue of ssoProviderScopeIssues(value)) {
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
export type SsoProviderInput = z.input<typeof ssoProviderInputSchema>;
export type SsoProviderValues = z.output<typeof ssoProviderInputSchema>;

/** PATCH /api/v1/platform/sso-providers/:providerId: the keys sent; no clientSecret keeps it. */
export const ssoProviderUpdateSchema = z.strictObject(ssoProviderFields).partial();
export type SsoProviderUpdate = z.input<typeof ssoProviderUpdateSchema>;
export type SsoProviderChanges = z.output<typeof ssoProviderUpdateSchema>;

/** A provider as the platform admin's screen shows it: everything but its client secret. */
export const ssoProviderSchema = z.object({
  id: z.string(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  /** A client secret is kept (it is never shown again; sending one replaces it). */
  isClientSecretSet: z.boolean(),
  emailDomains: z.array(z.string()),
  /** The events it is for, by name (none: every event). */
  events: z.array(z.object({ id: z.string(), name: z.string() })),
  mayCreateAccounts: z.boolean(),
  /**
   * The redirect URIs to register at the provider: the callback on every host name of its
   * events (of every event, for a provider of every event).
   */
  redirectUris: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SsoProvider = z.output<typeof ssoProviderSchema>;

export const ssoProviderSorts = ['name', 'issuer', 'createdAt'] as const;
export const ssoProviderListQuerySchema = listQuerySchema({
  sorts: ssoProviderSorts,
  defaultSort: 'name',
});

/** GET /api/v1/public/sso-providers: the buttons of the host's event's login page. */
export const publicSsoProviderSchema = z.object({ id: z.string(), name: z.string() });
export type PublicSsoProvider = z.output<typeof publicSsoProviderSchema>;

/** The path parameter naming a provider. */
export const ssoProviderParamsSchema = z.strictObject({ providerId: text().min(1).max(100) });

/** GET /api/v1/auth/sso/:providerId/start: where to go once logged in (a path of the app). */
export const ssoStartQuerySchema = z.object({
  continue: text().max(2000).optional(),
});

/** GET /api/v1/auth/sso/callback: the provider's answer (RFC 6749 §4.1.2, §4.1.2.1). */
export const ssoCallbackQuerySchema = z.object({
  code: text().max(4000).optional(),
  state: text().max(200).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
  iss: text().max(2000).optional(),
});
