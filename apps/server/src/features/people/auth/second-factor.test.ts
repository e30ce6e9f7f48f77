import { secondFactorMessages } from '@showdesk/domain/people/second-factor';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../../../../test/support/databases.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../../../test/support/harness.ts';
import {
  buildStrictEvent,
  credentials,
  type Person,
  signInCalls,
} from '../../../../test/support/sign-in.ts';
import { totpCode } from '../../../../test/support/totp.ts';
import { authTwoFactors } from '../../../db/schema/auth.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type User = Person;

describe.each(testDatabases)('second factor on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;
  let otherEvent: EventRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
    otherEvent = await t.buildEvent();
  });
  afterAll(async () => {
    await t.close();
  });

  const calls = signInCalls(
    () => t,
    () => event,
  );
  const { post, get, loginCookie } = calls;
  const enrol = (user: User) => calls.enrolApp(user);
  /** The code the authenticator app shows now for `secret`. */
  const codeOf = async (secret: string) => totpCode(secret);
  /** A code the app does not show now (nor a step before or after): ten minutes ahead. */
  const wrongCodeOf = async (secret: string) => totpCode(secret, { stepsAhead: 20 });

  /** The first step of a login with an authenticator app: its step's cookie. */
  async function firstStep(user: User) {
    const { methods, step } = await calls.firstStep(user);
    expect(methods).toEqual(['totp', 'recoveryCode']);
    return step;
  }

  describe('setting up an authenticator app', () => {
    it('shows the address, secret and ten recovery codes once, and is not on until a code confirms it', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const started = await post(
        '/api/v1/auth/second-factor/totp',
        { currentPassword: user.password },
        cookie,
      );
      expect(started.statusCode).toBe(200);
      expect(started.headers['cache-control']).toBe('no-store');
      const setup = started.json();
      expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Showdesk:/);
      expect(setup.uri).toContain(`secret=${setup.secret}`);
      expect(setup.recoveryCodes).toHaveLength(10);
      for (const code of setup.recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
      // Stored encrypted, never as shown.
      const [row] = await t.deps.db
        .select()
        .from(authTwoFactors)
        .where(eq(authTwoFactors.userId, user.userId));
      expect(row?.secret).not.toContain(setup.secret);
      expect(row?.backupCodes).not.toContain(setup.recoveryCodes[0]);

      const before = await get('/api/v1/auth/second-factor', cookie);
      expect(before.json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        required: false,
        passkeys: 0,
      });
      // Not on yet: the login asks for nothing more.
      expect((await post('/api/v1/auth/login', credentials(user))).statusCode).toBe(200);

      const wrong = await post(
        '/api/v1/auth/second-factor/totp/confirm',
        { code: await wrongCodeOf(setup.secret) },
        cookie,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details).toEqual([
        { path: 'body.code', message: secondFactorMessages.wrongCode },
      ]);

      const confirmed = await post(
        '/api/v1/auth/second-factor/totp/confirm',
        { code: await codeOf(setup.secret) },
        cookie,
      );
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({
        totp: true,
        recoveryCodesLeft: 10,
        required: false,
        passkeys: 0,
      });
      const newCookie = cookieHeader(confirmed.headers['set-cookie']);
      expect((await get('/api/v1/session', newCookie)).statusCode).toBe(200);
    });

    it('ends every other session of the person when it is turned on', async () => {
      const user = await t.buildUser(event.id);
      const elsewhere = await loginCookie(user);
      expect((await get('/api/v1/session', elsewhere)).statusCode).toBe(200);
      const { cookie } = await enrol(user);
      expect((await get('/api/v1/session', elsewhere)).statusCode).toBe(401);
      expect((await get('/api/v1/session', cookie)).statusCode).toBe(200);
    });

    it('asks for the current password and refuses a wrong one at its field, starting nothing', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const response = await post(
        '/api/v1/auth/second-factor/totp',
        { currentPassword: 'not-my-password' },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe('body.currentPassword');
      const rows = await t.deps.db
        .select()
        .from(authTwoFactors)
        .where(eq(authTwoFactors.userId, user.userId));
      expect(rows).toEqual([]);
    });

    it('requires a session', async () => {
      const response = await post('/api/v1/auth/second-factor/totp', { currentPassword: 'x' });
      expect(response.statusCode).toBe(401);
      expect((await get('/api/v1/auth/second-factor', '')).statusCode).toBe(401);
    });

    it('refuses a second set-up while one is on (409)', async () => {
      const user = await t.buildUser(event.id);
      const { cookie } = await enrol(user);
      const again = await post(
        '/api/v1/auth/second-factor/totp',
        { currentPassword: user.password },
        cookie,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(secondFactorMessages.alreadyOn);
    });
  });

  describe('logging in with a second factor', () => {
    it('asks for the code after the password, and a session only comes with the right code', async () => {
      const user = await t.buildUser(event.id);
      const { secret } = await enrol(user);
      const step = await firstStep(user);
      // The first step's cookie is no session.
      expect((await get('/api/v1/session', step)).statusCode).toBe(401);

      const wrong = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'totp', code: await wrongCodeOf(secret) },
        step,
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.message).toBe(secondFactorMessages.wrongCode);

      const right = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'totp', code: await codeOf(secret) },
        step,
      );
      expect(right.statusCode).toBe(200);
      expect(right.json().user.email).toBe(user.email);
      const session = cookieHeader(right.headers['set-cookie']);
      expect((await get('/api/v1/session', session)).statusCode).toBe(200);
    });

    it('takes a recovery code once, in any case and with spaces, and counts what is left', async () => {
      const user = await t.buildUser(event.id);
      const { recoveryCodes } = await enrol(user);
      const code = recoveryCodes[3]!;
      const typed = ` ${code.replace('-', ' ').toUpperCase()} `;
      const used = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'recoveryCode', code: typed },
        await firstStep(user),
      );
      expect(used.statusCode).toBe(200);
      const session = cookieHeader(used.headers['set-cookie']);
      const status = await get('/api/v1/auth/second-factor', session);
      expect(status.json()).toEqual({
        totp: true,
        recoveryCodesLeft: 9,
        required: false,
        passkeys: 0,
      });

      const again = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'recoveryCode', code },
        await firstStep(user),
      );
      expect(again.statusCode).toBe(401);
      expect(again.json().error.message).toBe(secondFactorMessages.wrongRecoveryCode);
    });

    it('sends the person back to the password after five wrong codes, even with the right one next', async () => {
      const user = await t.buildUser(event.id);
      const { secret } = await enrol(user);
      const step = await firstStep(user);
      for (let i = 0; i < 5; i++) {
        const wrong = await post(
          '/api/v1/auth/login/second-factor',
          { method: 'totp', code: await wrongCodeOf(secret) },
          step,
        );
        expect(wrong.statusCode).toBe(401);
      }
      const sixth = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'totp', code: await codeOf(secret) },
        step,
      );
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toMatchObject({
        message: secondFactorMessages.tooManyTries,
        details: { restart: true },
      });
      const after = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'totp', code: await codeOf(secret) },
        step,
      );
      expect(after.statusCode).toBe(401);
      expect(after.json().error.details).toEqual({ restart: true });
    });

    it('answers a second step without a first one with a restart', async () => {
      const response = await post('/api/v1/auth/login/second-factor', {
        method: 'totp',
        code: '123456',
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({
        message: secondFactorMessages.expired,
        details: { restart: true },
      });
    });

    it('offers no second step on an event the account does not belong to', async () => {
      const user = await t.buildUser(event.id);
      await enrol(user);
      const response = await post('/api/v1/auth/login', credentials(user), '', otherEvent);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Incorrect email or password');
    });
  });

  describe('changing the second factor', () => {
    it('turns it off with the current password, and the login asks for nothing more', async () => {
      const user = await t.buildUser(event.id);
      const { cookie } = await enrol(user);
      const wrong = await post(
        '/api/v1/auth/second-factor/disable',
        { currentPassword: 'not-my-password' },
        cookie,
      );
      expect(wrong.statusCode).toBe(400);
      const off = await post(
        '/api/v1/auth/second-factor/disable',
        { currentPassword: user.password },
        cookie,
      );
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        required: false,
        passkeys: 0,
      });
      expect((await post('/api/v1/auth/login', credentials(user))).statusCode).toBe(200);
    });

    it('gives new recovery codes, shown once, and the old ones stop working', async () => {
      const user = await t.buildUser(event.id);
      const { cookie, recoveryCodes: old } = await enrol(user);
      const fresh = await post(
        '/api/v1/auth/second-factor/recovery-codes',
        { currentPassword: user.password },
        cookie,
      );
      expect(fresh.statusCode).toBe(200);
      expect(fresh.headers['cache-control']).toBe('no-store');
      const { recoveryCodes } = fresh.json() as { recoveryCodes: string[] };
      expect(recoveryCodes).toHaveLength(10);
      expect(recoveryCodes).not.toContain(old[0]);
      const refused = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'recoveryCode', code: old[0] },
        await firstStep(user),
      );
      expect(refused.statusCode).toBe(401);
      const taken = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'recoveryCode', code: recoveryCodes[0] },
        await firstStep(user),
      );
      expect(taken.statusCode).toBe(200);
    });
  });

  describe('an event that requires a second factor of its staff', () => {
    let strict: EventRow;
    beforeAll(async () => {
      strict = await buildStrictEvent(t);
    });

    it('logs a moderator without one in only to set one up, and refuses the event until then', async () => {
      const moderator = await t.buildUser(strict.id, { permissions: 'moderator' });
      const login = await post('/api/v1/auth/login', credentials(moderator), '', strict);
      expect(login.statusCode).toBe(403);
      expect(login.json().error).toMatchObject({
        code: 'second_factor_enrolment_required',
        message: secondFactorMessages.enrolmentRequired,
      });
      const cookie = cookieHeader(login.headers['set-cookie']);
      expect((await get('/api/v1/session', cookie, strict)).statusCode).toBe(403);
      const teams = await get(`/api/v1/events/${strict.id}/teams`, cookie, strict);
      expect(teams.statusCode).toBe(403);
      expect(teams.json().error.code).toBe('second_factor_enrolment_required');
      const status = await get('/api/v1/auth/second-factor', cookie, strict);
      expect(status.json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        required: true,
        passkeys: 0,
      });

      // Setting one up is allowed, and then the event opens.
      const started = await post(
        '/api/v1/auth/second-factor/totp',
        { currentPassword: moderator.password },
        cookie,
        strict,
      );
      const confirmed = await post(
        '/api/v1/auth/second-factor/totp/confirm',
        { code: await codeOf(started.json().secret) },
        cookie,
        strict,
      );
      expect(confirmed.statusCode).toBe(200);
      const enrolled = cookieHeader(confirmed.headers['set-cookie']);
      expect((await get('/api/v1/session', enrolled, strict)).statusCode).toBe(200);
      expect((await get(`/api/v1/events/${strict.id}/teams`, enrolled, strict)).statusCode).toBe(
        200,
      );
      // Their role requires it: it cannot be turned off.
      const off = await post(
        '/api/v1/auth/second-factor/disable',
        { currentPassword: moderator.password },
        enrolled,
        strict,
      );
      expect(off.statusCode).toBe(409);
      expect(off.json().error.message).toBe(secondFactorMessages.requiredByRole);
    });

    it('leaves members below moderator as they were', async () => {
      const member = await t.buildUser(strict.id);
      const cookie = await loginCookie(member, strict);
      expect((await get('/api/v1/session', cookie, strict)).statusCode).toBe(200);
    });
  });
});
