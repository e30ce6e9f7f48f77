import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type SsoErrorCode,
  ssoErrorParam,
  ssoSecondFactorPath,
} from '@showdesk/domain/people/sso-codes';
import type { AppDeps } from '../../../app-deps.ts';
import { withActor } from '../../../db/audit-actor.ts';
import { authUsers } from '../../../db/schema/auth.ts';
import { newId } from '../../../lib/ids.ts';
import { getMember, platformAdminStanding } from '../../../plugins/event-caller.ts';
import { secondStepMethodsOf } from '../auth/passkey-queries.ts';
import { type FlowContext, finishLogin } from '../auth/service.ts';
import { insertMember, insertProfile } from '../users/queries.ts';
import {
  authorizationUrl,
  discover,
  OidcError,
  randomToken,
  redeemCode,
  type VerifiedIdentity,
} from './oidc.ts';
import {
  getProviderRow,
  insertProviderLink,
  providerLinks,
  type SsoProviderRow,
  saveSignInState,
  takeSignInState,
  userByEmail,
} from './queries.ts';
import { isForEvent, openSecret, ssoCallbackPath } from './service.ts';

/**
 * A single sign-on from its start to the session (issue 32): the authorization code flow with
 * PKCE, state and nonce. The start keeps the sign-in's state (provider, event, nonce, PKCE
 * verifier, redirect URI, where to go after) in the auth library's verification table for ten
 * minutes, and binds it to the browser with a random value whose hash it keeps and which it
 * sets as an HttpOnly cookie; the callback takes the state once (a replayed callback finds
 * nothing), checks the cookie, exchanges the code and checks the ID token (oidc.ts), then finds
 * the account (`accountFor`) and makes the session through the auth library (lib/auth-sso.ts),
 * as a password login's. Every refusal sends the browser back to the login page with a code
 * (`?sso_error=`) the page words; nothing is logged in.
 */

/** Why a sign-in was refused: the code the login page shows, and what the log keeps. */
export class SsoRefusal extends Error {
  readonly code: SsoErrorCode;
  constructor(code: SsoErrorCode, detail: string) {
    super(detail);
    this.name = 'SsoRefusal';
    this.code = code;
  }
}

/** The cookie that binds a sign-in to the browser that started it. */
export const bindingCookie = 'showdesk.sso';
const cookiePath = '/api/v1/auth/sso';
const stateSeconds = 600;

interface SignInState {
  providerId: string;
  eventId: string;
  nonce: string;
  verifier: string;
  redirectUri: string;
  continuePath: string;
  binding: string;
}

const hash = (value: string) => createHash('sha256').update(value).digest('base64url');

/** Only paths inside the app are continued to (as the web app's own rule); else the dashboard. */
export function safeContinuePath(path: string | undefined): string {
  return path && /^\/(?![/\\])/.test(path) && !path.startsWith('/auth') ? path : '/';
}

const setBinding = (value: string) =>
  `${bindingCookie}=${value}; Path=${cookiePath}; Max-Age=${stateSeconds}; HttpOnly; SameSite=Lax`;
/** Clears the binding cookie: every callback ends its sign-in, whatever happens. */
export const clearBinding = `${bindingCookie}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax`;

/** Where a refused sign-in sends the browser: the login page, saying why. */
export function refusalLocation(code: SsoErrorCode, continuePath?: string) {
  const params = new URLSearchParams({ [ssoErrorParam]: code });
  if (continuePath && continuePath !== '/') params.set('continue', continuePath);
  return `/auth/login?${params}`;
}

async function providerFor(deps: AppDeps, ctx: FlowContext, providerId: string) {
  const provider = await getProviderRow(deps.db, providerId);
  if (!provider) throw new SsoRefusal('provider', `No provider ${providerId}`);
  if (!isForEvent(provider, ctx.event.id)) {
    throw new SsoRefusal('notForEvent', `Provider ${providerId} is not for this event`);
  }
  return provider;
}

const oidcRefusal = (error: unknown) =>
  error instanceof OidcError ? new SsoRefusal(error.kind, error.message) : error;

/**
 * Starts a sign-in with a provider the host's event offers: the provider's authorization
 * address to send the browser to, and the cookie that binds the sign-in to it.
 */
export async function startSignIn(
  deps: AppDeps,
  ctx: FlowContext,
  providerId: string,
  continuePath: string | undefined,
): Promise<{ location: string; setCookie: string[] }> {
  const provider = await providerFor(deps, ctx, providerId);
  const discovery = await discover(provider.issuer, deps.config.ssoAllowedHosts).catch((error) => {
    throw oidcRefusal(error);
  });
  const state = randomToken();
  const binding = randomToken();
  const saved: SignInState = {
    providerId: provider.id,
    eventId: ctx.event.id,
    nonce: randomToken(),
    verifier: randomToken(),
    redirectUri: `${ctx.origin}${ssoCallbackPath}`,
    continuePath: safeContinuePath(continuePath),
    binding: hash(binding),
  };
  await saveSignInState(
    deps.db,
    state,
    JSON.stringify(saved),
    new Date(Date.now() + stateSeconds * 1000),
  );
  return {
    location: authorizationUrl(discovery, {
      clientId: provider.clientId,
      redirectUri: saved.redirectUri,
      state,
      nonce: saved.nonce,
      verifier: saved.verifier,
    }),
    setCookie: [setBinding(binding)],
  };
}

export interface CallbackInput {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  iss?: string | undefined;
}

/** The sign-in's state, taken once, for this browser and this event only. */
async function takeState(
  deps: AppDeps,
  ctx: FlowContext,
  state: string | undefined,
  binding: string | undefined,
): Promise<SignInState> {
  const stored = state ? await takeSignInState(deps.db, state) : null;
  if (!stored) throw new SsoRefusal('state', 'No such sign-in (expired, used or never started)');
  const saved = JSON.parse(stored) as SignInState;
  const sent = Buffer.from(binding ? hash(binding) : '');
  const kept = Buffer.from(saved.binding);
  if (sent.length !== kept.length || !timingSafeEqual(sent, kept)) {
    throw new SsoRefusal('state', 'The sign-in was started in another browser');
  }
  if (saved.eventId !== ctx.event.id) {
    throw new SsoRefusal('state', 'The sign-in was started for another event');
  }
  return saved;
}

export interface SignInOutcome {
  /** Where the browser goes: the app, the second factor's step, or the login page. */
  location: string;
  setCookie: string[];
  /** Why it was refused (its code is in `location`), for the log. */
  refusal: SsoRefusal | null;
}

/**
 * Finishes a sign-in from the provider's answer: where to send the browser (the app, the second
 * factor's step, or the login page with the refusal's code) and the cookies to set.
 */
export async function finishSignIn(
  deps: AppDeps,
  ctx: FlowContext,
  input: CallbackInput,
  binding: string | undefined,
  headers: Headers,
): Promise<SignInOutcome> {
  let saved: SignInState | null = null;
  try {
    saved = await takeState(deps, ctx, input.state, binding);
    if (input.error) throw new SsoRefusal('refused', `The provider answered ${input.error}`);
    const provider = await providerFor(deps, ctx, saved.providerId);
    const identity = await verifiedIdentity(deps, provider, saved, input).catch((error) => {
      throw oidcRefusal(error);
    });
    const userId = await accountFor(deps, ctx, provider, identity);
    const signedIn = await deps.auth.api.signInVerifiedIdentity({
      body: { userId },
      headers,
      returnHeaders: true,
    });
    const setCookie = signedIn.headers.getSetCookie();
    const { token } = signedIn.response;
    if (!token) {
      // The account's second factor is asked next, as after a right password, naming the
      // methods the account has (an app and its recovery codes, passkeys).
      const methods = await secondStepMethodsOf(deps.db, userId);
      const params = new URLSearchParams({
        continue: saved.continuePath,
        methods: methods.join(','),
      });
      return { location: `${ssoSecondFactorPath}?${params}`, setCookie, refusal: null };
    }
    const outcome = await finishLogin(deps, ctx, { userId, token }, setCookie, headers);
    // An invitation to answer or a second factor to set up is the app's to show, as after a
    // password login; a member lands where they were going.
    return { location: saved.continuePath, setCookie: outcome.setCookie, refusal: null };
  } catch (error) {
    if (!(error instanceof SsoRefusal)) throw error;
    return {
      location: refusalLocation(error.code, saved?.continuePath),
      setCookie: [],
      refusal: error,
    };
  }
}

async function verifiedIdentity(
  deps: AppDeps,
  provider: SsoProviderRow,
  saved: SignInState,
  input: CallbackInput,
): Promise<VerifiedIdentity> {
  const allowed = deps.config.ssoAllowedHosts;
  const discovery = await discover(provider.issuer, allowed);
  // RFC 9207: an answer that names its issuer must name this one (a mix-up of providers).
  if (input.iss !== undefined && input.iss !== discovery.issuer) {
    throw new SsoRefusal('failed', `The answer names another issuer (${input.iss})`);
  }
  if (!input.code) throw new SsoRefusal('failed', 'The answer has no code');
  return redeemCode(
    discovery,
    { clientId: provider.clientId, clientSecret: await openSecret(deps, provider) },
    {
      code: input.code,
      redirectUri: saved.redirectUri,
      verifier: saved.verifier,
      nonce: saved.nonce,
    },
    allowed,
  );
}

/** A new account's names: the provider's, else the name split, else the address's first part. */
function namesOf(identity: VerifiedIdentity, email: string) {
  const [first = '', ...rest] = identity.name.split(/\s+/).filter(Boolean);
  const firstName = (identity.givenName || first || email.split('@')[0] || email).slice(0, 100);
  const surname = (identity.familyName || rest.join(' ')).slice(0, 100);
  return { firstName, surname };
}

/**
 * The account a verified identity signs in, linked by the address the provider verified:
 * - the address must be verified (`email_verified`) and, when the provider names domains, of one;
 * - an account with that address signs in when it belongs to the event (a member, or invited:
 *   they answer their invitation as after a password login); one that does not is refused:
 *   single sign-on never makes anyone join an event;
 * - without an account, one is made only when the provider may create accounts and names this
 *   event: its holder, signing in on this event's page, becomes a member of it (user level, no
 *   team); otherwise refused;
 * - a platform admin signs in only through a provider that names their address's domain;
 * - the provider's subject (`sub`) is linked to the account at the first sign-in: later, the
 *   same subject must come with the same account (and the account with the same subject).
 */
async function accountFor(
  deps: AppDeps,
  ctx: FlowContext,
  provider: SsoProviderRow,
  identity: VerifiedIdentity,
): Promise<string> {
  const email = identity.email;
  if (!email || !identity.emailVerified) {
    throw new SsoRefusal('unverifiedEmail', 'The provider has not verified the address');
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const hasDomain = provider.emailDomains.includes(domain);
  if (provider.emailDomains.length > 0 && !hasDomain) {
    throw new SsoRefusal('emailDomain', `${domain} is not among the provider's domains`);
  }
  const user = await userByEmail(deps.db, email);
  const links = await providerLinks(deps.db, provider.id, {
    subject: identity.subject,
    userId: user?.id ?? null,
  });
  if (links.some((link) => link.userId !== user?.id || link.subject !== identity.subject)) {
    throw new SsoRefusal('otherIdentity', 'The subject or the account is linked otherwise');
  }
  if (!user) {
    if (!provider.mayCreateAccounts || !provider.eventIds.includes(ctx.event.id)) {
      throw new SsoRefusal('noAccount', 'No account has the address');
    }
    return createAccount(deps, ctx, provider, identity, email);
  }
  if (!(await getMember(deps.db, ctx.event.id, user.id))) {
    throw new SsoRefusal('notMember', 'The account does not belong to the event');
  }
  if (!hasDomain && (await platformAdminStanding(deps.db, user.id)) !== 'none') {
    throw new SsoRefusal('platformAdmin', 'A platform admin, through a provider of any domain');
  }
  if (links.length === 0) {
    await insertProviderLink(deps.db, {
      providerId: provider.id,
      subject: identity.subject,
      userId: user.id,
    });
  }
  return user.id;
}

/**
 * A new account for someone signing in on the event's page through a provider that may create
 * them: the auth library's user (its address verified by the provider, no password), the
 * profile, the membership and the link, in one transaction recorded as the person's own.
 */
async function createAccount(
  deps: AppDeps,
  ctx: FlowContext,
  provider: SsoProviderRow,
  identity: VerifiedIdentity,
  email: string,
): Promise<string> {
  const userId = newId();
  const { firstName, surname } = namesOf(identity, email);
  await withActor({ actor: () => `person:${userId}` }, () =>
    deps.db.transaction(async (tx) => {
      const name = `${firstName} ${surname}`.trim() || email;
      await tx.insert(authUsers).values({ id: userId, name, email, emailVerified: true });
      await insertProfile(tx, { id: userId, firstName, surname, email });
      await insertMember(tx, {
        eventId: ctx.event.id,
        userId,
        permissions: 'user',
        createdBy: userId,
      });
      await insertProviderLink(tx, { providerId: provider.id, subject: identity.subject, userId });
    }),
  );
  return userId;
}
