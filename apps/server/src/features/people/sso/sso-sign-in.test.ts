import { errorCodes } from '@showdesk/domain/common/errors';
import { ssoErrorParam, ssoSecondFactorPath } from '@showdesk/domain/people/sso-codes';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import {
  startTestOidcProvider,
  type TestOidcProvider,
} from '../../../../test/support/oidc-provider.ts';
import { testTotpSecret, totpCode } from '../../../../test/support/totp.ts';
import { authAccounts, authSessions } from '../../../db/schema/auth.ts';
import { members } from '../../../db/schema/users.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { forgetDiscoveries } from './oidc.ts';

/**
 * Single sign-on against a real OpenID Connect provider run here (oidc-provider on 127.0.0.1,
 * allowed through SSO_ALLOWED_HOSTS): the whole authorization code flow with PKCE, state and
 * nonce, from the login page's button to the session, and every refusal: a refused sign-in
 * sends the browser to the login page with its reason and logs nobody in.
 */
describe.each(testDatabases)('single sign-on on %s', (kind) => {
  let t: TestApp;
  let idp: TestOidcProvider;
  let home: EventRow;
  let other: EventRow;
  let strict: EventRow;
  let adminHeaders: Record<string, string>;
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${counter++}`;
  const hostOf = (event: EventRow) => event.hostnames[0]!;
  const callback = (event: EventRow) => `http://${hostOf(event)}/api/v1/auth/sso/callback`;

  beforeAll(async () => {
    const slug = `sso-${Date.now().toString(36)}`;
    idp = await startTestOidcProvider({
      redirectUris: [
        callback({ hostnames: [`${slug}-home.showdesk.test`] } as EventRow),
        callback({ hostnames: [`${slug}-other.showdesk.test`] } as EventRow),
        callback({ hostnames: [`${slug}-strict.showdesk.test`] } as EventRow),
      ],
    });
    t = await createTestApp(kind, { env: { SSO_ALLOWED_HOSTS: `127.0.0.1:${idp.port}` } });
    forgetDiscoveries();
    home = await t.buildEvent({ slug: `${slug}-home`, name: 'Home show' });
    other = await t.buildEvent({ slug: `${slug}-other`, name: 'Other show' });
    strict = await t.buildEvent({ slug: `${slug}-strict`, name: 'Strict show' });
    const root = await t.buildUser(home.id, { permissions: 'eventflowAdmin' });
    adminHeaders = { host: hostOf(home), cookie: await t.login(home, root) };
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** Adds a provider through the platform admin's API; its id. */
  async function addProvider(body: Record<string, unknown>): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/sso-providers',
      headers: adminHeaders,
      payload: {
        name: `Acme ${unique()}`,
        issuer: idp.issuer,
        clientId: idp.clientId,
        clientSecret: idp.clientSecret,
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  }

  /** An identity at the provider with a verified address; its login. */
  function identity(email: string, more: Record<string, unknown> = {}) {
    const login = `person-${unique()}`;
    idp.identities.set(login, {
      email,
      email_verified: true,
      given_name: 'Sam',
      family_name: 'Sign',
      ...more,
    });
    return login;
  }

  const start = (event: EventRow, providerId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/sso/${providerId}/start${query}`,
      headers: { host: hostOf(event) },
    });

  /** The browser's answer from the provider, on the event's host, with the browser's cookie. */
  const answer = (event: EventRow, url: URL, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { host: hostOf(event), cookie },
    });

  /** The whole round trip: our start, the provider's pages as `login`, our callback. */
  async function signInThrough(event: EventRow, providerId: string, login: string) {
    const started = await start(event, providerId);
    expect(started.statusCode, started.body).toBe(302);
    const binding = cookieHeader(started.headers['set-cookie']);
    const back = await idp.signIn(String(started.headers.location), login);
    const response = await answer(event, back, binding);
    return { started, back, binding, response };
  }

  const location = (response: LightMyRequestResponse) => new URL(String(response.headers.location));
  const refusalOf = (response: LightMyRequestResponse) =>
    location(response).searchParams.get(ssoErrorParam);
  /** The cookies it sets that are not the clearing of the sign-in's own. */
  const sessionCookies = (response: LightMyRequestResponse) =>
    [response.headers['set-cookie'] ?? []]
      .flat()
      .filter((c) => !c.startsWith('showdesk.sso=') && !/Max-Age=0/i.test(c));

  const readSession = (event: EventRow, cookie: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/session',
      headers: { host: hostOf(event), cookie },
    });

  describe('GET /api/v1/public/sso-providers', () => {
    it("lists only the providers the host's event offers, by id and name", async () => {
      const homeOnly = await addProvider({ name: 'Home IdP', eventIds: [home.id] });
      const everywhere = await addProvider({ name: 'Agency IdP', emailDomains: ['agency.test'] });
      const onHome = await t.app.inject({
        method: 'GET',
        url: '/api/v1/public/sso-providers',
        headers: { host: hostOf(home) },
      });
      expect(onHome.statusCode).toBe(200);
      expect(onHome.json()).toEqual(
        expect.arrayContaining([
          { id: homeOnly, name: 'Home IdP' },
          { id: everywhere, name: 'Agency IdP' },
        ]),
      );
      const onOther = await t.app.inject({
        method: 'GET',
        url: '/api/v1/public/sso-providers',
        headers: { host: hostOf(other) },
      });
      const ids = (onOther.json() as Array<{ id: string }>).map((p) => p.id);
      expect(ids).toContain(everywhere);
      expect(ids).not.toContain(homeOnly);
    });
  });

  describe('the whole code flow', () => {
    let providerId: string;
    beforeAll(async () => {
      providerId = await addProvider({ eventIds: [home.id] });
    });

    it('sends the browser to the provider with PKCE (S256), state and nonce, bound to the browser', async () => {
      const started = await start(home, providerId, '?continue=/tasks');
      expect(started.statusCode).toBe(302);
      expect(started.headers['cache-control']).toBe('no-store');
      const url = location(started);
      expect(url.origin).toBe(idp.issuer);
      const params = url.searchParams;
      expect(params.get('response_type')).toBe('code');
      expect(params.get('client_id')).toBe(idp.clientId);
      expect(params.get('redirect_uri')).toBe(callback(home));
      expect(params.get('scope')).toBe('openid email profile');
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(params.get('state')).toMatch(/^[\w-]{43}$/);
      expect(params.get('nonce')).toMatch(/^[\w-]{43}$/);
      const cookie = String([started.headers['set-cookie']].flat()[0]);
      expect(cookie).toMatch(/^showdesk\.sso=[\w-]{43}; Path=\/api\/v1\/auth\/sso;/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    });

    it("signs a member in with a password login's session and records the login", async () => {
      const member = await t.buildUser(home.id, { email: `member-${unique()}@example.com` });
      const login = identity(member.email);
      const started = await start(home, providerId, '?continue=/tasks');
      const back = await idp.signIn(String(started.headers.location), login);
      expect(back.origin).toBe(`http://${hostOf(home)}`);
      expect(back.searchParams.get('code')).toBeTruthy();
      expect(back.searchParams.get('state')).toBe(location(started).searchParams.get('state'));
      const response = await answer(home, back, cookieHeader(started.headers['set-cookie']));
      expect(response.statusCode).toBe(302);
      expect(String(response.headers.location)).toBe(`http://${hostOf(home)}/tasks`);
      const cookies = sessionCookies(response);
      expect(cookies.some((c) => c.startsWith('showdesk.session_token='))).toBe(true);
      const session = await readSession(home, cookieHeader(cookies));
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json().user.email).toBe(member.email);
      const [row] = await t.deps.db
        .select({ hasLoggedIn: members.hasLoggedIn })
        .from(members)
        .where(and(eq(members.eventId, home.id), eq(members.userId, member.userId)));
      expect(row?.hasLoggedIn).toBe(true);
      // The identity is linked to the account by the provider's subject.
      const links = await t.deps.db
        .select()
        .from(authAccounts)
        .where(eq(authAccounts.userId, member.userId));
      expect(links.map((l) => [l.providerId, l.accountId])).toContainEqual([
        `sso:${providerId}`,
        login,
      ]);
      // The sign-in's binding cookie is cleared.
      expect([response.headers['set-cookie']].flat()).toContainEqual(
        expect.stringMatching(/^showdesk\.sso=; .*Max-Age=0/),
      );
    });

    it('signs the same person in again by the same identity', async () => {
      const member = await t.buildUser(home.id, { email: `again-${unique()}@example.com` });
      const login = identity(member.email);
      for (let round = 0; round < 2; round++) {
        const { response } = await signInThrough(home, providerId, login);
        expect(refusalOf(response)).toBeNull();
        const session = await readSession(home, cookieHeader(sessionCookies(response)));
        expect(session.statusCode).toBe(200);
      }
    });

    it('refuses a wrong state, with no session', async () => {
      const member = await t.buildUser(home.id, { email: `state-${unique()}@example.com` });
      const { back, binding } = await (async () => {
        const started = await start(home, providerId);
        const url = await idp.signIn(String(started.headers.location), identity(member.email));
        return { back: url, binding: cookieHeader(started.headers['set-cookie']) };
      })();
      const forged = new URL(back);
      forged.searchParams.set('state', 'A'.repeat(43));
      const response = await answer(home, forged, binding);
      expect(response.statusCode).toBe(302);
      expect(location(response).pathname).toBe('/auth/login');
      expect(refusalOf(response)).toBe('state');
      expect(sessionCookies(response)).toEqual([]);
    });

    it('refuses a callback in a browser that did not start the sign-in', async () => {
      const member = await t.buildUser(home.id, { email: `browser-${unique()}@example.com` });
      const started = await start(home, providerId);
      const back = await idp.signIn(String(started.headers.location), identity(member.email));
      const elsewhere = await answer(home, back, 'showdesk.sso=someone-elses-binding');
      expect(refusalOf(elsewhere)).toBe('state');
      expect(sessionCookies(elsewhere)).toEqual([]);
      const none = await answer(home, back, '');
      expect(refusalOf(none)).toBe('state');
    });

    it('refuses a replayed callback, with no second session', async () => {
      const member = await t.buildUser(home.id, { email: `replay-${unique()}@example.com` });
      const { back, binding, response } = await signInThrough(
        home,
        providerId,
        identity(member.email),
      );
      expect(refusalOf(response)).toBeNull();
      const sessionsBefore = await t.deps.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, member.userId));
      const replayed = await answer(home, back, binding);
      expect(refusalOf(replayed)).toBe('state');
      expect(sessionCookies(replayed)).toEqual([]);
      const sessionsAfter = await t.deps.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, member.userId));
      expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    });

    it('refuses an address the provider has not verified', async () => {
      const member = await t.buildUser(home.id, { email: `unverified-${unique()}@example.com` });
      for (const verified of [false, 'false', undefined]) {
        const login = identity(member.email, { email_verified: verified });
        const { response } = await signInThrough(home, providerId, login);
        expect(refusalOf(response)).toBe('unverifiedEmail');
        expect(sessionCookies(response)).toEqual([]);
      }
    });

    it('accepts the claim sent as the string "true"', async () => {
      const member = await t.buildUser(home.id, { email: `stringly-${unique()}@example.com` });
      const login = identity(member.email, { email_verified: 'true' });
      const { response } = await signInThrough(home, providerId, login);
      expect(refusalOf(response)).toBeNull();
    });

    it('refuses an unknown person on a provider that only links accounts', async () => {
      const { response } = await signInThrough(
        home,
        providerId,
        identity(`stranger-${unique()}@example.com`),
      );
      expect(refusalOf(response)).toBe('noAccount');
      expect(sessionCookies(response)).toEqual([]);
    });

    it('refuses an account of another event: single sign-on never makes anyone join', async () => {
      const outsider = await t.buildUser(other.id, { email: `outsider-${unique()}@example.com` });
      const { response } = await signInThrough(home, providerId, identity(outsider.email));
      expect(refusalOf(response)).toBe('notMember');
      expect(sessionCookies(response)).toEqual([]);
      const joined = await t.deps.db
        .select()
        .from(members)
        .where(and(eq(members.eventId, home.id), eq(members.userId, outsider.userId)));
      expect(joined).toEqual([]);
    });

    it('refuses when the person says no at the provider', async () => {
      const member = await t.buildUser(home.id, { email: `denied-${unique()}@example.com` });
      const started = await start(home, providerId);
      const back = await idp.signIn(String(started.headers.location), identity(member.email), {
        deny: true,
      });
      expect(back.searchParams.get('error')).toBe('access_denied');
      const response = await answer(home, back, cookieHeader(started.headers['set-cookie']));
      expect(refusalOf(response)).toBe('refused');
      expect(sessionCookies(response)).toEqual([]);
    });

    it('refuses a provider that is not for this event, at the start and at the callback', async () => {
      const started = await start(other, providerId);
      expect(location(started).pathname).toBe('/auth/login');
      expect(refusalOf(started)).toBe('notForEvent');
      expect(started.headers['set-cookie']).toBeUndefined();
      // A sign-in started on the home event cannot end on another event's host.
      const member = await t.buildUser(home.id, { email: `hop-${unique()}@example.com` });
      await t.addMembership(other.id, member.userId);
      const homeStart = await start(home, providerId);
      const back = await idp.signIn(String(homeStart.headers.location), identity(member.email));
      const response = await answer(other, back, cookieHeader(homeStart.headers['set-cookie']));
      expect(refusalOf(response)).toBe('state');
      expect(sessionCookies(response)).toEqual([]);
    });

    it('refuses an unknown provider', async () => {
      const started = await start(home, 'no-such-provider');
      expect(refusalOf(started)).toBe('provider');
    });

    it("asks for the account's second factor before the session", async () => {
      const member = await t.buildUser(home.id, { email: `factor-${unique()}@example.com` });
      await t.giveSecondFactor(member.userId);
      const { response } = await signInThrough(home, providerId, identity(member.email));
      const next = location(response);
      expect(next.pathname).toBe(ssoSecondFactorPath);
      expect(next.searchParams.get('continue')).toBe('/');
      const cookies = sessionCookies(response);
      expect(cookies.some((c) => c.startsWith('showdesk.session_token='))).toBe(false);
      expect(cookies.some((c) => c.startsWith('showdesk.two_factor='))).toBe(true);
      const nothingYet = await readSession(home, cookieHeader(cookies));
      expect(nothingYet.statusCode).toBe(401);
      const step = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login/second-factor',
        headers: { host: hostOf(home), cookie: cookieHeader(cookies) },
        payload: { method: 'totp', code: totpCode(testTotpSecret) },
      });
      expect(step.statusCode, step.body).toBe(200);
      expect(step.json().user.email).toBe(member.email);
    });

    it('answers an invited account with its invitation, as a password login does', async () => {
      const invited = await t.buildUser(other.id, { email: `invited-${unique()}@example.com` });
      await t.deps.db.insert(members).values({
        eventId: home.id,
        userId: invited.userId,
        permissions: 'user',
        status: 'invited',
        firstName: 'Ina',
        surname: 'Vited',
      });
      const { response } = await signInThrough(home, providerId, identity(invited.email));
      expect(refusalOf(response)).toBeNull();
      const session = await readSession(home, cookieHeader(sessionCookies(response)));
      expect(session.statusCode).toBe(403);
      expect(session.json().error.code).toBe(errorCodes.invitationPending);
    });

    it('refuses the same account through another identity of the provider', async () => {
      const member = await t.buildUser(home.id, { email: `twice-${unique()}@example.com` });
      const first = await signInThrough(home, providerId, identity(member.email));
      expect(refusalOf(first.response)).toBeNull();
      const second = await signInThrough(home, providerId, identity(member.email));
      expect(refusalOf(second.response)).toBe('otherIdentity');
      expect(sessionCookies(second.response)).toEqual([]);
    });
  });

  describe("a provider's email domains", () => {
    it('refuses an address outside them', async () => {
      const providerId = await addProvider({ emailDomains: ['acme.test'] });
      const member = await t.buildUser(home.id, { email: `someone-${unique()}@example.com` });
      const { response } = await signInThrough(home, providerId, identity(member.email));
      expect(refusalOf(response)).toBe('emailDomain');
      const insider = await t.buildUser(home.id, { email: `insider-${unique()}@acme.test` });
      const inside = await signInThrough(home, providerId, identity(insider.email));
      expect(refusalOf(inside.response)).toBeNull();
    });

    it('signs a platform admin in only through a provider of their domain', async () => {
      const anyDomain = await addProvider({ eventIds: [home.id] });
      const ownDomain = await addProvider({ emailDomains: ['platform.test'] });
      const admin = await t.buildUser(home.id, {
        permissions: 'eventflowAdmin',
        email: `root-${unique()}@platform.test`,
      });
      const login = identity(admin.email);
      const refused = await signInThrough(home, anyDomain, login);
      expect(refusalOf(refused.response)).toBe('platformAdmin');
      expect(sessionCookies(refused.response)).toEqual([]);
      // Their second factor is asked as after their password.
      const allowed = await signInThrough(home, ownDomain, login);
      expect(location(allowed.response).pathname).toBe(ssoSecondFactorPath);
    });
  });

  describe('a provider that may create accounts', () => {
    it('makes an account for a new person, a member of the event they sign in to', async () => {
      const providerId = await addProvider({ eventIds: [home.id], mayCreateAccounts: true });
      const email = `newcomer-${unique()}@example.com`;
      const { response } = await signInThrough(
        home,
        providerId,
        identity(email, { given_name: 'Nia', family_name: 'Newcomer' }),
      );
      expect(refusalOf(response)).toBeNull();
      const session = await readSession(home, cookieHeader(sessionCookies(response)));
      expect(session.statusCode, session.body).toBe(200);
      const body = session.json();
      expect(body.user).toMatchObject({ email, firstName: 'Nia', surname: 'Newcomer' });
      expect(body.member.permissions).toBe('user');
      // Only on the event it signed in to.
      const elsewhere = await t.deps.db
        .select()
        .from(members)
        .where(and(eq(members.eventId, other.id), eq(members.userId, body.user.id)));
      expect(elsewhere).toEqual([]);
    });

    it('still never adds an account that exists to the event', async () => {
      const providerId = await addProvider({ eventIds: [home.id], mayCreateAccounts: true });
      const outsider = await t.buildUser(other.id, { email: `kept-${unique()}@example.com` });
      const { response } = await signInThrough(home, providerId, identity(outsider.email));
      expect(refusalOf(response)).toBe('notMember');
    });
  });

  describe('an event that requires single sign-on of its staff', () => {
    const passwordLogin = (user: { email: string; password: string }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { host: hostOf(strict) },
        payload: { email: user.email, password: user.password },
      });
    const requireSso = async (on: boolean) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/events/${strict.id}/settings/event`,
        headers: { host: hostOf(strict), cookie: adminCookie },
        payload: { requireStaffSso: on },
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    let adminCookie: string;

    beforeAll(async () => {
      // The providers of every event (by email domain) that the tests above added go: this
      // event's login page offers none to begin with.
      const everyEvent = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/public/sso-providers',
          headers: { host: hostOf(strict) },
        })
      ).json() as Array<{ id: string }>;
      for (const { id } of everyEvent) {
        const gone = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/platform/sso-providers/${id}`,
          headers: adminHeaders,
        });
        expect(gone.statusCode).toBe(204);
      }
    });

    it("changes nothing while the event's login page offers no provider", async () => {
      const admin = await t.buildUser(strict.id, { permissions: 'admin' });
      adminCookie = await t.login(strict, admin);
      await requireSso(true);
      const moderator = await t.buildUser(strict.id, { permissions: 'moderator' });
      expect((await passwordLogin(moderator)).statusCode).toBe(200);
    });

    it("refuses a moderator's and an admin's password login, naming the provider's button", async () => {
      await addProvider({ name: 'Venue Login', eventIds: [strict.id] });
      for (const permissions of ['moderator', 'admin'] as const) {
        const staff = await t.buildUser(strict.id, { permissions });
        const response = await passwordLogin(staff);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe(errorCodes.ssoRequired);
        expect(response.json().error.message).toContain('“Continue with Venue Login”');
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('still refuses a wrong password as a wrong password', async () => {
      const staff = await t.buildUser(strict.id, { permissions: 'moderator' });
      const response = await passwordLogin({ ...staff, password: 'not-the-password' });
      expect(response.statusCode).toBe(401);
    });

    it('lets members log in with their password', async () => {
      const member = await t.buildUser(strict.id);
      expect((await passwordLogin(member)).statusCode).toBe(200);
    });

    it('lets staff in through the provider', async () => {
      const [provider] = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/public/sso-providers',
          headers: { host: hostOf(strict) },
        })
      ).json() as Array<{ id: string; name: string }>;
      expect(provider?.name).toBe('Venue Login');
      const moderator = await t.buildUser(strict.id, {
        permissions: 'moderator',
        email: `staff-${unique()}@example.com`,
      });
      const { response } = await signInThrough(strict, provider!.id, identity(moderator.email));
      expect(refusalOf(response)).toBeNull();
      const session = await readSession(strict, cookieHeader(sessionCookies(response)));
      expect(session.statusCode, session.body).toBe(200);
      expect(session.json().member.permissions).toBe('moderator');
    });

    it('turned off, lets staff use their password again', async () => {
      await requireSso(false);
      const staff = await t.buildUser(strict.id, { permissions: 'admin' });
      expect((await passwordLogin(staff)).statusCode).toBe(200);
    });
  });
});
