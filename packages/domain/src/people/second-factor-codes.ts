// No zod here: the login page (in the web app's entry chunk) reads these (second-factor.ts).

/** How a login's second step is answered: the authenticator app's code, or a recovery code. */
export const secondFactorMethods = ['totp', 'recoveryCode'] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/**
 * Every way a login's second step may be answered, as the login's 401 names those the account
 * has (`details.methods`): the app's code and a recovery code with an authenticator app set up,
 * a passkey with one registered.
 */
export const secondStepMethods = ['totp', 'recoveryCode', 'passkey'] as const;
export type SecondStepMethod = (typeof secondStepMethods)[number];

/** The login's second step with a passkey (the login page reads these). */
export const passkeyLoginMessages = {
  intro: /*i18n*/ 'Use your passkey to finish logging in.',
  /** A signature that does not check out, or a passkey not on the account. */
  refused: /*i18n*/ 'That passkey was not accepted. Try again, or use another way to log in.',
  /** The browser's prompt was closed or timed out. */
  cancelled: /*i18n*/ 'The passkey prompt was closed before it finished. Try again.',
  unsupported: /*i18n*/ 'This browser cannot use passkeys. Use another way to log in.',
  noPasskeys: /*i18n*/ 'This account has no passkeys. Use another way to log in.',
} as const;

export const secondFactorMessages = {
  /** The login's answer when the password was right and a second factor is on. */
  required: /*i18n*/ 'Enter the code from your authenticator app to finish logging in',
  wrongCode:
    /*i18n*/ 'That code is not right. Check your app (and your device’s clock) and try again.',
  wrongRecoveryCode: /*i18n*/ 'That recovery code is not right, or it has been used already.',
  /** The login's second step after its ten minutes, or without a login's first step. */
  expired: /*i18n*/ 'Your login has timed out. Log in again with your password.',
  /** Five wrong codes for one login, or ten in a row for the account (then 15 minutes). */
  tooManyTries: /*i18n*/ 'Too many wrong codes. Log in again with your password.',
  locked: /*i18n*/ 'Too many wrong codes for this account. Wait 15 minutes, then log in again.',
  alreadyOn:
    /*i18n*/ 'An authenticator app is already set up. Turn it off first to set up another.',
  notSetUp: /*i18n*/ 'Set up an authenticator app first.',
  notOn: /*i18n*/ 'Two-step verification is not on.',
  requiredByRole: /*i18n*/ 'Your role requires two-step verification: it cannot be turned off.',
  /** 403 for a caller whose role requires a second factor they have not set up yet. */
  enrolmentRequired:
    /*i18n*/ 'Your role requires two-step verification. Set up an authenticator app or a passkey to continue.',
} as const;

/**
 * The digits of an authenticator app's code (RFC 6238, 30-second steps), for the login's second
 * step, which may not load the schemas.
 */
export const totpDigits = 6;
