import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { challengeMethods, mustRestart, readSecondFactorCode } from './second-factor-login.ts';

// The messages speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

const refusal = (details: unknown, status = 401, code = 'unauthenticated') =>
  new ApiError(status, code, 'Refused', details);

describe('challengeMethods', () => {
  it('offers the methods the login named, in the app’s order', () => {
    const challenge = refusal({ methods: ['recoveryCode', 'totp'] }, 401, 'second_factor_required');
    expect(challengeMethods(challenge)).toEqual(['totp', 'recoveryCode']);
    expect(challengeMethods(refusal({ methods: ['totp'] }))).toEqual(['totp']);
  });

  it('offers both when the login named none it knows', () => {
    expect(challengeMethods(refusal(undefined))).toEqual(['totp', 'recoveryCode']);
    expect(challengeMethods(refusal({ methods: ['passkey'] }))).toEqual(['totp', 'recoveryCode']);
    expect(challengeMethods(new Error('offline'))).toEqual(['totp', 'recoveryCode']);
  });
});

describe('mustRestart', () => {
  it('starts again at the password when the server says so (timed out, too many tries, locked)', () => {
    expect(mustRestart(refusal({ restart: true }))).toBe(true);
    expect(mustRestart(refusal({ restart: true }, 429, 'rate_limited'))).toBe(true);
  });

  it('stays on the step for a wrong code or anything else', () => {
    expect(mustRestart(refusal(undefined))).toBe(false);
    expect(mustRestart(refusal({ restart: 'yes' }))).toBe(false);
    expect(mustRestart(refusal([{ path: 'body.code', message: 'Enter the code' }], 400))).toBe(
      false,
    );
    expect(mustRestart(new Error('offline'))).toBe(false);
  });
});

describe('readSecondFactorCode', () => {
  it('takes an app’s code as typed or pasted with spaces', () => {
    expect(readSecondFactorCode('totp', '123456')).toEqual({ code: '123456' });
    expect(readSecondFactorCode('totp', ' 123 456 ')).toEqual({ code: '123456' });
    expect(readSecondFactorCode('totp', '123-456')).toEqual({ code: '123456' });
  });

  it('asks for the 6 digits before sending anything else', () => {
    expect(readSecondFactorCode('totp', '')).toEqual({
      error: 'Enter the 6-digit code your app shows',
    });
    expect(readSecondFactorCode('totp', '12345')).toEqual({
      error: 'The code is 6 digits, as your app shows it',
    });
    expect(readSecondFactorCode('totp', '12345a')).toHaveProperty('error');
    expect(readSecondFactorCode('totp', '1234567')).toHaveProperty('error');
  });

  it('takes a recovery code without its dashes and spaces, and asks for one when empty', () => {
    expect(readSecondFactorCode('recoveryCode', 'abcd-efgh ')).toEqual({ code: 'abcdefgh' });
    expect(readSecondFactorCode('recoveryCode', '  ')).toEqual({
      error: 'Enter one of your recovery codes',
    });
  });
});
