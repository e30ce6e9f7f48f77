import {
  type SecondStepMethod,
  secondStepMethods,
} from '@showdesk/domain/people/second-factor-codes';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The ways of the second step the login's 401 named (`details.methods`: those the account has
 * set up), in the app's order; none when it named none the app knows.
 */
export function namedSecondStepMethods(error: unknown): SecondStepMethod[] {
  const named = error instanceof ApiError ? (error.details as { methods?: unknown })?.methods : [];
  return secondStepMethods.filter((method) => Array.isArray(named) && named.includes(method));
}

/** Whether the account has a passkey to finish the login with. */
export const offersPasskey = (error: unknown) => namedSecondStepMethods(error).includes('passkey');

/** A passkey is the account's only second factor: the step starts with it. */
export function startsWithPasskey(error: unknown): boolean {
  const named = namedSecondStepMethods(error);
  return named.length === 1 && named[0] === 'passkey';
}
