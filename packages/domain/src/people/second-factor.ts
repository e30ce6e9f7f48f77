import { z } from 'zod';
import { text } from '../common/text.ts';
import { currentPasswordSchema } from './auth.ts';
import { passkeyAuthenticationResponseSchema } from './passkeys.ts';
import { isModerator, type Permission } from './permissions.ts';
import { secondFactorMethods } from './second-factor-codes.ts';

export {
  type SecondFactorMethod,
  secondFactorMessages,
  secondFactorMethods,
} from './second-factor-codes.ts';

/** The digits an authenticator app shows (RFC 6238, 30-second steps). */
export const totpDigits = 6;
/** How many one-time recovery codes a person is given at a time. */
export const recoveryCodeCount = 10;

/**
 * Whether a member must have a second factor before they may act: platform admins always, an
 * event's admins and moderators when the event requires it of its staff.
 */
export const mustHaveSecondFactor = (
  permissions: Permission | null | undefined,
  eventRequiresOfStaff: boolean,
) => permissions === 'eventflowAdmin' || (eventRequiresOfStaff && isModerator(permissions));

/**
 * A recovery code as it is stored: ten lower-case letters and digits shown as `xxxxx-xxxxx`.
 * What a person types is read the same whatever its case, spaces or dashes.
 */
export const normaliseRecoveryCode = (code: string) => {
  const bare = code.replace(/[\s-]/g, '').toLowerCase();
  return bare.length === 10 ? `${bare.slice(0, 5)}-${bare.slice(5)}` : bare;
};

/**
 * The second step of a login: a code from the authenticator app, or one of the recovery codes
 * (each works once). Spaces a person types or pastes are ignored, and a recovery code's case
 * and dashes.
 */
const codeStepSchema = z
  .strictObject({
    method: z.enum(secondFactorMethods),
    code: text().min(1, /*i18n*/ 'Enter the code').max(64, /*i18n*/ 'That code is too long'),
  })
  .transform(({ method, code }) => ({
    method,
    code: method === 'recoveryCode' ? normaliseRecoveryCode(code) : code.replace(/\s/g, ''),
  }));

/**
 * Or a passkey's signature of the challenge from `/login/second-factor/passkey-options`
 * (features/people/auth/passkeys.ts).
 */
const passkeyStepSchema = z.strictObject({
  method: z.literal('passkey'),
  response: passkeyAuthenticationResponseSchema,
});

export const secondFactorLoginInputSchema = z.discriminatedUnion('method', [
  codeStepSchema,
  passkeyStepSchema,
]);
export type SecondFactorLoginInput = z.infer<typeof secondFactorLoginInputSchema>;
/** What the web app sends (a code as typed; the server tidies it). */
export type SecondFactorLoginBody = z.input<typeof secondFactorLoginInputSchema>;

/** The account's second factors, as its own page shows them. */
export const secondFactorStatusSchema = z.strictObject({
  /** An authenticator app is set up and confirmed. */
  totp: z.boolean(),
  /** Recovery codes not used yet (0 when no authenticator app is set up). */
  recoveryCodesLeft: z.number().int().min(0),
  /**
   * Whether the person's role requires a second factor (a platform admin, or an admin or
   * moderator of an event that requires one): it cannot be turned off then.
   */
  required: z.boolean(),
  /** Passkeys registered (each a second factor of its own; features/people/auth/passkeys.ts). */
  passkeys: z.number().int().min(0),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** What asks for the current password again: setting up, turning off, new recovery codes. */
export const confirmPasswordInputSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
});
export type ConfirmPasswordInput = z.infer<typeof confirmPasswordInputSchema>;

/**
 * An authenticator app being set up, shown once: the otpauth:// address (the QR code), its
 * secret to type in instead, and the recovery codes. Nothing is on until a code is confirmed.
 */
export const totpSetupSchema = z.strictObject({
  uri: z.string(),
  secret: z.string(),
  recoveryCodes: z.array(z.string()),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpConfirmInputSchema = z.strictObject({
  code: text()
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, /*i18n*/ 'Enter the 6-digit code your app shows')),
});
export type TotpConfirmInput = z.infer<typeof totpConfirmInputSchema>;

/** New recovery codes, shown once (the old ones stop working). */
export const recoveryCodesSchema = z.strictObject({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
