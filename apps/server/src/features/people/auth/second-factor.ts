import { errorCodes } from '@showdesk/domain/common/errors';
import {
  type RecoveryCodes,
  type SecondFactorLoginInput,
  type SecondFactorStatus,
  secondFactorMessages,
  type TotpSetup,
} from '@showdesk/domain/people/second-factor';
import { APIError } from 'better-auth/api';
import type { AppDeps } from '../../../app-deps.ts';
import { AppError } from '../../../lib/app-error.ts';
import { factorsOf, setTwoFactorEnabled } from './passkey-queries.ts';
import { loginWithPasskey } from './passkeys.ts';
import {
  endOtherSessions,
  readSecondFactor,
  secondFactorRequiredOf,
} from './second-factor-queries.ts';
import { checkingCurrentPassword, type FlowContext, finishLogin } from './service.ts';

/** A refusal that sends the person back to the password step (`details.restart`). */
const restart = (status: 401 | 429, message: string) =>
  new AppError(
    status === 429 ? errorCodes.rateLimited : errorCodes.unauthenticated,
    status,
    message,
    {
      restart: true,
    },
  );

/**
 * The auth library's refusals of a second step, as the person reads them: a wrong code keeps
 * them on the step; a step that timed out, ran out of tries or met a locked account sends them
 * back to the password.
 */
function secondStepRefusal(error: unknown, method: 'totp' | 'recoveryCode') {
  if (!(error instanceof APIError)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return AppError.unauthenticated(
        method === 'totp' ? secondFactorMessages.wrongCode : secondFactorMessages.wrongRecoveryCode,
      );
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return restart(429, secondFactorMessages.tooManyTries);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return restart(429, secondFactorMessages.locked);
    default:
      return error.statusCode < 500 ? restart(401, secondFactorMessages.expired) : error;
  }
}

/** The login's second step: the app's code or a recovery code, then as a login goes on. */
export async function loginSecondStep(
  deps: AppDeps,
  ctx: FlowContext,
  input: SecondFactorLoginInput,
  headers: Headers,
) {
  if (input.method === 'passkey') return loginWithPasskey(deps, ctx, input.response, headers);
  const body = { code: input.code };
  let verified: {
    headers: Headers;
    response: { token?: string | undefined; user: { id: string } };
  };
  try {
    verified =
      input.method === 'totp'
        ? await deps.auth.api.verifyTOTP({ body, headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({ body, headers, returnHeaders: true });
  } catch (error) {
    throw secondStepRefusal(error, input.method);
  }
  const { user, token } = verified.response;
  if (!token) throw new Error('The second step made no session');
  const setCookie = verified.headers.getSetCookie();
  return finishLogin(deps, ctx, { userId: user.id, token }, setCookie, headers);
}

/** The logged-in person's second factors, and whether their role requires one. */
export async function secondFactorStatus(
  deps: AppDeps,
  userId: string,
): Promise<SecondFactorStatus> {
  const [state, required, factors] = await Promise.all([
    readSecondFactor(deps.db, userId),
    secondFactorRequiredOf(deps.db, userId),
    factorsOf(deps.db, userId),
  ]);
  let recoveryCodesLeft = 0;
  if (state.enabled) {
    const { backupCodes } = await deps.auth.api.viewBackupCodes({ body: { userId } });
    recoveryCodesLeft = backupCodes.length;
  }
  return { totp: state.enabled, recoveryCodesLeft, required, passkeys: factors.passkeys };
}

/**
 * Starts setting up an authenticator app once the current password is confirmed: a new secret
 * and recovery codes, shown once, not in force until a code from the app confirms them (a set-up
 * started again replaces one never confirmed).
 */
export async function startTotpSetup(
  deps: AppDeps,
  userId: string,
  currentPassword: string,
  headers: Headers,
): Promise<TotpSetup> {
  if ((await readSecondFactor(deps.db, userId)).enabled) {
    throw AppError.conflict(secondFactorMessages.alreadyOn);
  }
  const started = await checkingCurrentPassword(() =>
    deps.auth.api.enableTwoFactor({ body: { password: currentPassword }, headers }),
  );
  if (!('totpURI' in started) || !started.totpURI) throw new Error('No TOTP address was made');
  const secret = new URL(started.totpURI).searchParams.get('secret') ?? '';
  return { uri: started.totpURI, secret, recoveryCodes: started.backupCodes ?? [] };
}

/**
 * Confirms the set-up with a code from the app: the second factor is on, the session is
 * replaced (its new cookie returned) and every other session of the person ends.
 */
export async function confirmTotpSetup(
  deps: AppDeps,
  userId: string,
  code: string,
  headers: Headers,
): Promise<{ status: SecondFactorStatus; setCookie: string[] }> {
  const state = await readSecondFactor(deps.db, userId);
  if (state.enabled) throw AppError.conflict(secondFactorMessages.alreadyOn);
  if (!state.pending) throw AppError.conflict(secondFactorMessages.notSetUp);
  let confirmed: { headers: Headers; response: { token?: string | undefined } };
  try {
    confirmed = await deps.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  } catch (error) {
    if (error instanceof APIError && error.statusCode < 500) {
      throw AppError.badRequest(secondFactorMessages.wrongCode, [
        { path: 'body.code', message: secondFactorMessages.wrongCode },
      ]);
    }
    throw error;
  }
  // Turning it on replaces the session (its new cookie here); the answer names the old one.
  const setCookie = confirmed.headers.getSetCookie();
  const token = sessionTokenOf(setCookie) ?? confirmed.response.token;
  if (token) await endOtherSessions(deps.db, userId, token);
  return { status: await secondFactorStatus(deps, userId), setCookie };
}

/**
 * Turns the authenticator app off once the current password is confirmed (not when it is the
 * last second factor of a person whose role requires one: passkeys left keep two-step
 * verification on); the session is replaced and every other one ends.
 */
export async function turnOffSecondFactor(
  deps: AppDeps,
  userId: string,
  currentPassword: string,
  headers: Headers,
): Promise<{ status: SecondFactorStatus; setCookie: string[] }> {
  if (!(await readSecondFactor(deps.db, userId)).enabled) {
    throw AppError.conflict(secondFactorMessages.notOn);
  }
  // Passkeys left keep two-step verification on (and a role that requires it satisfied).
  const { passkeys } = await factorsOf(deps.db, userId);
  if (passkeys === 0 && (await secondFactorRequiredOf(deps.db, userId))) {
    throw AppError.conflict(secondFactorMessages.requiredByRole);
  }
  const turnedOff = await checkingCurrentPassword(() =>
    deps.auth.api.disableTwoFactor({
      body: { password: currentPassword },
      headers,
      returnHeaders: true,
    }),
  );
  // The library turns the flag off with the app; a passkey (even one added meanwhile) keeps it.
  await deps.db.transaction(async (tx) => {
    if ((await factorsOf(tx, userId, true)).passkeys > 0)
      await setTwoFactorEnabled(tx, userId, true);
  });
  const setCookie = turnedOff.headers.getSetCookie();
  const token = sessionTokenOf(setCookie);
  if (token) await endOtherSessions(deps.db, userId, token);
  return { status: await secondFactorStatus(deps, userId), setCookie };
}

/** New recovery codes once the current password is confirmed; the old ones stop working. */
export async function newRecoveryCodes(
  deps: AppDeps,
  userId: string,
  currentPassword: string,
  headers: Headers,
): Promise<RecoveryCodes> {
  if (!(await readSecondFactor(deps.db, userId)).enabled) {
    throw AppError.conflict(secondFactorMessages.notOn);
  }
  const made = await checkingCurrentPassword(() =>
    deps.auth.api.generateBackupCodes({ body: { password: currentPassword }, headers }),
  );
  return { recoveryCodes: made.backupCodes };
}

/** The session token a Set-Cookie of the auth library's session cookie carries (signed). */
function sessionTokenOf(setCookie: string[]): string | null {
  for (const cookie of setCookie) {
    const match = /^[^=]*session_token=([^;]*)/.exec(cookie);
    if (match?.[1]) return decodeURIComponent(match[1]).split('.')[0] || null;
  }
  return null;
}
