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
    /*i18n*/ 'That sign-in link has expired or was already used. Start again with the button below the form.',
  provider: /*i18n*/ 'That sign-in provider is no longer set up. Log in another way.',
  notForEvent: /*i18n*/ 'That sign-in provider is not offered for this event.',
  refused: /*i18n*/ 'The sign-in provider did not let you in. Try again, or log in another way.',
  failed: /*i18n*/ 'The sign-in provider’s answer could not be checked. Try again in a moment.',
  unavailable: /*i18n*/ 'The sign-in provider could not be reached. Try again in a moment.',
  unverifiedEmail:
    /*i18n*/ 'Your sign-in provider has not confirmed your email address, so it cannot be used to log in here.',
  emailDomain: /*i18n*/ 'Your email address is not one this sign-in provider may log in here.',
  noAccount:
    /*i18n*/ 'There is no account with your email address here. Ask the organisers to invite you, then sign in again.',
  notMember:
    /*i18n*/ 'Your account is not a member of this event. Ask the organisers to invite you, then sign in again.',
  platformAdmin:
    /*i18n*/ 'Platform admins sign in only through a provider of their own email domain. Log in with your password.',
  otherIdentity:
    /*i18n*/ 'Your account is linked to another identity at this sign-in provider. Ask a platform admin to check it.',
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
