import { errorCodes } from '@showdesk/domain/common/errors';
import {
  type Passkey,
  type PasskeyAuthenticationResponse,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  passkeyLoginMessages,
  passkeyMessages,
  type RegisterPasskeyInput,
} from '@showdesk/domain/people/passkeys';
import { secondFactorMessages } from '@showdesk/domain/people/second-factor';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import { APIError } from 'better-auth/api';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { newId } from '../../../lib/ids.ts';
import type { AuthUser } from '../../../plugins/authenticate.ts';
import { getProfile } from '../users/queries.ts';
import {
  deletePasskeyRow,
  factorsOf,
  insertPasskey,
  listPasskeys,
  passkeyCredentialsOf,
  recordPasskeyUse,
  renamePasskeyRow,
  setTwoFactorEnabled,
} from './passkey-queries.ts';
import { endOtherSessions, secondFactorRequiredOf } from './second-factor-queries.ts';
import { checkingCurrentPassword, type FlowContext, finishLogin } from './service.ts';

// Loaded at the first passkey call, not at start: most processes never check one.
const webauthn = () => import('@simplewebauthn/server');

/** How long a ceremony's challenge may be answered (the browser's prompt waits two minutes). */
const challengeTtlMs = 5 * 60_000;
const promptTimeoutMs = 2 * 60_000;
/** Wrong answers to one login's second step, with a passkey or a code, before it ends. */
const stepAttempts = 5;

const knownTransports = new Set<string>([
  'ble',
  'cable',
  'hybrid',
  'internal',
  'nfc',
  'smart-card',
  'usb',
]);
const transportsOf = (values: readonly string[] | undefined) =>
  (values ?? []).filter((t) => knownTransports.has(t)) as AuthenticatorTransportFuture[];

/**
 * The relying party of a ceremony: the host the request came to (one the event knows, else its
 * canonical host; `eventOrigin`). A passkey is bound to it, so it works on that host only.
 */
function relyingParty(ctx: FlowContext) {
  return { rpID: new URL(ctx.origin).hostname, origin: ctx.origin };
}

const asPasskey = (row: Awaited<ReturnType<typeof listPasskeys>>[number]): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

/** The challenge a browser signed, read from its client data (checked again by the library). */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof data.challenge === 'string' && data.challenge.length <= 1024
      ? data.challenge
      : null;
  } catch {
    return null;
  }
}

interface StoredChallenge {
  challenge: string;
  rpID: string;
  origin: string;
}

async function storeChallenge(
  deps: AppDeps,
  identifier: string,
  value: StoredChallenge,
  expiresAt = new Date(Date.now() + challengeTtlMs),
) {
  const { internalAdapter } = await deps.auth.$context;
  await internalAdapter.createVerificationValue({
    identifier,
    value: JSON.stringify(value),
    expiresAt,
  });
}

/** A ceremony's challenge, taken once (null when unknown, used or expired). */
async function takeChallenge(deps: AppDeps, identifier: string): Promise<StoredChallenge | null> {
  const { internalAdapter } = await deps.auth.$context;
  const stored = await internalAdapter.consumeVerificationValue(identifier);
  if (!stored) return null;
  try {
    return JSON.parse(stored.value) as StoredChallenge;
  } catch {
    return null;
  }
}

const registrationKey = (userId: string, challenge: string) =>
  `passkey-registration:${userId}:${challenge}`;

/** The person's passkeys, oldest first. */
export async function passkeysOf(deps: AppDeps, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(deps.db, userId)).map(asPasskey);
}

/**
 * Starts adding a passkey once the current password is confirmed (a stolen session alone
 * cannot add one): the options for the browser's prompt, with a one-time challenge kept for
 * five minutes, this host as the relying party and the person's passkeys excluded.
 */
export async function startPasskeyRegistration(
  deps: AppDeps,
  ctx: FlowContext,
  userId: string,
  currentPassword: string,
  headers: Headers,
): Promise<PasskeyCreationOptions> {
  await checkingCurrentPassword(() =>
    deps.auth.api.verifyPassword({ body: { password: currentPassword }, headers }),
  );
  const [profile, existing, { generateRegistrationOptions }] = await Promise.all([
    getProfile(deps.db, userId),
    passkeyCredentialsOf(deps.db, userId),
    webauthn(),
  ]);
  const { rpID, origin } = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: ctx.event.name,
    rpID,
    userID: new TextEncoder().encode(userId),
    userName: profile?.email ?? userId,
    userDisplayName: profile ? `${profile.firstName} ${profile.surname}`.trim() : '',
    timeout: promptTimeoutMs,
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({
      id: c.credentialId,
      transports: transportsOf(c.transports),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    // ES256 and RS256 (what authenticators make), and EdDSA.
    supportedAlgorithmIDs: [-8, -7, -257],
  });
  await storeChallenge(deps, registrationKey(userId, options.challenge), {
    challenge: options.challenge,
    rpID,
    origin,
  });
  return options as PasskeyCreationOptions;
}

/**
 * Adds the passkey the browser made for the options (its challenge taken once; attestation
 * 'none', so any authenticator is welcome). Turning two-step verification on with it (the
 * person's first factor) ends every other session of theirs, as an authenticator app's does.
 */
export async function finishPasskeyRegistration(
  deps: AppDeps,
  user: AuthUser,
  input: RegisterPasskeyInput,
): Promise<Passkey> {
  const challenge = challengeOf(input.response.response.clientDataJSON);
  const stored = challenge
    ? await takeChallenge(deps, registrationKey(user.userId, challenge))
    : null;
  if (!stored) throw AppError.badRequest(passkeyMessages.registrationExpired);
  const { verifyRegistrationResponse } = await webauthn();
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: {
        ...input.response,
        response: {
          ...input.response.response,
          transports: transportsOf(input.response.response.transports),
        },
      },
      expectedChallenge: stored.challenge,
      expectedOrigin: stored.origin,
      expectedRPID: stored.rpID,
      // A second factor after the password: the authenticator's presence is enough.
      requireUserVerification: false,
    });
  } catch (error) {
    deps.log.debug({ err: error }, 'passkey registration refused');
    throw AppError.badRequest(passkeyMessages.registrationRefused);
  }
  const info = verification.registrationInfo;
  if (!verification.verified || !info)
    throw AppError.badRequest(passkeyMessages.registrationRefused);
  try {
    return await deps.db.transaction(async (tx) => {
      const before = await factorsOf(tx, user.userId, true);
      const made = await insertPasskey(tx, {
        id: newId(),
        userId: user.userId,
        name: input.name,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: transportsOf(info.credential.transports ?? input.response.response.transports),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
      });
      if (!before.enabled) {
        await setTwoFactorEnabled(tx, user.userId, true);
        await endOtherSessions(tx, user.userId, user.sessionToken);
      }
      return asPasskey(made);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(passkeyMessages.alreadyRegistered);
    throw error;
  }
}

/** Renames one of the person's passkeys. */
export async function renamePasskey(
  deps: AppDeps,
  userId: string,
  passkeyId: string,
  name: string,
): Promise<Passkey> {
  const row = await renamePasskeyRow(deps.db, userId, passkeyId, name);
  if (!row) throw AppError.notFound(passkeyMessages.notFound);
  return asPasskey(row);
}

/**
 * Removes one of the person's passkeys once the current password is confirmed. Their last
 * second factor cannot go while their role requires one; when it goes, two-step verification
 * is off and every other session of theirs ends, as when an authenticator app is turned off.
 */
export async function removePasskey(
  deps: AppDeps,
  user: AuthUser,
  passkeyId: string,
  currentPassword: string,
  headers: Headers,
): Promise<void> {
  const own = await listPasskeys(deps.db, user.userId);
  if (!own.some((p) => p.id === passkeyId)) throw AppError.notFound(passkeyMessages.notFound);
  await checkingCurrentPassword(() =>
    deps.auth.api.verifyPassword({ body: { password: currentPassword }, headers }),
  );
  const required = await secondFactorRequiredOf(deps.db, user.userId);
  await deps.db.transaction(async (tx) => {
    const factors = await factorsOf(tx, user.userId, true);
    const isLast = !factors.totp && factors.passkeys <= 1;
    if (isLast && required) throw AppError.conflict(secondFactorMessages.requiredByRole);
    if (!(await deletePasskeyRow(tx, user.userId, passkeyId))) {
      throw AppError.notFound(passkeyMessages.notFound);
    }
    if (isLast) {
      await setTwoFactorEnabled(tx, user.userId, false);
      await endOtherSessions(tx, user.userId, user.sessionToken);
    }
  });
}

/** A refusal that sends the person back to the password step (`details.restart`). */
const restart = (status: 401 | 429, message: string) =>
  new AppError(
    status === 429 ? errorCodes.rateLimited : errorCodes.unauthenticated,
    status,
    message,
    { restart: true },
  );

/**
 * The login's step as its `two_factor` cookie names it (the two-factor plugin's, set after a
 * right password): its key and the person. A missing or timed-out step restarts the login.
 */
async function loginStep(deps: AppDeps, headers: Headers) {
  try {
    return await deps.auth.api.passkeyLoginChallenge({ headers });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw restart(401, secondFactorMessages.expired);
    }
    throw error;
  }
}

const loginChallengeKey = (stepKey: string) => `passkey-login:${stepKey}`;

/**
 * The options for signing in with a passkey at a login's second step: the person's passkeys and
 * a one-time challenge for this step (a new one replaces the last).
 */
export async function passkeyLoginOptions(
  deps: AppDeps,
  ctx: FlowContext,
  headers: Headers,
): Promise<PasskeyRequestOptions> {
  const step = await loginStep(deps, headers);
  const [credentials, { generateAuthenticationOptions }] = await Promise.all([
    passkeyCredentialsOf(deps.db, step.userId),
    webauthn(),
  ]);
  if (credentials.length === 0) throw AppError.conflict(passkeyLoginMessages.noPasskeys);
  const { rpID, origin } = relyingParty(ctx);
  const options = await generateAuthenticationOptions({
    rpID,
    allowCredentials: credentials.map((c) => ({
      id: c.credentialId,
      transports: transportsOf(c.transports),
    })),
    userVerification: 'preferred',
    timeout: promptTimeoutMs,
  });
  const expiresAt = new Date(Math.min(Date.now() + challengeTtlMs, Date.parse(step.expiresAt)));
  await storeChallenge(
    deps,
    loginChallengeKey(step.key),
    { challenge: options.challenge, rpID, origin },
    expiresAt,
  );
  // Named fields only: the library also answers an `extensions` we never set.
  return {
    challenge: options.challenge,
    rpId: rpID,
    allowCredentials: options.allowCredentials ?? [],
    timeout: promptTimeoutMs,
    userVerification: 'preferred',
  };
}

/**
 * One try of the login's step, counted on the step's own tally (the two-factor plugin's
 * `2fa-attempts-<key>` row, which the app's codes count on too): the fifth wrong answer ends the
 * step. Returns how to record the outcome.
 */
async function beginAttempt(deps: AppDeps, stepKey: string) {
  const { internalAdapter } = await deps.auth.$context;
  const identifier = `2fa-attempts-${stepKey}`;
  const tally = await internalAdapter.consumeVerificationValue(identifier);
  if (!tally) throw restart(401, secondFactorMessages.expired);
  const parsed = Number(tally.value);
  const attempts = Number.isInteger(parsed) && parsed >= 0 ? parsed : stepAttempts;
  if (attempts >= stepAttempts) {
    await internalAdapter.consumeVerificationValue(stepKey);
    throw restart(429, secondFactorMessages.tooManyTries);
  }
  const rearm = (count: number) =>
    internalAdapter.createVerificationValue({
      identifier,
      value: String(count),
      expiresAt: tally.expiresAt,
    });
  return {
    refuse: async () => {
      await rearm(attempts + 1);
      return AppError.unauthenticated(passkeyLoginMessages.refused);
    },
    restore: () => rearm(attempts),
  };
}

/**
 * The login's second step with a passkey: its signature of this step's challenge (taken once)
 * checked against the person's passkey, the counter moving on (a cloned authenticator shows up
 * as one going back, refused), then the session as after a code, and the login goes on.
 */
export async function loginWithPasskey(
  deps: AppDeps,
  ctx: FlowContext,
  response: PasskeyAuthenticationResponse,
  headers: Headers,
) {
  const step = await loginStep(deps, headers);
  const attempt = await beginAttempt(deps, step.key);
  let verified: { passkeyId: string; counter: number; backedUp: boolean };
  try {
    const [stored, credentials, { verifyAuthenticationResponse }] = await Promise.all([
      takeChallenge(deps, loginChallengeKey(step.key)),
      passkeyCredentialsOf(deps.db, step.userId),
      webauthn(),
    ]);
    const credential = credentials.find((c) => c.credentialId === response.id);
    if (!stored || !credential) throw await attempt.refuse();
    let result: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: stored.challenge,
        expectedOrigin: stored.origin,
        expectedRPID: stored.rpID,
        credential: {
          id: credential.credentialId,
          publicKey: new Uint8Array(Buffer.from(credential.publicKey, 'base64url')),
          counter: credential.counter,
          transports: transportsOf(credential.transports),
        },
        requireUserVerification: false,
      });
    } catch (error) {
      deps.log.debug({ err: error }, 'passkey login refused');
      throw await attempt.refuse();
    }
    if (!result.verified) throw await attempt.refuse();
    verified = {
      passkeyId: credential.id,
      counter: result.authenticationInfo.newCounter,
      backedUp: result.authenticationInfo.credentialBackedUp,
    };
  } catch (error) {
    if (!(error instanceof AppError)) await attempt.restore();
    throw error;
  }
  let finished: Awaited<ReturnType<typeof finishStep>>;
  const finishStep = () =>
    deps.auth.api.passkeyLoginFinish({
      body: { userId: step.userId },
      headers,
      returnHeaders: true,
    });
  try {
    finished = await finishStep();
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw restart(401, secondFactorMessages.expired);
    }
    throw error;
  }
  await recordPasskeyUse(deps.db, verified.passkeyId, {
    counter: verified.counter,
    backedUp: verified.backedUp,
    at: new Date(),
  });
  return finishLogin(
    deps,
    ctx,
    { userId: finished.response.userId, token: finished.response.token },
    finished.headers.getSetCookie(),
    headers,
  );
}
