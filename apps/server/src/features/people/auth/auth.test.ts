import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../../../test/support/account-links.ts';
import { readSession } from '../../../../test/support/caller.ts';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import { startSmtpServer } from '../../../../test/support/smtp.ts';
import { authUsers, authVerifications } from '../../../db/schema/auth.ts';
import { outboxEmails } from '../../../db/schema/outbox.ts';
import { userProfiles } from '../../../db/schema/users.ts';
import { getMember } from '../../../plugins/event-caller.ts';
import type { EventRow } from '../../platform/events/queries.ts';
import { getProfile } from '../users/queries.ts';
import { rollbackEmail } from './service.ts';

describe.each(testDatabases)('auth flows on %s', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let event: EventRow;
  let otherEvent: EventRow;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url });
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { host: event.hostnames[0]!, ...headers },
    });
  /** Logs in on the event's host with `email` and `password`: the answer. */
  const loginWith = (email: string, password: string) =>
    post('/api/v1/auth/login', { email, password });

  describe('POST /api/v1/auth/login', () => {
    it('logs in with the email in any case, sets hasLoggedIn and lastLoginInTime, and returns the session', async () => {
      const user = await t.buildUser(event.id, { email: 'Casey@Example.com' });
      const before = await getMember(t.deps.db, event.id, user.userId);
      expect(before?.hasLoggedIn).toBe(false);
      const response = await loginWith('CASEY@example.COM', user.password);
      expect(response.statusCode).toBe(200);
      expect(response.json().user.email).toBe('casey@example.com');
      expect(response.json().event.id).toBe(event.id);
      expect(response.headers['set-cookie']).toBeDefined();
      const after = await getMember(t.deps.db, event.id, user.userId);
      expect(after?.hasLoggedIn).toBe(true);
      expect(after?.lastLoginInTime).toBeInstanceOf(Date);
    });

    it('refuses a bad password with a clear message', async () => {
      const user = await t.buildUser(event.id);
      const response = await loginWith(user.email, 'wrong-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Incorrect email or password', details: null },
      });
    });

    it('answers an unknown email exactly like a bad password', async () => {
      const response = await loginWith('nobody@example.com', 'whatever-pass');
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Incorrect email or password');
    });

    it('rejects bad input with the field path and writes nothing', async () => {
      const response = await loginWith('not-an-email', '');
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.details.map((d: { path: string }) => d.path)).toEqual(
        expect.arrayContaining(['body.email', 'body.password']),
      );
    });

    it('refuses a user who is not a member of the event of the host exactly like a wrong password, and leaves no session', async () => {
      const outsider = await t.buildUser(otherEvent.id);
      const response = await loginWith(outsider.email, outsider.password);
      // Answering differently for the right password would tell a stranger it is right.
      const wrong = await loginWith(outsider.email, 'not-the-password');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(wrong.json());
      expect(response.json().error.message).toBe('Incorrect email or password');
      const cookie = cookieHeader(response.headers['set-cookie']);
      const session = await readSession(t, event, cookie);
      expect(session.statusCode).toBe(401);
    });

    it('lets a user of several events log in to each', async () => {
      const user = await t.buildUser(event.id);
      await t.addMembership(otherEvent.id, user.userId, 'moderator');
      const cookie = await t.login(otherEvent, user);
      const session = await readSession(t, otherEvent, cookie);
      expect(session.json().member.permissions).toBe('moderator');
      expect(session.json().user.eventIds.sort()).toEqual([event.id, otherEvent.id].sort());
    });
  });

  describe('POST /api/v1/auth/logout', () => {
    it('ends the session on the server, so the old cookie no longer works', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const host = event.hostnames[0]!;
      expect(
        (await t.app.inject({ url: '/api/v1/session', headers: { host, cookie } })).statusCode,
      ).toBe(200);
      const out = await post('/api/v1/auth/logout', {}, { cookie });
      expect(out.statusCode).toBe(200);
      const again = await t.app.inject({ url: '/api/v1/session', headers: { host, cookie } });
      expect(again.statusCode).toBe(401);
      expect(again.json().error.message).toBe('User is not authenticated');
    });
  });

  describe('password reset', () => {
    it('emails a reset link through SMTP that sets a new password; the old one stops working', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Riley' });
      const response = await post('/api/v1/auth/forgot-password', {
        email: user.email.toUpperCase(),
        continuePath: '/tasks',
      });
      expect(response.statusCode).toBe(200);
      const mail = await smtp.waitFor(user.email, (m) => m.text.includes('/auth/reset-password'));
      expect(mail.subject).toContain('Reset your');
      expect(mail.text).toContain('Hi Riley');
      const link = linkIn(mail.text, '/auth/reset-password');
      expect(link.searchParams.get('mode')).toBe('resetPassword');
      expect(link.searchParams.get('continue')).toBe('/tasks');
      expect(link.host).toBe(event.hostnames[0]);

      // The page checks the link as it opens (verifyAuthToken), before a password is typed.
      const check = await post('/api/v1/auth/verify-token', {
        token: link.searchParams.get('token'),
      });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toEqual({ ok: true });

      const reset = await post('/api/v1/auth/reset-password', {
        token: link.searchParams.get('token'),
        newPassword: 'a-brand-new-secret',
      });
      expect(reset.statusCode).toBe(200);
      const oldLogin = await loginWith(user.email, user.password);
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await loginWith(user.email, 'a-brand-new-secret');
      expect(newLogin.statusCode).toBe(200);
      await smtp.waitFor(user.email, (m) => m.subject.includes('password was changed'));

      const reused = await post('/api/v1/auth/reset-password', {
        token: link.searchParams.get('token'),
        newPassword: 'yet-another-secret',
      });
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.message).toBe('This link is invalid or has expired');
      // A used link fails its check too, and so does a made-up one: the page says so at once.
      for (const token of [link.searchParams.get('token'), 'made-up']) {
        const used = await post('/api/v1/auth/verify-token', { token });
        expect(used.statusCode).toBe(400);
        expect(used.json().error.message).toBe('This link is invalid or has expired');
      }
    });

    it('says at once that a link has run out, before a password is typed', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Ezra' });
      await post('/api/v1/auth/forgot-password', { email: user.email });
      const mail = await smtp.waitFor(user.email, (m) => m.text.includes('/auth/reset-password'));
      const token = linkIn(mail.text, '/auth/reset-password').searchParams.get('token');
      expect((await post('/api/v1/auth/verify-token', { token })).statusCode).toBe(200);
      await t.deps.db
        .update(authVerifications)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(authVerifications.identifier, `reset-password:${token}`));
      const expired = await post('/api/v1/auth/verify-token', { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().error.message).toBe('This link is invalid or has expired');
    });

    it('answers the same for an unknown email and sends nothing', async () => {
      const before = smtp.received.length;
      const response = await post('/api/v1/auth/forgot-password', { email: 'ghost@example.com' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received.length).toBe(before);
    });

    it('logs the message for the admins with its reset link hidden: only the addressee reads it', async () => {
      const admin = await t.buildUser(event.id, { permissions: 'admin' });
      const user = await t.buildUser(event.id);
      await post('/api/v1/auth/forgot-password', { email: user.email });
      const cookie = await t.login(event, admin);
      const log = await t.app.inject({
        url: `/api/v1/events/${event.id}/emails`,
        headers: { host: event.hostnames[0]!, cookie },
      });
      expect(log.statusCode).toBe(200);
      const entry = log.json().emails.find((e: { to: string }) => e.to === user.email);
      expect(entry.template).toBe('verifyPasswordChange');
      expect(entry.text).toContain('Reset password: [link sent to the recipient only]');
      expect(entry.text).not.toContain('reset-password');
      expect(entry.text).not.toContain('token');
      // The message that reached the addressee has the working link.
      const mail = await smtp.waitFor(user.email, (m) => m.text.includes('/auth/reset-password'));
      expect(linkIn(mail.text, '/auth/reset-password').searchParams.get('token')).toBeTruthy();
    });

    it('kills every older reset link once one is used', async () => {
      const user = await t.buildUser(event.id);
      const isReset = (m: { text: string }) => m.text.includes('/auth/reset-password');
      await post('/api/v1/auth/forgot-password', { email: user.email });
      const first = await smtp.waitFor(user.email, isReset);
      await post('/api/v1/auth/forgot-password', { email: user.email });
      let second = first;
      for (let i = 0; i < 100 && second === first; i++) {
        const mails = smtp.received.filter((m) => m.to.includes(user.email) && isReset(m));
        second = mails[mails.length - 1]!;
        if (second === first) await new Promise((r) => setTimeout(r, 100));
      }
      expect(second).not.toBe(first);
      const tokenOf = (mail: { text: string }) =>
        linkIn(mail.text, '/auth/reset-password').searchParams.get('token');
      const newest = await post('/api/v1/auth/reset-password', {
        token: tokenOf(second),
        newPassword: 'newest-link-pass',
      });
      expect(newest.statusCode).toBe(200);
      const older = await post('/api/v1/auth/reset-password', {
        token: tokenOf(first),
        newPassword: 'older-link-pass',
      });
      expect(older.statusCode).toBe(400);
      expect(older.json().error.message).toBe('This link is invalid or has expired');
      expect((await loginWith(user.email, 'newest-link-pass')).statusCode).toBe(200);
    });

    it('sets a first password through the set-password route', async () => {
      const user = await t.buildUser(event.id);
      await post('/api/v1/auth/forgot-password', { email: user.email });
      const mail = await smtp.waitFor(user.email, (m) => m.text.includes('/auth/reset-password'));
      const token = linkIn(mail.text, '/auth/reset-password').searchParams.get('token');
      const response = await post('/api/v1/auth/set-password', {
        token,
        newPassword: 'first-real-password',
      });
      expect(response.statusCode).toBe(200);
      // The login page that follows fills in the account's email from this answer.
      expect(response.json()).toEqual({ ok: true, email: user.email });
      expect((await loginWith(user.email, 'first-real-password')).statusCode).toBe(200);
    });

    it('refuses a made-up token and a short password', async () => {
      const bad = await post('/api/v1/auth/reset-password', {
        token: 'made-up',
        newPassword: 'long-enough-pass',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe('This link is invalid or has expired');
      const short = await post('/api/v1/auth/reset-password', {
        token: 'made-up',
        newPassword: 'short',
      });
      expect(short.statusCode).toBe(400);
      expect(short.json().error.message).toBe('Use at least 8 characters');
    });
  });

  describe('POST /api/v1/auth/change-password', () => {
    it('requires the current password', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const wrong = await post(
        '/api/v1/auth/change-password',
        { currentPassword: 'nope-nope', newPassword: 'another-password' },
        { cookie },
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.message).toBe('Your current password is incorrect');
      const right = await post(
        '/api/v1/auth/change-password',
        { currentPassword: user.password, newPassword: 'another-password' },
        { cookie },
      );
      expect(right.statusCode).toBe(200);
      expect((await loginWith(user.email, 'another-password')).statusCode).toBe(200);
    });

    it("logs the user's other sessions out at once, and keeps this one", async () => {
      const user = await t.buildUser(event.id);
      const here = await t.login(event, user);
      const elsewhere = await t.login(event, user);
      const session = (cookie: string) => readSession(t, event, cookie);
      // Both sessions are in use (and so remembered as verified) before the change.
      expect((await session(here)).statusCode).toBe(200);
      expect((await session(elsewhere)).statusCode).toBe(200);
      const changed = await post(
        '/api/v1/auth/change-password',
        { currentPassword: user.password, newPassword: 'brand-new-password' },
        { cookie: here },
      );
      expect(changed.statusCode).toBe(200);
      const renewed = cookieHeader(changed.headers['set-cookie']) || here;
      expect((await session(elsewhere)).statusCode).toBe(401);
      expect((await session(renewed)).statusCode).toBe(200);
    });

    it('requires authentication', async () => {
      const response = await post('/api/v1/auth/change-password', {
        currentPassword: 'x',
        newPassword: 'another-password',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('email change', () => {
    it('verifies the new address, then updates and lower-cases the email and confirms it', async () => {
      const user = await t.buildUser(event.id, { firstName: 'Jordan' });
      const cookie = await t.login(event, user);
      const request = await post(
        '/api/v1/auth/update-email',
        {
          newEmail: 'Jordan.New@Example.com',
          currentPassword: user.password,
          continuePath: '/my-account',
        },
        { cookie },
      );
      expect(request.statusCode).toBe(200);
      const verify = await smtp.waitFor('jordan.new@example.com', (m) =>
        m.text.includes('/auth/update-email'),
      );
      const link = linkIn(verify.text, '/auth/update-email');
      expect(link.searchParams.get('mode')).toBe('verifyAndChangeEmail');
      expect(link.searchParams.get('uid')).toBe(user.userId);
      expect(link.searchParams.get('continue')).toBe('/my-account');
      // Nothing changes until the new address is confirmed.
      expect((await getProfile(t.deps.db, user.userId))?.email).toBe(user.email);

      const confirm = await post('/api/v1/auth/update-email/confirm', {
        token: link.searchParams.get('token'),
      });
      expect(confirm.statusCode).toBe(200);
      expect(confirm.json()).toEqual({ ok: true, email: 'jordan.new@example.com' });
      expect((await getProfile(t.deps.db, user.userId))?.email).toBe('jordan.new@example.com');
      // The address it replaced is told, not the new one.
      const told = await smtp.waitFor(user.email, (m) =>
        m.subject.includes('email address was changed'),
      );
      expect(told.text).toContain('jordan.new@example.com');
      // The link works once.
      const again = await post('/api/v1/auth/update-email/confirm', {
        token: link.searchParams.get('token'),
      });
      expect(again.statusCode).toBe(400);
      const login = await loginWith('jordan.new@example.com', user.password);
      expect(login.statusCode).toBe(200);
    });

    it('asks for the current password: a wrong or missing one is refused at currentPassword and sends nothing', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      const newEmail = `not-sent-${user.userId.slice(0, 8).toLowerCase()}@example.com`;
      const missing = await post('/api/v1/auth/update-email', { newEmail }, { cookie });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.details).toContainEqual(
        expect.objectContaining({ path: 'body.currentPassword' }),
      );
      for (const currentPassword of ['', 'not-my-password', `${user.password} `]) {
        const wrong = await post(
          '/api/v1/auth/update-email',
          { newEmail, currentPassword },
          { cookie },
        );
        expect(wrong.statusCode, currentPassword).toBe(400);
        expect(wrong.json().error.details).toEqual([
          {
            path: 'body.currentPassword',
            message: currentPassword
              ? 'Your current password is incorrect'
              : 'Enter your current password',
          },
        ]);
      }
      const queuedTo = () =>
        t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, newEmail));
      expect(await queuedTo()).toEqual([]);
      // Nothing was sent nor changed; the right password then sends the link.
      const right = await post(
        '/api/v1/auth/update-email',
        { newEmail, currentPassword: user.password },
        { cookie },
      );
      expect(right.statusCode).toBe(200);
      await smtp.waitFor(newEmail, (m) => m.text.includes('/auth/update-email'));
      expect(await queuedTo()).toHaveLength(1);
      expect((await getProfile(t.deps.db, user.userId))?.email).toBe(user.email);
    });

    it('requires authentication', async () => {
      const response = await post('/api/v1/auth/update-email', {
        newEmail: 'anyone@example.com',
        currentPassword: 'x',
      });
      expect(response.statusCode).toBe(401);
    });

    it('restores the original email when the update fails after the auth change', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await t.login(event, user);
      await post(
        '/api/v1/auth/update-email',
        { newEmail: 'taken-later@example.com', currentPassword: user.password },
        { cookie },
      );
      const verify = await smtp.waitFor('taken-later@example.com', (m) =>
        m.text.includes('/auth/update-email'),
      );
      // Someone's profile takes the address before the link is followed: the profile update fails.
      const squatter = await t.buildUser(event.id);
      await t.deps.db
        .update(userProfiles)
        .set({ email: 'taken-later@example.com' })
        .where(eq(userProfiles.id, squatter.userId));

      const confirm = await post('/api/v1/auth/update-email/confirm', {
        token: linkIn(verify.text, '/auth/update-email').searchParams.get('token'),
      });
      expect(confirm.statusCode).toBe(409);
      const [authUser] = await t.deps.db
        .select()
        .from(authUsers)
        .where(eq(authUsers.id, user.userId));
      expect(authUser?.email).toBe(user.email);
      expect((await getProfile(t.deps.db, user.userId))?.email).toBe(user.email);
    });

    it("fails the rollback with the spec's messages", async () => {
      await expect(rollbackEmail(t.deps, 'someone', undefined)).rejects.toThrow(
        'Original email is not defined in the rollback',
      );
      const broken = {
        ...t.deps,
        auth: { $context: Promise.reject(new Error('auth down')) },
      } as never;
      await expect(rollbackEmail(broken, 'someone', 'a@example.com')).rejects.toThrow(
        'Failed to rollback email',
      );
    });

    it('refuses a bad token', async () => {
      const response = await post('/api/v1/auth/update-email/confirm', { token: 'a.b.c' });
      expect(response.statusCode).toBe(400);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_ADDRESS_RATE_LIMIT_MAX: '8' },
    });
  });
  afterAll(() => t.close());

  const login = (
    event: { hostnames: string[] },
    email: string,
    password: string,
    remoteAddress = '198.51.100.1',
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host: event.hostnames[0]! },
      remoteAddress,
      payload: { email, password },
    });

  it('limits login attempts per account, from any address', async () => {
    const event = await t.buildEvent();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Each guess from a different address: the account is limited all the same.
      const response = await login(event, 'target@example.com', 'guess-number-x', `203.0.113.${i}`);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.message).toBe('Too many requests, please try again later');
      }
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('does not lock everyone behind one address out after bad tries with other emails', async () => {
    const event = await t.buildEvent();
    const colleague = await t.buildUser(event.id);
    const office = '192.0.2.10';
    // Three wrong guesses each for two other accounts, from the office's one address.
    for (const email of ['first@example.com', 'second@example.com']) {
      for (let i = 0; i < 3; i++) {
        expect((await login(event, email, 'wrong-password', office)).statusCode).toBe(401);
      }
    }
    expect((await login(event, colleague.email, colleague.password, office)).statusCode).toBe(200);
  });

  it('limits attempts per address, whatever the accounts', async () => {
    const event = await t.buildEvent();
    const sprayer = '192.0.2.99';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      statuses.push(
        (await login(event, `spray-${i}@example.com`, 'password1', sprayer)).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
  });

  it('counts wrong current passwords of an email or password change per person, from any address', async () => {
    const event = await t.buildEvent();
    const user = await t.buildUser(event.id);
    const cookie = await t.login(event, user);
    const change = (url: string, payload: object, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { host: event.hostnames[0]!, cookie },
        remoteAddress,
        payload,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const url = i % 2 ? '/api/v1/auth/change-password' : '/api/v1/auth/update-email';
      const payload =
        i % 2
          ? { currentPassword: `guess-${i}`, newPassword: 'a-new-password' }
          : { newEmail: `guess-${i}@example.com`, currentPassword: `guess-${i}` };
      statuses.push((await change(url, payload, `203.0.113.${50 + i}`)).statusCode);
    }
    // The right password, from yet another address, waits its turn like a guess.
    const right = await change(
      '/api/v1/auth/update-email',
      { newEmail: 'guess-right@example.com', currentPassword: user.password },
      '203.0.113.60',
    );
    statuses.push(right.statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    const queued = await t.deps.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.eventId, event.id));
    expect(queued).toEqual([]);
  });

  it('limits password-reset requests', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: 'reset-target@example.com' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
