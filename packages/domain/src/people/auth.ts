import { z } from 'zod';
import { text } from '../common/text.ts';
import { emailSchema } from './users.ts';

export { type AuthMode, authModes } from './auth-modes.ts';

export const passwordSchema = z
  .string()
  .min(8, /*i18n*/ 'Use at least 8 characters')
  .max(128, /*i18n*/ 'Use at most 128 characters');

export const loginInputSchema = z.strictObject({
  email: emailSchema,
  password: text().min(1, /*i18n*/ 'Enter your password'),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** A path inside the app to return to after an auth flow; never another origin. */
export const continuePathSchema = z
  .string()
  .regex(/^\/(?!\/)[^\s]*$/, /*i18n*/ 'Must be a path within the app')
  .max(500);

export const forgotPasswordInputSchema = z.strictObject({
  email: emailSchema,
  continuePath: continuePathSchema.optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** Used by both reset-password and set-password (an invited user's first password). */
export const resetPasswordInputSchema = z.strictObject({
  token: text().min(1, /*i18n*/ 'The link is missing its token'),
  newPassword: passwordSchema,
});
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/**
 * The logged-in person's current password, asked again before their password or email address
 * changes: a session left open on a shared computer (or a stolen cookie) is not enough to take
 * the account over.
 */
export const currentPasswordSchema = text().min(1, /*i18n*/ 'Enter your current password');
export const wrongCurrentPasswordMessage = /*i18n*/ 'Your current password is incorrect';

export const changePasswordInputSchema = z.strictObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const updateEmailInputSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: currentPasswordSchema,
  continuePath: continuePathSchema.optional(),
});
export type UpdateEmailInput = z.infer<typeof updateEmailInputSchema>;

export const confirmEmailInputSchema = z.strictObject({
  token: text().min(1, /*i18n*/ 'The link is missing its token'),
});
export type ConfirmEmailInput = z.infer<typeof confirmEmailInputSchema>;

/** Body of the check of a reset or set-password link's token (the spec's verifyAuthToken). */
export const verifyTokenInputSchema = z.strictObject({
  token: text().min(1, /*i18n*/ 'The link is missing its token'),
});
export type VerifyTokenInput = z.infer<typeof verifyTokenInputSchema>;

export const okSchema = z.strictObject({ ok: z.literal(true) });

/**
 * Answer of reset-password and set-password: the account's email, so the login page that
 * follows can fill it in (whoever holds the emailed link owns the account).
 */
export const resetPasswordResultSchema = z.strictObject({ ok: z.literal(true), email: text() });
export type ResetPasswordResult = z.infer<typeof resetPasswordResultSchema>;
