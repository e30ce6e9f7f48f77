import { passkeyLoginMessages, passkeyMessages } from '@showdesk/domain/people/passkeys';
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
import { SoftAuthenticator, strangerKey } from '../../../../test/support/webauthn.ts';
import { authPasskeys, authUsers } from '../../../db/schema/auth.ts';
import type { EventRow } from '../../platform/events/queries.ts';

type User = Person;

describe.each(testDatabases)('passkeys on %s', (kind) => {
  let t: TestApp;
  let event: EventRow;

  beforeAll(async () => {
    t = await createTestApp(kind);
    event = await t.buildEvent();
  });
  afterAll(async () => {
    await t.close();
  });

  /** The page's origin on an event's host, as the browser reports it in its client data. */
  const originOf = (on: EventRow) => `http://${on.hostnames[0]}`;

  const { send, post, get, loginCookie, firstStep } = signInCalls(
    () => t,
    () => event,
  );

  const registrationOptions = async (user: User, cookie: string, on: EventRow = event) => {
    const response = await post(
      '/api/v1/auth/passkeys/registration-options',
      { currentPassword: user.password },
      cookie,
      on,
    );
    expect(response.statusCode).toBe(200);
    return response.json().options;
  };

  /** Adds a passkey made by `authenticator` to a logged-in person's account. */
  async function addPasskey(
    user: User,
    cookie: string,
    authenticator = new SoftAuthenticator(),
    name = 'Security key',
    on: EventRow = event,
  ) {
    const options = await registrationOptions(user, cookie, on);
    const response = await post(
      '/api/v1/auth/passkeys',
      { name, response: authenticator.register(options, { origin: originOf(on) }) },
      cookie,
      on,
    );
    expect(response.statusCode).toBe(201);
    return { authenticator, passkey: response.json() as { id: string; name: string } };
  }

  const loginOptions = async (step: string, on: EventRow = event) => {
    const response = await post('/api/v1/auth/login/second-factor/passkey-options', {}, step, on);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json().options;
  };

  const answer = (step: string, response: unknown, on: EventRow = event) =>
    post('/api/v1/auth/login/second-factor', { method: 'passkey', response }, step, on);

  /** A whole login with the password and a passkey: its session cookie. */
  async function passkeyLogin(user: User, authenticator: SoftAuthenticator, on: EventRow = event) {
    const { step } = await firstStep(user, on);
    const options = await loginOptions(step, on);
    const done = await answer(
      step,
      authenticator.authenticate(options, { origin: originOf(on) }),
      on,
    );
    expect(done.statusCode).toBe(200);
    return cookieHeader(done.headers['set-cookie']);
  }

  const twoFactorEnabled = async (userId: string) => {
    const [row] = await t.deps.db
      .select({ enabled: authUsers.twoFactorEnabled })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    return row?.enabled;
  };

  describe('the account routes', () => {
    it('require a session', async () => {
      expect((await get('/api/v1/auth/passkeys', '')).statusCode).toBe(401);
      for (const url of [
        '/api/v1/auth/passkeys/registration-options',
        '/api/v1/auth/passkeys',
        '/api/v1/auth/passkeys/some-id/remove',
      ]) {
        expect((await post(url, {})).statusCode).toBe(401);
      }
      expect((await send('PATCH', '/api/v1/auth/passkeys/some-id', { name: 'x' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('adding a passkey', () => {
    it('asks for the current password first, and a wrong one gives no options', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const response = await post(
        '/api/v1/auth/passkeys/registration-options',
        { currentPassword: 'not-my-password' },
        cookie,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].path).toBe('body.currentPassword');
      expect(response.json().options).toBeUndefined();
    });

    it('registers the passkey the browser made for this host, lists it by name and turns two-step verification on', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const optionsResponse = await post(
        '/api/v1/auth/passkeys/registration-options',
        { currentPassword: user.password },
        cookie,
      );
      expect(optionsResponse.headers['cache-control']).toBe('no-store');
      const { options } = optionsResponse.json();
      expect(options.rp).toEqual({ name: event.name, id: event.hostnames[0] });
      expect(options.user.name).toBe(user.email);
      expect(options.excludeCredentials).toEqual([]);
      expect(options.authenticatorSelection.userVerification).toBe('preferred');
      expect(options.attestation).toBe('none');

      const authenticator = new SoftAuthenticator();
      const made = await post(
        '/api/v1/auth/passkeys',
        {
          name: '  Work laptop ',
          response: authenticator.register(options, { origin: originOf(event) }),
        },
        cookie,
      );
      expect(made.statusCode).toBe(201);
      expect(made.json()).toEqual({
        id: expect.any(String),
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      });
      const list = await get('/api/v1/auth/passkeys', cookie);
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.json()).toEqual({ passkeys: [made.json()] });
      expect(list.body).not.toContain(authenticator.id);
      const [row] = await t.deps.db
        .select()
        .from(authPasskeys)
        .where(eq(authPasskeys.userId, user.userId));
      expect(row).toMatchObject({
        credentialId: authenticator.id,
        counter: 0,
        transports: ['usb'],
      });
      expect(await twoFactorEnabled(user.userId)).toBe(true);
      const status = await get('/api/v1/auth/second-factor', cookie);
      expect(status.json()).toEqual({
        totp: false,
        recoveryCodesLeft: 0,
        required: false,
        passkeys: 1,
      });
    });

    it('excludes the passkeys the person has, and refuses one already on the account (409)', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const { authenticator } = await addPasskey(user, cookie);
      const options = await registrationOptions(user, cookie);
      expect(options.excludeCredentials).toEqual([
        { id: authenticator.id, type: 'public-key', transports: ['usb'] },
      ]);
      const again = await post(
        '/api/v1/auth/passkeys',
        { name: 'Again', response: authenticator.register(options, { origin: originOf(event) }) },
        cookie,
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(passkeyMessages.alreadyRegistered);
    });

    it('refuses an answer to another challenge, from another origin or for another host, and takes each challenge once', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const authenticator = new SoftAuthenticator();
      const origin = originOf(event);
      const register = (response: unknown) =>
        post('/api/v1/auth/passkeys', { name: 'Key', response }, cookie);

      const options = await registrationOptions(user, cookie);
      const otherChallenge = await register(
        authenticator.register(options, { origin, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' }),
      );
      expect(otherChallenge.statusCode).toBe(400);
      expect(otherChallenge.json().error.message).toBe(passkeyMessages.registrationExpired);

      const otherOrigin = await register(
        authenticator.register(options, { origin: 'http://evil.example' }),
      );
      expect(otherOrigin.statusCode).toBe(400);
      expect(otherOrigin.json().error.message).toBe(passkeyMessages.registrationRefused);
      // That try took the challenge: the right answer to it now comes too late.
      const used = await register(authenticator.register(options, { origin }));
      expect(used.statusCode).toBe(400);
      expect(used.json().error.message).toBe(passkeyMessages.registrationExpired);

      const otherHost = await register(
        authenticator.register(await registrationOptions(user, cookie), {
          origin,
          rpId: 'evil.example',
        }),
      );
      expect(otherHost.statusCode).toBe(400);
      expect(otherHost.json().error.message).toBe(passkeyMessages.registrationRefused);

      expect((await get('/api/v1/auth/passkeys', cookie)).json()).toEqual({ passkeys: [] });
      expect(await twoFactorEnabled(user.userId)).toBe(false);
    });

    it("refuses another person's challenge", async () => {
      const owner = await t.buildUser(event.id);
      const thief = await t.buildUser(event.id);
      const options = await registrationOptions(owner, await loginCookie(owner));
      const response = await post(
        '/api/v1/auth/passkeys',
        {
          name: 'Key',
          response: new SoftAuthenticator().register(options, { origin: originOf(event) }),
        },
        await loginCookie(thief),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(passkeyMessages.registrationExpired);
    });

    it('ends every other session when it turns two-step verification on, not when another passkey is added', async () => {
      const user = await t.buildUser(event.id);
      const elsewhere = await loginCookie(user);
      const cookie = await loginCookie(user);
      const { authenticator } = await addPasskey(user, cookie);
      expect((await get('/api/v1/session', elsewhere)).statusCode).toBe(401);
      expect((await get('/api/v1/session', cookie)).statusCode).toBe(200);

      const phone = await passkeyLogin(user, authenticator);
      await addPasskey(user, cookie, new SoftAuthenticator(), 'Spare key');
      expect((await get('/api/v1/session', phone)).statusCode).toBe(200);
      expect((await get('/api/v1/auth/passkeys', cookie)).json().passkeys).toHaveLength(2);
    });
  });

  describe('logging in with a passkey', () => {
    it("answers a passkey-only account's password with methods ['passkey'], and the passkey finishes the login", async () => {
      const user = await t.buildUser(event.id);
      const { authenticator, passkey } = await addPasskey(user, await loginCookie(user));
      const { methods, step } = await firstStep(user);
      expect(methods).toEqual(['passkey']);
      expect((await get('/api/v1/session', step)).statusCode).toBe(401);

      const options = await loginOptions(step);
      expect(options.rpId).toBe(event.hostnames[0]);
      expect(options.allowCredentials).toEqual([
        { id: authenticator.id, type: 'public-key', transports: ['usb'] },
      ]);
      expect(options.userVerification).toBe('preferred');
      const done = await answer(
        step,
        authenticator.authenticate(options, { origin: originOf(event) }),
      );
      expect(done.statusCode).toBe(200);
      expect(done.json().user.email).toBe(user.email);
      const session = cookieHeader(done.headers['set-cookie']);
      expect(session).toContain('session_token');
      expect((await get('/api/v1/session', session)).statusCode).toBe(200);
      const [listed] = (await get('/api/v1/auth/passkeys', session)).json().passkeys;
      expect(listed).toMatchObject({ id: passkey.id, lastUsedAt: expect.any(String) });
      const [row] = await t.deps.db
        .select({ counter: authPasskeys.counter })
        .from(authPasskeys)
        .where(eq(authPasskeys.id, passkey.id));
      expect(row?.counter).toBe(1);
      // The step is used: it finishes no second login.
      const replay = await answer(
        step,
        authenticator.authenticate(options, { origin: originOf(event) }),
      );
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error.details).toEqual({ restart: true });
    });

    it('offers the app, a recovery code and a passkey to an account with both, and either finishes', async () => {
      const user = await t.buildUser(event.id);
      await t.giveSecondFactor(user.userId);
      const cookie = await t.login(event, user);
      const { authenticator } = await addPasskey(user, cookie);
      const { methods, step } = await firstStep(user);
      expect(methods).toEqual(['totp', 'recoveryCode', 'passkey']);
      const options = await loginOptions(step);
      const done = await answer(
        step,
        authenticator.authenticate(options, { origin: originOf(event) }),
      );
      expect(done.statusCode).toBe(200);
      const byApp = await post(
        '/api/v1/auth/login/second-factor',
        { method: 'totp', code: totpCode('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP') },
        (await firstStep(user)).step,
      );
      expect(byApp.statusCode).toBe(200);
    });

    it('refuses a forged signature, another origin, another challenge and a counter going back, with no session', async () => {
      const user = await t.buildUser(event.id);
      const { authenticator } = await addPasskey(user, await loginCookie(user));
      const origin = originOf(event);
      const refused = async (spoil: Parameters<SoftAuthenticator['authenticate']>[1]) => {
        const { step } = await firstStep(user);
        const response = await answer(
          step,
          authenticator.authenticate(await loginOptions(step), spoil),
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().error.message).toBe(passkeyLoginMessages.refused);
        expect(cookieHeader(response.headers['set-cookie'])).not.toContain('session_token');
      };
      await refused({ origin, key: strangerKey() });
      await refused({ origin: 'http://evil.example' });
      await refused({ origin, rpId: 'evil.example' });
      await refused({ origin, challenge: 'bm90LXRoZS1jaGFsbGVuZ2U' });

      // A use moves the counter on; an answer with the counter at or below it is a clone's.
      const { step } = await firstStep(user);
      expect(
        (await answer(step, authenticator.authenticate(await loginOptions(step), { origin })))
          .statusCode,
      ).toBe(200);
      await refused({ origin, counter: authenticator.counter });
      await refused({ origin, counter: 0 });
    });

    it('takes each challenge once: a second answer needs new options', async () => {
      const user = await t.buildUser(event.id);
      const { authenticator } = await addPasskey(user, await loginCookie(user));
      const origin = originOf(event);
      const { step } = await firstStep(user);
      const options = await loginOptions(step);
      const forged = await answer(
        step,
        authenticator.authenticate(options, { origin, key: strangerKey() }),
      );
      expect(forged.statusCode).toBe(401);
      // The right answer to the challenge that was tried already.
      const late = await answer(step, authenticator.authenticate(options, { origin }));
      expect(late.statusCode).toBe(401);
      expect(late.json().error.message).toBe(passkeyLoginMessages.refused);
      const fresh = await answer(
        step,
        authenticator.authenticate(await loginOptions(step), { origin }),
      );
      expect(fresh.statusCode).toBe(200);
    });

    it('sends the person back to the password after five wrong answers, even with a right one next', async () => {
      const user = await t.buildUser(event.id);
      const { authenticator } = await addPasskey(user, await loginCookie(user));
      const origin = originOf(event);
      const { step } = await firstStep(user);
      for (let i = 0; i < 5; i++) {
        const wrong = await answer(
          step,
          authenticator.authenticate(await loginOptions(step), { origin, key: strangerKey() }),
        );
        expect(wrong.statusCode).toBe(401);
      }
      const sixth = await answer(
        step,
        authenticator.authenticate(await loginOptions(step), { origin }),
      );
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error).toMatchObject({
        message: secondFactorMessages.tooManyTries,
        details: { restart: true },
      });
      expect(cookieHeader(sixth.headers['set-cookie'])).not.toContain('session_token');
    });

    it("needs the login's first step", async () => {
      const options = await post('/api/v1/auth/login/second-factor/passkey-options', {});
      expect(options.statusCode).toBe(401);
      expect(options.json().error).toMatchObject({
        message: secondFactorMessages.expired,
        details: { restart: true },
      });
      const response = await answer(
        '',
        new SoftAuthenticator().authenticate({ challenge: 'x' }, { origin: originOf(event) }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.details).toEqual({ restart: true });
    });

    it('refuses a removed passkey, and leaves it out of the options', async () => {
      const user = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const { authenticator: removed, passkey } = await addPasskey(user, cookie, undefined, 'Old');
      const { authenticator: kept } = await addPasskey(user, cookie, undefined, 'New');
      const gone = await post(
        `/api/v1/auth/passkeys/${passkey.id}/remove`,
        { currentPassword: user.password },
        cookie,
      );
      expect(gone.statusCode).toBe(200);
      const { step } = await firstStep(user);
      const options = await loginOptions(step);
      expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual([kept.id]);
      const response = await answer(
        step,
        removed.authenticate(options, { origin: originOf(event) }),
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe(passkeyLoginMessages.refused);
    });

    it("refuses another account's passkey", async () => {
      const user = await t.buildUser(event.id);
      const other = await t.buildUser(event.id);
      await addPasskey(user, await loginCookie(user));
      const { authenticator: theirs } = await addPasskey(other, await loginCookie(other));
      const { step } = await firstStep(user);
      const response = await answer(
        step,
        theirs.authenticate(await loginOptions(step), { origin: originOf(event) }),
      );
      expect(response.statusCode).toBe(401);
    });
  });

  describe('renaming and removing', () => {
    it("renames a passkey; another person's is not found", async () => {
      const user = await t.buildUser(event.id);
      const other = await t.buildUser(event.id);
      const cookie = await loginCookie(user);
      const { passkey } = await addPasskey(user, cookie);
      const renamed = await send(
        'PATCH',
        `/api/v1/auth/passkeys/${passkey.id}`,
        { name: 'Phone' },
        cookie,
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().name).toBe('Phone');
      const blank = await send(
        'PATCH',
        `/api/v1/auth/passkeys/${passkey.id}`,
        { name: ' ' },
        cookie,
      );
      expect(blank.statusCode).toBe(400);
      const stranger = await loginCookie(other);
      const theirs = await send(
        'PATCH',
        `/api/v1/auth/passkeys/${passkey.id}`,
        { name: 'Mine' },
        stranger,
      );
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.message).toBe(passkeyMessages.notFound);
      const removeTheirs = await post(
        `/api/v1/auth/passkeys/${passkey.id}/remove`,
        { currentPassword: other.password },
        stranger,
      );
      expect(removeTheirs.statusCode).toBe(404);
      expect((await get('/api/v1/auth/passkeys', cookie)).json().passkeys[0].name).toBe('Phone');
    });

    it('asks for the current password to remove one, and the last one gone turns two-step verification off', async () => {
      const user = await t.buildUser(event.id);
      const elsewhere = await loginCookie(user);
      const cookie = await loginCookie(user);
      const { passkey, authenticator } = await addPasskey(user, cookie);
      expect((await get('/api/v1/session', elsewhere)).statusCode).toBe(401);
      const again = await passkeyLogin(user, authenticator);
      const wrong = await post(
        `/api/v1/auth/passkeys/${passkey.id}/remove`,
        { currentPassword: 'not-my-password' },
        cookie,
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.details[0].path).toBe('body.currentPassword');
      expect((await get('/api/v1/auth/passkeys', cookie)).json().passkeys).toHaveLength(1);

      const removed = await post(
        `/api/v1/auth/passkeys/${passkey.id}/remove`,
        { currentPassword: user.password },
        cookie,
      );
      expect(removed.statusCode).toBe(200);
      expect(await twoFactorEnabled(user.userId)).toBe(false);
      // Off: every other session ended, and the password is enough again.
      expect((await get('/api/v1/session', again)).statusCode).toBe(401);
      expect((await get('/api/v1/session', cookie)).statusCode).toBe(200);
      await loginCookie(user);
    });

    it('keeps two-step verification on with a passkey when the app is turned off', async () => {
      const user = await t.buildUser(event.id);
      await t.giveSecondFactor(user.userId);
      const cookie = await t.login(event, user);
      await addPasskey(user, cookie);
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
        passkeys: 1,
      });
      expect(await twoFactorEnabled(user.userId)).toBe(true);
      expect((await firstStep(user)).methods).toEqual(['passkey']);
    });

    describe('a person whose role requires a second factor', () => {
      let strict: EventRow;
      beforeAll(async () => {
        strict = await buildStrictEvent(t);
      });

      it('sets up a passkey to open the event, and cannot remove their last factor', async () => {
        const moderator = await t.buildUser(strict.id, { permissions: 'moderator' });
        const login = await post('/api/v1/auth/login', credentials(moderator), '', strict);
        expect(login.json().error.code).toBe('second_factor_enrolment_required');
        const cookie = cookieHeader(login.headers['set-cookie']);
        const { passkey } = await addPasskey(moderator, cookie, undefined, 'Key', strict);
        expect((await get('/api/v1/session', cookie, strict)).statusCode).toBe(200);
        const status = await get('/api/v1/auth/second-factor', cookie, strict);
        expect(status.json()).toEqual({
          totp: false,
          recoveryCodesLeft: 0,
          required: true,
          passkeys: 1,
        });

        const last = await post(
          `/api/v1/auth/passkeys/${passkey.id}/remove`,
          { currentPassword: moderator.password },
          cookie,
          strict,
        );
        expect(last.statusCode).toBe(409);
        expect(last.json().error.message).toBe(secondFactorMessages.requiredByRole);
        expect((await get('/api/v1/auth/passkeys', cookie, strict)).json().passkeys).toHaveLength(
          1,
        );

        // With a second one, the first may go.
        const { passkey: spare } = await addPasskey(moderator, cookie, undefined, 'Spare', strict);
        const first = await post(
          `/api/v1/auth/passkeys/${passkey.id}/remove`,
          { currentPassword: moderator.password },
          cookie,
          strict,
        );
        expect(first.statusCode).toBe(200);
        expect(spare.name).toBe('Spare');
        expect(await twoFactorEnabled(moderator.userId)).toBe(true);
      });

      it('may turn the app off while a passkey remains', async () => {
        const moderator = await t.buildUser(strict.id, { permissions: 'moderator' });
        await t.giveSecondFactor(moderator.userId);
        const cookie = await t.login(strict, moderator);
        const refusedFirst = await post(
          '/api/v1/auth/second-factor/disable',
          { currentPassword: moderator.password },
          cookie,
          strict,
        );
        expect(refusedFirst.statusCode).toBe(409);
        await addPasskey(moderator, cookie, undefined, 'Key', strict);
        const off = await post(
          '/api/v1/auth/second-factor/disable',
          { currentPassword: moderator.password },
          cookie,
          strict,
        );
        expect(off.statusCode).toBe(200);
        expect(await twoFactorEnabled(moderator.userId)).toBe(true);
      });
    });
  });
});
