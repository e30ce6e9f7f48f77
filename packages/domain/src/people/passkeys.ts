import { z } from 'zod';
import { text } from '../common/text.ts';
import { currentPasswordSchema } from './auth.ts';

export { passkeyLoginMessages } from './second-factor-codes.ts';

/**
 * Passkeys (WebAuthn credentials) as a second factor: a person registers several on their
 * account page, each named, and a login's second step may be answered with one. A passkey works
 * on the host it was registered on (an event's own host names are each their own).
 */

/** What a person calls a passkey ("Work laptop", "YubiKey"): shown in their list. */
export const passkeyNameSchema = text()
  .trim()
  .min(1, /*i18n*/ 'Give the passkey a name')
  .max(60, /*i18n*/ 'Keep the name to 60 characters');

/** A registered passkey as the account page lists it (never its key or credential id). */
export const passkeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  /** The last login it finished; null before its first. */
  lastUsedAt: z.iso.datetime().nullable(),
  /** Synced between the person's devices by their password manager or platform. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** The person's passkeys, oldest first. */
export const passkeyListSchema = z.strictObject({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const passkeyParamsSchema = z.strictObject({ passkeyId: z.string().min(1).max(100) });

export const renamePasskeyInputSchema = z.strictObject({ name: passkeyNameSchema });
export type RenamePasskeyInput = z.infer<typeof renamePasskeyInputSchema>;

/** Removing a passkey asks for the current password again. */
export const removePasskeyInputSchema = z.strictObject({ currentPassword: currentPasswordSchema });
export type RemovePasskeyInput = z.infer<typeof removePasskeyInputSchema>;

// WebAuthn's JSON forms (https://w3c.github.io/webauthn/#sctn-parseCreationOptionsFromJSON):
// binary values are base64url text.
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*={0,2}$/, /*i18n*/ 'Not base64url');
const transportsSchema = z.array(text().max(32)).max(10);
const credentialDescriptorSchema = z.strictObject({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

/**
 * What the browser's `navigator.credentials.create()` is given to make a passkey
 * (PublicKeyCredentialCreationOptionsJSON): this host as the relying party, the person, a
 * one-time challenge (five minutes), their passkeys to exclude, user verification preferred.
 */
export const passkeyCreationOptionsSchema = z.strictObject({
  challenge: z.string(),
  rp: z.strictObject({ name: z.string(), id: z.string().optional() }),
  user: z.strictObject({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(
    z.strictObject({ alg: z.number().int(), type: z.literal('public-key') }),
  ),
  timeout: z.number().int().optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .strictObject({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  extensions: z.strictObject({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyCreationOptions = z.infer<typeof passkeyCreationOptionsSchema>;

/**
 * What `navigator.credentials.get()` is given to sign a login's challenge
 * (PublicKeyCredentialRequestOptionsJSON): the account's passkeys, a one-time challenge.
 */
export const passkeyRequestOptionsSchema = z.strictObject({
  challenge: z.string(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  timeout: z.number().int().optional(),
  userVerification: userVerificationSchema.optional(),
});
export type PasskeyRequestOptions = z.infer<typeof passkeyRequestOptionsSchema>;

/** The options answer of both ceremonies: `{ options }`. */
export const passkeyRegistrationOptionsSchema = z.strictObject({
  options: passkeyCreationOptionsSchema,
});
export const passkeyLoginOptionsSchema = z.strictObject({ options: passkeyRequestOptionsSchema });

// Extensions the browser reports are not used: any it sends are dropped, not refused.
const clientExtensionResultsSchema = z.object({
  credProps: z.object({ rk: z.boolean().optional() }).optional(),
});
const credentialCommon = {
  id: base64url(1024),
  rawId: base64url(1024),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
  type: z.literal('public-key'),
};

/** A new passkey as the browser made it (RegistrationResponseJSON); its attestation is 'none'. */
export const passkeyRegistrationResponseSchema = z.strictObject({
  ...credentialCommon,
  response: z.strictObject({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});
export type PasskeyRegistrationResponse = z.infer<typeof passkeyRegistrationResponseSchema>;

/** A passkey's signature of a login's challenge (AuthenticationResponseJSON). */
export const passkeyAuthenticationResponseSchema = z.strictObject({
  ...credentialCommon,
  response: z.strictObject({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
});
export type PasskeyAuthenticationResponse = z.infer<typeof passkeyAuthenticationResponseSchema>;

/** Adding a passkey: the name the person gave it and the browser's answer to the options. */
export const registerPasskeyInputSchema = z.strictObject({
  name: passkeyNameSchema,
  response: passkeyRegistrationResponseSchema,
});
export type RegisterPasskeyInput = z.infer<typeof registerPasskeyInputSchema>;

export const passkeyMessages = {
  notFound: /*i18n*/ 'Passkey not found',
  /** The options were asked more than five minutes before, or for another passkey. */
  registrationExpired: /*i18n*/ 'Adding the passkey took too long. Start again.',
  registrationRefused: /*i18n*/ 'The passkey could not be checked. Start again.',
  alreadyRegistered: /*i18n*/ 'That passkey is already on your account.',
} as const;
