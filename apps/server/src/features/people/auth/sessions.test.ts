import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import type { EventRow } from '../../platform/events/queries.ts';

/**
 * Sessions end everywhere at once, and a session is only ever the one its cookie proves.
 * On PostgreSQL a second app (its own caches, the same database) stands for another process
 * behind the load balancer.
 */
describe.each(testDatabases)('sessions on %s', (kind) => {
  let t: TestApp;
  /** Another app process on the same database (PostgreSQL), or the same app (PGlite). */
  let other: TestApp;
  let event: EventRow;

  const host = () => event.hostnames[0]!;
  const sessionOn = (app: TestApp, cookie: string) =>
    app.app.inject({ url: '/api/v1/session', headers: { host: host(), cookie } });
  const post = (app: TestApp, url: string, payload: object, cookie?: string) =>
    app.app.inject({
      method: 'POST',
      url,
      headers: { host: host(), ...(cookie ? { cookie } : {}) },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    other =
      kind === 'postgres' ? await createTestApp(kind, { sharedDatabaseUrl: t.databaseUrl }) : t;
    event = await t.buildEvent();
  });
  afterAll(async () => {
    if (other !== t) await other.close();
    await t.close();
  });

  it('ignores a planted look-alike cookie: its value never becomes the victim’s session', async () => {
    const victim = await t.buildUser(event.id, { firstName: 'Victoria' });
    const cookie = await t.login(event, victim);
    // Another port or a sibling subdomain planted x.showdesk.session_token=KNOWN; the victim's
    // open app keeps making requests with both cookies.
    const planted = `x.showdesk.session_token=KNOWN-TO-ATTACKER; ${cookie}`;
    for (let i = 0; i < 3; i++) {
      const response = await sessionOn(t, planted);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.firstName).toBe('Victoria');
    }
    // The attacker, with only the value they chose, is nobody.
    for (const attacker of [
      'x.showdesk.session_token=KNOWN-TO-ATTACKER',
      'showdesk.session_token=KNOWN-TO-ATTACKER',
    ]) {
      expect((await sessionOn(t, attacker)).statusCode).toBe(401);
    }
  });

  it('refuses a cookie whose signature is not ours, even for a real token', async () => {
    const user = await t.buildUser(event.id);
    const cookie = await t.login(event, user);
    const [name, value] = cookie.split('=') as [string, string];
    const token = decodeURIComponent(value).split('.')[0];
    expect((await sessionOn(t, `${name}=${token}.forged-signature`)).statusCode).toBe(401);
    expect((await sessionOn(t, `${name}=${token}`)).statusCode).toBe(401);
  });

  it('ends a logged-out session on every app process from the next request', async () => {
    const user = await t.buildUser(event.id);
    const cookie = await t.login(event, user);
    // Both processes have just verified it (and would remember a cached answer).
    expect((await sessionOn(t, cookie)).statusCode).toBe(200);
    expect((await sessionOn(other, cookie)).statusCode).toBe(200);
    const logout = await post(t, '/api/v1/auth/logout', {}, cookie);
    expect(logout.statusCode).toBe(200);
    expect((await sessionOn(other, cookie)).statusCode).toBe(401);
    expect((await sessionOn(t, cookie)).statusCode).toBe(401);
  });

  it('ends the other sessions of a user who changes their password, on every process', async () => {
    const user = await t.buildUser(event.id);
    const phone = await t.login(event, user);
    const laptop = await t.login(event, user);
    expect((await sessionOn(other, phone)).statusCode).toBe(200);
    const changed = await post(
      t,
      '/api/v1/auth/change-password',
      { currentPassword: user.password, newPassword: 'a-brand-new-password' },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    expect((await sessionOn(other, phone)).statusCode).toBe(401);
    // The session that changed it carries on with the cookie it was given back.
    const renewed = cookieHeader(changed.headers['set-cookie']) || laptop;
    expect((await sessionOn(other, renewed)).statusCode).toBe(200);
  });

  it('ends the sessions of a deleted user on every process', async () => {
    const admin = await t.buildUser(event.id, { permissions: 'admin' });
    const adminCookie = await t.login(event, admin);
    const user = await t.buildUser(event.id);
    const cookie = await t.login(event, user);
    expect((await sessionOn(other, cookie)).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/events/${event.id}/users/${user.userId}?transferToUserId=${admin.userId}`,
      headers: { host: host(), cookie: adminCookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await sessionOn(other, cookie)).statusCode).toBe(401);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, not Secure over plain http', async () => {
    const user = await t.buildUser(event.id);
    const login = await post(t, '/api/v1/auth/login', {
      email: user.email,
      password: user.password,
    });
    const [setCookie] = [login.headers['set-cookie']].flat() as string[];
    expect(setCookie).toMatch(/^showdesk\.session_token=/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).not.toMatch(/; Secure/i);
  });
});

describe('session cookies behind https', () => {
  let proxied: TestApp;
  let t: TestApp;
  // Made before the tests (whose time limit is shorter than a hook's): each is a whole app.
  beforeAll(async () => {
    [proxied, t] = await Promise.all([
      createTestApp('pglite', { env: { TRUST_PROXY: 'true' } }),
      createTestApp('pglite', { env: { PUBLIC_URL: 'https://showdesk.test' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([proxied?.close(), t?.close()]);
  });

  it('are Secure when a proxy says the request came over https, whatever PUBLIC_URL says', async () => {
    const event = await proxied.buildEvent();
    const user = await proxied.buildUser(event.id);
    const login = await proxied.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: event.hostnames[0]!, 'x-forwarded-proto': 'https' },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const [setCookie] = [login.headers['set-cookie']].flat() as string[];
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
  });

  it('are Secure with the __Secure- prefix when the app is served over https', async () => {
    const event = await t.buildEvent();
    const user = await t.buildUser(event.id);
    const login = await t.postLogin(event, user);
    expect(login.statusCode).toBe(200);
    const [setCookie] = [login.headers['set-cookie']].flat() as string[];
    expect(setCookie).toMatch(/^__Secure-showdesk\.session_token=/);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    const session = await t.app.inject({
      url: '/api/v1/session',
      headers: { host: event.hostnames[0]!, cookie: cookieHeader(login.headers['set-cookie']) },
    });
    expect(session.statusCode).toBe(200);
  });
});
