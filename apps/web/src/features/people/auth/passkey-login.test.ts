import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { namedSecondStepMethods, offersPasskey, startsWithPasskey } from './passkey-login.ts';

const challenge = (methods: unknown) =>
  new ApiError(401, 'second_factor_required', 'Enter the code', { methods });

describe('the passkey at the login’s second step', () => {
  it('reads the ways the login named, in the app’s order', () => {
    expect(namedSecondStepMethods(challenge(['passkey', 'totp', 'recoveryCode']))).toEqual([
      'totp',
      'recoveryCode',
      'passkey',
    ]);
    expect(namedSecondStepMethods(challenge(['sms']))).toEqual([]);
    expect(namedSecondStepMethods(new Error('offline'))).toEqual([]);
  });

  it('offers a passkey only when the account has one', () => {
    expect(offersPasskey(challenge(['totp', 'recoveryCode', 'passkey']))).toBe(true);
    expect(offersPasskey(challenge(['totp', 'recoveryCode']))).toBe(false);
    expect(offersPasskey(challenge(undefined))).toBe(false);
  });

  it('starts with the passkey when it is the only way', () => {
    expect(startsWithPasskey(challenge(['passkey']))).toBe(true);
    expect(startsWithPasskey(challenge(['totp', 'recoveryCode', 'passkey']))).toBe(false);
    expect(startsWithPasskey(challenge([]))).toBe(false);
  });
});
