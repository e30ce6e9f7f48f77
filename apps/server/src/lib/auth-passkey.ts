import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { expireCookie, setSessionCookie } from 'better-auth/cookies';
import { z } from 'zod';

/**
 * The two-factor plugin's private names for a login's second step (its cookie, and the
 * verification row the cookie's signed value names, holding the user's id). Mirrored here;
 * features/people/auth/passkeys.test.ts logs in through them, so an upgrade that renames them
 * fails there.
 */
const twoFactorCookieName = 'two_factor';

/**
 * The auth library's half of a login's second step with a passkey (features/people/auth holds
 * the WebAuthn checks, through @simplewebauthn/server). Server-only endpoints, never on the
 * HTTP router, called from our routes with the request's headers:
 *
 * - `passkeyLoginChallenge`: whose login the request's signed `two_factor` cookie is (the
 *   cookie the two-factor plugin's sign-in hook set after a right password), and the key of
 *   its step (the verification row's identifier), which keys the passkey challenge and the
 *   step's count of wrong answers (`2fa-attempts-<key>`, shared with the app's codes).
 * - `passkeyLoginFinish`: once our service has verified the passkey's signature for that
 *   user, finishes the step exactly as the plugin's own `verifyTOTP` does (its `valid` in
 *   verify-two-factor.mjs): the step's row consumed (used once), a session made with its
 *   signed cookie, the step's cookie expired.
 */
export function passkeyLogin() {
  return {
    id: 'showdesk-passkey-login',
    endpoints: {
      passkeyLoginChallenge: createAuthEndpoint.serverOnly({ method: 'POST' }, async (ctx) => {
        const cookie = ctx.context.createAuthCookie(twoFactorCookieName);
        const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
        if (!key) throw new APIError('UNAUTHORIZED', { message: 'No second step' });
        const step = await ctx.context.internalAdapter.findVerificationValue(key);
        if (!step || step.expiresAt.getTime() <= Date.now()) {
          throw new APIError('UNAUTHORIZED', { message: 'No second step' });
        }
        return ctx.json({ key, userId: step.value, expiresAt: step.expiresAt.toISOString() });
      }),
      passkeyLoginFinish: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const cookie = ctx.context.createAuthCookie(twoFactorCookieName);
          const key = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
          if (!key) throw new APIError('UNAUTHORIZED', { message: 'No second step' });
          const consumed = await ctx.context.internalAdapter.consumeVerificationValue(key);
          if (!consumed || consumed.value !== ctx.body.userId) {
            expireCookie(ctx, cookie);
            throw new APIError('UNAUTHORIZED', { message: 'No second step' });
          }
          const user = await ctx.context.internalAdapter.findUserById(consumed.value);
          if (!user) throw new APIError('UNAUTHORIZED', { message: 'No such user' });
          const dontRememberMe = await ctx.getSignedCookie(
            ctx.context.authCookies.dontRememberToken.name,
            ctx.context.secret,
          );
          const session = await ctx.context.internalAdapter.createSession(
            user.id,
            !!dontRememberMe,
          );
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'No session' });
          await setSessionCookie(ctx, { session, user });
          expireCookie(ctx, cookie);
          return ctx.json({ userId: user.id, token: session.token });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
