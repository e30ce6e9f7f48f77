import { messages } from '@showdesk/domain/common/errors';
import {
  type AccountSessionList,
  accountSessionMessages,
} from '@showdesk/domain/people/account-sessions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor, ok } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, type TestApp } from '../../../../test/support/harness.ts';
import { createTwoProcesses, type TwoProcesses } from '../../../../test/support/two-processes.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { deviceName } from './device.ts';

const chromeOnMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const firefoxOnWindows =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0';

type Person = { userId: string; email: string; password: string };

describe('deviceName', () => {
  it.each([
    [chromeOnMac, 'Chrome on macOS'],
    [safariOnIphone, 'Safari on iPhone'],
    [firefoxOnWindows, 'Firefox on Windows'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
      'Chrome on iPad',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
  ])('names %s as %s', (agent, name) => {
    expect(deviceName(agent)).toBe(name);
  });

  it('calls a session with no user agent, or one naming no browser or system, Unknown device', () => {
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('')).toBe('Unknown device');
    expect(deviceName('curl/8.8.0')).toBe('Unknown device');
    // Nothing the client sent is echoed back.
    expect(deviceName('<script>alert(1)</script>')).toBe('Unknown device');
  });
});

describe.each(testDatabases)('your sessions on %s', (kind) => {
  let apps: TwoProcesses;
  /** The app requests go to; `other` stands for another process (PostgreSQL; the same on PGlite). */
  let t: TestApp;
  let other: TestApp;
  let event: EventRow;

  beforeAll(async () => {
    apps = await createTwoProcesses(kind);
    t = apps.writer;
    other = apps.reader;
    event = await t.buildEvent();
  }, 60_000);
  afterAll(() => apps?.close());

  const host = () => event.hostnames[0]!;
  /** Logs in as a browser would, with its user agent and (through a proxy) its address. */
  /** Logs in from `address` (the connection's: no proxy is trusted) with `userAgent`. */
  const loginFrom = async (
    user: Person,
    userAgent?: string,
    address?: string,
    extraHeaders: Record<string, string> = {},
  ) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      ...(address ? { remoteAddress: address } : {}),
      headers: {
        host: host(),
        ...(userAgent ? { 'user-agent': userAgent } : {}),
        ...extraHeaders,
      },
      payload: { email: user.email, password: user.password },
    });
    expect(response.statusCode, response.body).toBe(200);
    return cookieHeader(response.headers['set-cookie']);
  };
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    cookie?: string,
    app: TestApp = t,
  ) =>
    app.app.inject({
      method,
      url,
      headers: { host: host(), ...(cookie ? { cookie } : {}) },
      ...(method === 'POST' ? { payload: {} } : {}),
    });
  const sessionsOf = async (cookie: string) =>
    (await ok<AccountSessionList>(call('GET', '/api/v1/auth/sessions', cookie))).sessions;
  /** Whether a cookie still logs its person in (the sessions list asks for nothing else). */
  const isLive = async (cookie: string, app: TestApp = t) =>
    (await call('GET', '/api/v1/auth/sessions', cookie, app)).statusCode === 200;
  const tokensOf = async (userId: string) =>
    (
      (await t.deps.db.execute(
        sql`select token from auth_sessions where user_id = ${userId}`,
      )) as unknown as { rows: Array<{ token: string }> }
    ).rows.map((row) => row.token);

  describe('GET /api/v1/auth/sessions', () => {
    it('requires authentication', async () => {
      const response = await call('GET', '/api/v1/auth/sessions');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(messages.notAuthenticated);
    });

    it('records the address the server judged, never one the client claims', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginFrom(user, chromeOnMac, '203.0.113.9', {
        'x-forwarded-for': '198.51.100.99',
        'x-showdesk-client-address': '198.51.100.98',
      });
      const { sessions } = (await call('GET', '/api/v1/auth/sessions', cookie)).json();
      expect(sessions[0].ipAddress).toBe('203.0.113.9');
    });

    it('lists where the caller is logged in, this device first and marked, never a token', async () => {
      const user = await t.buildUser(event.id);
      const laptop = await loginFrom(user, chromeOnMac, '203.0.113.7');
      const phone = await loginFrom(user, safariOnIphone, '198.51.100.23');
      const before = Date.now();
      const response = await call('GET', '/api/v1/auth/sessions', phone);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { sessions } = response.json() as AccountSessionList;
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toMatchObject({
        device: 'Safari on iPhone',
        ipAddress: '198.51.100.23',
        isCurrent: true,
      });
      expect(sessions[1]).toMatchObject({
        device: 'Chrome on macOS',
        ipAddress: '203.0.113.7',
        isCurrent: false,
      });
      // This device is in use now.
      expect(Date.parse(sessions[0]!.lastSeenAt)).toBeGreaterThanOrEqual(before - 1000);
      for (const session of sessions) {
        expect(Object.keys(session).sort()).toEqual(
          ['createdAt', 'device', 'id', 'ipAddress', 'isCurrent', 'lastSeenAt'].sort(),
        );
      }
      // The tokens exist, and none is in the answer.
      const tokens = await tokensOf(user.userId);
      expect(tokens).toHaveLength(2);
      for (const token of tokens) expect(response.body).not.toContain(token);
      // The other device sees the same sessions, itself marked.
      const fromLaptop = await sessionsOf(laptop);
      expect(fromLaptop.find((s) => s.isCurrent)?.device).toBe('Chrome on macOS');
      expect(fromLaptop[0]!.isCurrent).toBe(true);
    });

    it('names a session without a user agent Unknown device, and no address as null', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginFrom(user);
      // As the auth library stores them when the request had neither.
      await t.deps.db.execute(
        sql`update auth_sessions set user_agent = null, ip_address = '' where user_id = ${user.userId}`,
      );
      const [session] = await sessionsOf(cookie);
      expect(session).toMatchObject({ device: 'Unknown device', ipAddress: null });
    });

    it('lists the others by latest activity, and leaves out expired ones', async () => {
      const user = await t.buildUser(event.id);
      const current = await loginFrom(user, firefoxOnWindows);
      await loginFrom(user, chromeOnMac);
      await loginFrom(user, safariOnIphone);
      const ids = new Map((await sessionsOf(current)).map((s) => [s.device, s.id]));
      const setSeen = (device: string, daysAgo: number) =>
        t.deps.db.execute(
          sql`update auth_sessions set updated_at = now() - make_interval(days => ${daysAgo})
              where id = ${ids.get(device)!}`,
        );
      await setSeen('Chrome on macOS', 3);
      await setSeen('Safari on iPhone', 1);
      expect((await sessionsOf(current)).map((s) => s.device)).toEqual([
        'Firefox on Windows',
        'Safari on iPhone',
        'Chrome on macOS',
      ]);
      await t.deps.db.execute(
        sql`update auth_sessions set expires_at = now() - interval '1 minute'
            where id = ${ids.get('Safari on iPhone')!}`,
      );
      expect((await sessionsOf(current)).map((s) => s.device)).toEqual([
        'Firefox on Windows',
        'Chrome on macOS',
      ]);
    });

    it("shows no other person's sessions", async () => {
      const user = await t.buildUser(event.id);
      const someoneElse = await t.buildUser(event.id);
      const theirs = await loginFrom(someoneElse, chromeOnMac);
      expect(await sessionsOf(theirs)).toHaveLength(1);
      const mine = await loginFrom(user, firefoxOnWindows);
      const sessions = await sessionsOf(mine);
      expect(sessions.map((s) => s.device)).toEqual(['Firefox on Windows']);
    });
  });

  describe('DELETE /api/v1/auth/sessions/:sessionId', () => {
    it('requires authentication', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginFrom(user);
      const [session] = await sessionsOf(cookie);
      const response = await call('DELETE', `/api/v1/auth/sessions/${session!.id}`);
      expect(response.statusCode).toBe(401);
      expect(await isLive(cookie)).toBe(true);
    });

    it("cannot end another person's session: 404 as for a missing one", async () => {
      const user = await t.buildUser(event.id);
      const victim = await t.buildUser(event.id);
      const victimCookie = await loginFrom(victim, chromeOnMac);
      const [victimSession] = await sessionsOf(victimCookie);
      const mine = await loginFrom(user);
      const response = await call('DELETE', `/api/v1/auth/sessions/${victimSession!.id}`, mine);
      const missing = await call('DELETE', '/api/v1/auth/sessions/no-such-session', mine);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(accountSessionMessages.notFound);
      expect(response.body).toBe(missing.body);
      expect(await isLive(victimCookie)).toBe(true);
      expect(await isLive(mine)).toBe(true);
    });

    it('logs out another session of the caller at once, on every process; this one stays', async () => {
      const user = await t.buildUser(event.id);
      const laptop = await loginFrom(user, chromeOnMac);
      const phone = await loginFrom(user, safariOnIphone);
      // Both processes have just verified the phone's cookie (and would remember a cached answer).
      expect(await isLive(phone, t)).toBe(true);
      expect(await isLive(phone, other)).toBe(true);
      const phoneSession = (await sessionsOf(laptop)).find((s) => !s.isCurrent)!;
      const response = await call('DELETE', `/api/v1/auth/sessions/${phoneSession.id}`, laptop);
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await isLive(phone, other)).toBe(false);
      expect(await isLive(phone, t)).toBe(false);
      // Refused by the page load's session and by the event's routes (their guard's own read).
      for (const url of ['/api/v1/session', `/api/v1/events/${event.id}/member/tasks`]) {
        const refused = await call('GET', url, phone, other);
        expect(refused.statusCode).toBe(401);
        expect(refused.json().error.message).toBe(messages.notAuthenticated);
      }
      expect(await isLive(laptop, other)).toBe(true);
      expect(
        (await call('GET', `/api/v1/events/${event.id}/member/tasks`, laptop)).statusCode,
      ).toBe(200);
      expect((await sessionsOf(laptop)).map((s) => s.device)).toEqual(['Chrome on macOS']);
      // Ended once: again it is missing.
      const again = await call('DELETE', `/api/v1/auth/sessions/${phoneSession.id}`, laptop);
      expect(again.statusCode).toBe(404);
    });

    it('logs out when it ends the session asking, clearing the cookie as logout does', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginFrom(user, chromeOnMac);
      const [session] = await sessionsOf(cookie);
      const response = await call('DELETE', `/api/v1/auth/sessions/${session!.id}`, cookie);
      expect(response.statusCode).toBe(204);
      const cleared = [response.headers['set-cookie']].flat().join('\n');
      expect(cleared).toMatch(/showdesk\.session_token=;/);
      expect(cleared).toMatch(/Max-Age=0/i);
      expect(await isLive(cookie)).toBe(false);
      expect(await isLive(cookie, other)).toBe(false);
    });
  });

  describe('POST /api/v1/auth/sessions/end-others', () => {
    it('requires authentication', async () => {
      expect((await call('POST', '/api/v1/auth/sessions/end-others')).statusCode).toBe(401);
    });

    it("ends every other session of the caller on every process, and nobody else's", async () => {
      const user = await t.buildUser(event.id);
      const someoneElse = await t.buildUser(event.id);
      const theirs = await loginFrom(someoneElse);
      const here = await loginFrom(user, firefoxOnWindows);
      const elsewhere = [await loginFrom(user, chromeOnMac), await loginFrom(user, safariOnIphone)];
      for (const cookie of elsewhere) expect(await isLive(cookie, other)).toBe(true);
      const answer = await ok(call('POST', '/api/v1/auth/sessions/end-others', here));
      expect(answer).toEqual({ ended: 2 });
      for (const cookie of elsewhere) {
        expect(await isLive(cookie, other)).toBe(false);
        expect(await isLive(cookie, t)).toBe(false);
      }
      expect(await isLive(here, other)).toBe(true);
      expect(await isLive(theirs, other)).toBe(true);
      expect((await sessionsOf(here)).map((s) => s.device)).toEqual(['Firefox on Windows']);
      // Nothing left to end.
      expect(await ok(call('POST', '/api/v1/auth/sessions/end-others', here))).toEqual({
        ended: 0,
      });
    });
  });

  describe('POST /api/v1/events/:eventId/users/:userId/end-sessions', () => {
    const endSessions = (userId: string) => `/users/${userId}/end-sessions`;

    it('requires authentication', async () => {
      const target = await t.buildUser(event.id);
      const cookie = await loginFrom(target);
      const anonymous = await callerFor(t, event, null);
      expect((await anonymous.post(endSessions(target.userId))).statusCode).toBe(401);
      expect(await isLive(cookie)).toBe(true);
    });

    it('rejects a user below admin', async () => {
      const target = await t.buildUser(event.id);
      const cookie = await loginFrom(target);
      const moderator = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'moderator' }),
      );
      expect((await moderator.post(endSessions(target.userId))).statusCode).toBe(403);
      expect(await isLive(cookie)).toBe(true);
    });

    it('cannot reach a person outside the event: 404 as for a missing user', async () => {
      const admin = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'admin' }),
      );
      const otherEvent = await t.buildEvent();
      const outsider = await t.buildUser(otherEvent.id);
      const outsiderCookie = await t.login(otherEvent, outsider);
      const response = await admin.post(endSessions(outsider.userId));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(messages.userNotFound);
      expect(await admin.post(endSessions('no-such-user')).then((r) => r.body)).toBe(response.body);
      // Nor through the other event's path, of which the admin is no member.
      const throughOther = await admin.post(endSessions(outsider.userId), undefined, otherEvent);
      expect(throughOther.statusCode).toBe(404);
      expect(throughOther.json().error.message).toBe(messages.eventNotFound);
      expect(await isLive(outsiderCookie)).toBe(true);
    });

    it("ends every session of the person on every process, noted in the event's activity", async () => {
      const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
      const admin = await callerFor(t, event, adminUser);
      const target = await t.buildUser(event.id, { firstName: 'Sam', surname: 'Stolen' });
      const cookies = [
        await loginFrom(target, chromeOnMac),
        await loginFrom(target, safariOnIphone),
      ];
      for (const cookie of cookies) expect(await isLive(cookie, other)).toBe(true);
      expect(await ok(admin.post(endSessions(target.userId)))).toEqual({ ended: 2 });
      for (const cookie of cookies) expect(await isLive(cookie, other)).toBe(false);
      expect(await tokensOf(target.userId)).toEqual([]);
      const history = await ok<{ items: Array<Record<string, unknown>> }>(
        admin.get(`/activity/records/user/${target.userId}`),
      );
      expect(history.items[0]).toMatchObject({
        action: 'sessions ended',
        actor: { type: 'person', id: adminUser.userId },
        record: { kind: 'user', id: target.userId, name: 'Sam Stolen' },
      });
      // They log in again as usual.
      expect(await isLive(await loginFrom(target))).toBe(true);
    });

    it('leaves a person of other events to a platform admin: ending would log them out there too', async () => {
      const admin = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'admin' }),
      );
      const elsewhere = await t.buildEvent();
      const target = await t.buildUser(elsewhere.id);
      await t.addMembership(event.id, target.userId, 'user');
      const cookie = await t.login(elsewhere, target);
      const refused = await admin.post(endSessions(target.userId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(accountSessionMessages.otherEvents);
      expect(await isLive(cookie)).toBe(true);

      const platformAdmin = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
      const asPlatformAdmin = await callerFor(t, event, platformAdmin);
      expect(await ok(asPlatformAdmin.post(endSessions(target.userId)))).toEqual({ ended: 1 });
      expect(await isLive(cookie)).toBe(false);
    });

    it("refuses the caller's own sessions (their account page ends those)", async () => {
      const adminUser = await t.buildUser(event.id, { permissions: 'admin' });
      const admin = await callerFor(t, event, adminUser);
      const response = await admin.post(endSessions(adminUser.userId));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(accountSessionMessages.ownSessions);
      expect((await admin.get('/users')).statusCode).toBe(200);
    });

    it("lets only a platform admin end a platform admin's sessions", async () => {
      const admin = await callerFor(
        t,
        event,
        await t.buildUser(event.id, { permissions: 'admin' }),
      );
      // A platform admin of another event who is an ordinary member here.
      const home = await t.buildEvent();
      const platformAdmin = await t.buildUser(home.id, { permissions: 'eventflowAdmin' });
      await t.addMembership(event.id, platformAdmin.userId, 'user');
      const cookie = await t.login(home, platformAdmin);
      const refused = await admin.post(endSessions(platformAdmin.userId));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(accountSessionMessages.platformAdmin);
      expect(await isLive(cookie)).toBe(true);

      const anotherPlatformAdmin = await t.buildUser(event.id, { permissions: 'eventflowAdmin' });
      const asPlatformAdmin = await callerFor(t, event, anotherPlatformAdmin);
      expect(await ok(asPlatformAdmin.post(endSessions(platformAdmin.userId)))).toEqual({
        ended: 1,
      });
      expect(await isLive(cookie)).toBe(false);
    });
  });
});
