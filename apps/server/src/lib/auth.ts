import { AsyncLocalStorage } from 'node:async_hooks';
import { hash, verify } from '@node-rs/argon2';
import { normaliseRecoveryCode, recoveryCodeCount } from '@showdesk/domain/people/second-factor';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { generateRandomString } from 'better-auth/crypto';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import {
  authAccounts,
  authSessions,
  authTwoFactors,
  authUsers,
  authVerifications,
} from '../db/schema/auth.ts';
import { passkeyLogin } from './auth-passkey.ts';
import { ssoSession } from './auth-sso.ts';

/** A link-bearing message better-auth asked us to send; our services write it to the outbox. */
export interface AuthMail {
  kind: 'resetPassword' | 'verifyEmail';
  userId: string;
  email: string;
  token: string;
}

const mailCapture = new AsyncLocalStorage<AuthMail[]>();

/**
 * Runs an auth call and returns the messages it asked to send. The service that called it
 * builds the email (with the event's address and the flow's continue path) and queues it.
 */
export async function captureAuthMail<T>(
  run: () => Promise<T>,
): Promise<{ result: T; mails: AuthMail[] }> {
  const mails: AuthMail[] = [];
  const result = await mailCapture.run(mails, run);
  return { result, mails };
}

function captured(mail: AuthMail) {
  const sink = mailCapture.getStore();
  if (!sink) throw new Error('An auth email was requested outside captureAuthMail');
  sink.push(mail);
}

/** argon2id with the library's recommended memory cost (19 MiB, 2 passes). */
const argon2id = 2; // Algorithm.Argon2id (a const enum the type stripper cannot inline)
const hashOptions = { algorithm: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * The header that hands the auth library the client's address as the server judged it
 * (Fastify's `request.ip`, which honours TRUST_PROXY): set on every call from a request
 * (plugins/authenticate.ts `requestHeaders`), replacing any the client sent, so a session's
 * recorded address can be neither blank nor made up.
 */
export const clientAddressHeader = 'x-showdesk-client-address';

export interface CreateAuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  log: Logger;
}

export function createAuth({ db, secret, publicUrl, log }: CreateAuthOptions) {
  return betterAuth({
    appName: 'Showdesk',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        twoFactor: authTwoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60 * 24,
      password: {
        hash: (password) => hash(password, hashOptions as never),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, token }) => {
        captured({ kind: 'resetPassword', userId: user.id, email: user.email, token });
      },
    },
    emailVerification: {
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }) => {
        captured({ kind: 'verifyEmail', userId: user.id, email: user.email, token });
      },
    },
    user: { changeEmail: { enabled: true } },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: { enabled: false }, // our routes carry @fastify/rate-limit
    advanced: {
      cookiePrefix: 'showdesk',
      useSecureCookies: publicUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [clientAddressHeader], ipv6Subnet: 128 },
    },
    telemetry: { enabled: false },
    plugins: [
      // The second factor: an authenticator app (TOTP) with one-time recovery codes, both kept
      // encrypted with the server's secret. A login's second step allows 5 tries, and 10 wrong
      // codes in a row lock the account's second step for 15 minutes (the plugin's defaults).
      twoFactor({
        issuer: 'Showdesk',
        backupCodeOptions: {
          storeBackupCodes: 'encrypted',
          // Lower case letters and digits only, as `xxxxx-xxxxx`: what a person types is read
          // whatever its case (normaliseRecoveryCode).
          customBackupCodesGenerate: () =>
            Array.from({ length: recoveryCodeCount }, () =>
              normaliseRecoveryCode(generateRandomString(10, 'a-z', '0-9')),
            ),
        },
        twoFactorCookieMaxAge: 600,
      }),
      // Single sign-on (features/people/sso): the session of an account whose provider's ID token
      // our service has verified, made as a password login's is (or, with a second factor on,
      // that factor's challenge). Server-only: no HTTP route of its own.
      ssoSession(),
      // A login's second step with a passkey (features/people/auth/passkeys.ts verifies it):
      // finishes the two-factor plugin's step as its own verify routes do. Server-only.
      passkeyLogin(),
    ],
    // Into our log: a failed login is expected traffic, not a warning.
    logger: {
      log: (level, message) => (level === 'error' ? log.error(message) : log.debug(message)),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
