import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthEndpoint } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { z } from 'zod';

/**
 * The auth library's half of single sign-on (features/people/sso holds the OpenID Connect
 * flow): once our service has verified a provider's ID token and found the account it signs in,
 * this server-only endpoint (never on the HTTP router) makes the session exactly as a password
 * login does: a better-auth session row and its signed cookie. An account with a second factor
 * gets no session yet: it gets the two-factor plugin's challenge instead (the same cookie and
 * verification rows its sign-in hook writes after a right password), so the login's second step
 * (`verifyTOTP`, `verifyBackupCode`) finishes an SSO login too. That mirrors the plugin's
 * private names (cookie `two_factor`, identifiers `2fa-…` and `2fa-attempts-…`);
 * features/people/sso/sso-sign-in.test.ts logs in through it with a code, so an upgrade that
 * renames them fails there.
 */
export function ssoSession() {
  return {
    id: 'showdesk-sso-session',
    endpoints: {
      signInVerifiedIdentity: createAuthEndpoint.serverOnly(
        { method: 'POST', body: z.object({ userId: z.string().min(1) }) },
        async (ctx) => {
          const user = await ctx.context.internalAdapter.findUserById(ctx.body.userId);
          if (!user) throw new APIError('UNAUTHORIZED', { message: 'No such user' });
          if ((user as { twoFactorEnabled?: boolean }).twoFactorEnabled) {
            const twoFactor = ctx.context.getPlugin('two-factor') as {
              options?: { twoFactorCookieMaxAge?: number };
            } | null;
            const maxAge = twoFactor?.options?.twoFactorCookieMaxAge ?? 600;
            const cookie = ctx.context.createAuthCookie('two_factor', { maxAge });
            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + maxAge * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            await ctx.setSignedCookie(
              cookie.name,
              identifier,
              ctx.context.secret,
              cookie.attributes,
            );
            return ctx.json({ twoFactorRedirect: true as const, userId: user.id, token: null });
          }
          const session = await ctx.context.internalAdapter.createSession(user.id);
          if (!session) throw new APIError('INTERNAL_SERVER_ERROR', { message: 'No session' });
          await setSessionCookie(ctx, { session, user });
          return ctx.json({
            twoFactorRedirect: false as const,
            userId: user.id,
            token: session.token,
          });
        },
      ),
    },
  } satisfies BetterAuthPlugin;
}
