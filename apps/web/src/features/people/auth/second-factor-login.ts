import { t } from '@lingui/core/macro';
import {
  type SecondFactorMethod,
  secondFactorMethods,
  totpDigits,
} from '@showdesk/domain/people/second-factor-codes';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The ways a login's second step may be answered, as the login's 401 named them
 * (`details.methods`), in the app's order; both when it named none the app knows.
 */
export function challengeMethods(error: unknown): SecondFactorMethod[] {
  const named = error instanceof ApiError ? (error.details as { methods?: unknown })?.methods : [];
  const known = secondFactorMethods.filter(
    (method) => Array.isArray(named) && named.includes(method),
  );
  return known.length > 0 ? known : [...secondFactorMethods];
}

/**
 * Whether a refusal ends the second step (`details.restart`: it timed out, too many wrong
 * codes, or the account is locked for a while): the login starts again at the password.
 */
export function mustRestart(error: unknown): boolean {
  return error instanceof ApiError && (error.details as { restart?: unknown })?.restart === true;
}

const totpPattern = new RegExp(`^\\d{${totpDigits}}$`);

/**
 * A code as typed or pasted, without the spaces and dashes that apps and printed codes put in
 * it; or what is wrong with it before it is sent.
 */
export function readSecondFactorCode(
  method: SecondFactorMethod,
  typed: string,
): { code: string } | { error: string } {
  const code = typed.replace(/[\s-]/g, '');
  if (method === 'recoveryCode') {
    return code ? { code } : { error: t`Enter one of your recovery codes` };
  }
  if (!code) return { error: `Enter the ${totpDigits}-digit code your app shows` };
  return totpPattern.test(code)
    ? { code }
    : { error: `The code is ${totpDigits} digits, as your app shows it` };
}
