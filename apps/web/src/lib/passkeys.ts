import { t } from '@lingui/core/macro';
import type {
  PasskeyCreationOptions,
  PasskeyRequestOptions,
} from '@showdesk/domain/people/passkeys';

/**
 * The browser's side of passkeys (WebAuthn), through @simplewebauthn/browser, which loads only
 * when a passkey is made or used: the login page is in the entry chunk, whose budget it would
 * not fit.
 */
const webauthn = () => import('@simplewebauthn/browser');

/** Why the browser's passkey prompt gave no passkey. */
export type PasskeyFailure = 'cancelled' | 'alreadyRegistered' | 'unsupported' | 'other';

/** The browser's refusal, told apart so the screen can say what to do about it. */
export class PasskeyPromptError extends Error {
  readonly kind: PasskeyFailure;
  constructor(kind: PasskeyFailure, cause: unknown) {
    super(cause instanceof Error ? cause.message : t`The passkey prompt failed`, { cause });
    this.kind = kind;
  }
}

/** Whether this browser can make and use passkeys at all. */
export const browserHasPasskeys = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

function failureOf(error: unknown): PasskeyFailure {
  if (!browserHasPasskeys()) return 'unsupported';
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'alreadyRegistered';
  }
  // Closed, timed out, or no passkey of the account on this device (the spec says no more).
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  if (name === 'NotSupportedError') return 'unsupported';
  return 'other';
}

async function prompting<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new PasskeyPromptError(failureOf(error), error);
  }
}

/** Asks the browser to make a passkey for the server's options: its answer, for the server. */
export async function createPasskey(options: PasskeyCreationOptions) {
  return prompting(async () => {
    const { startRegistration } = await webauthn();
    return startRegistration({ optionsJSON: options as never });
  });
}

/** Asks the browser to sign the server's login challenge with one of the account's passkeys. */
export async function signWithPasskey(options: PasskeyRequestOptions) {
  return prompting(async () => {
    const { startAuthentication } = await webauthn();
    return startAuthentication({ optionsJSON: options as never });
  });
}
