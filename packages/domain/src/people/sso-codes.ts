// No zod here: the login page (in the web app's entry chunk) reads these (sso.ts has the schemas).

import { errorCodes } from '../common/error-messages.ts';

/**
 * Why a single sign-on did not log the person in. The callback (and the start) send the browser
 * back to the login page with `?sso_error=<code>`; the page shows the code's message. Nothing
 * else about the person or the provider's answer leaves the server.
 */
export const ssoErrorCodes = [
  'state',
  'provider',
  'notForEvent',
  'refused',
  'failed',
  'unavailable',
  'unverifiedEmail',
  'emailDomain',
  'noAccount',
  'notMember',
  'platformAdmin',
  'otherIdentity',
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

export const ssoErrorMessages: Record<SsoErrorCode, string> = {
  state:
    'That sign-in link has expired or was already used. Start again with the button below the form.',
  provider: 'That sign-in provider is no longer set up. Log in another way.',
  notForEvent: 'That sign-in provider is not offered for this event.',
  refused: 'The sign-in provider did not let you in. Try again, or log in another way.',
  failed: 'The sign-in provider’s answer could not be checked. Try again in a moment.',
  unavailable: 'The sign-in provider could not be reached. Try again in a moment.',
  unverifiedEmail:
    'Your sign-in provider has not confirmed your email address, so it cannot be used to log in here.',
  emailDomain: 'Your email address is not one this sign-in provider may log in here.',
  noAccount:
    'There is no account with your email address here. Ask the organisers to invite you, then sign in again.',
  notMember:
    'Your account is not a member of this event. Ask the organisers to invite you, then sign in again.',
  platformAdmin:
    'Platform admins sign in only through a provider of their own email domain. Log in with your password.',
  otherIdentity:
    'Your account is linked to another identity at this sign-in provider. Ask a platform admin to check it.',
};

/** The login page's query parameter naming a refused sign-in's code. */
export const ssoErrorParam = 'sso_error';

/** The error code of a password login that the event wants through single sign-on (403). */
export const ssoRequiredCode = errorCodes.ssoRequired;

/**
 * The refusal of a staff member's password login on an event that requires single sign-on of
 * its admins and moderators; names the providers' buttons.
 */
export function staffSsoRequiredMessage(providerNames: readonly string[]): string {
  const buttons = providerNames.map((name) => `“Continue with ${name}”`);
  const which =
    buttons.length <= 1
      ? (buttons[0] ?? 'single sign-on')
      : `${buttons.slice(0, -1).join(', ')} or ${buttons.at(-1)}`;
  return `This event asks its admins and moderators to log in with single sign-on. Use ${which} below instead of your password.`;
}

/** Where the web app finishes a sign-in whose account has a second factor to give. */
export const ssoSecondFactorPath = '/auth/sso/second-factor';
