import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import {
  groupedKey,
  recoveryCodesFileName,
  recoveryCodesText,
  recoveryCodesWarning,
} from './recovery-codes.ts';

// The messages speak their English source: no catalogue loaded.
i18n.loadAndActivate({ locale: 'en-GB', messages: {} });

describe('recoveryCodesWarning', () => {
  const on = (left: number) => ({ totp: true, recoveryCodesLeft: left });

  it('says nothing while enough codes are left, or while two-step verification is off', () => {
    expect(recoveryCodesWarning(on(10))).toBeNull();
    expect(recoveryCodesWarning(on(4))).toBeNull();
    expect(recoveryCodesWarning({ totp: false, recoveryCodesLeft: 0 })).toBeNull();
  });

  it('asks for new codes when few or none are left', () => {
    expect(recoveryCodesWarning(on(3))).toBe(
      'Only 3 recovery codes left. Make new ones, so you can still log in if you lose your phone.',
    );
    expect(recoveryCodesWarning(on(1))).toMatch(/^Only 1 recovery code left\./);
    expect(recoveryCodesWarning(on(0))).toMatch(/^You have no recovery codes left\./);
  });
});

describe('recoveryCodesText', () => {
  it('names the event and account, says how the codes work, then lists every code', () => {
    const text = recoveryCodesText({
      codes: ['aaaa-bbbb', 'cccc-dddd'],
      eventName: 'Harbour Expo',
      email: 'ada@example.com',
      madeAt: new Date('2027-03-04T10:00:00Z'),
    });
    expect(text.split('\r\n')).toEqual([
      'Recovery codes for Harbour Expo',
      '',
      'Account: ada@example.com',
      'Made on 2027-03-04. Making new codes stops these from working.',
      'Each code logs you in once, in place of a code from your authenticator app.',
      'Keep them somewhere safe, away from your phone.',
      '',
      'aaaa-bbbb',
      'cccc-dddd',
      '',
    ]);
  });

  it('leaves out what it does not know', () => {
    const text = recoveryCodesText({ codes: ['x'], madeAt: new Date('2027-03-04T10:00:00Z') });
    expect(text.startsWith('Recovery codes\r\n\r\nMade on')).toBe(true);
  });
});

describe('recoveryCodesFileName', () => {
  it('names the file after the event', () => {
    expect(recoveryCodesFileName('Harbour Expo 2027')).toBe('harbour-expo-2027-recovery-codes.txt');
    expect(recoveryCodesFileName('Café / Bühne!')).toBe('cafe-buhne-recovery-codes.txt');
  });

  it('falls back to a plain name', () => {
    expect(recoveryCodesFileName(undefined)).toBe('recovery-codes.txt');
    expect(recoveryCodesFileName('東京')).toBe('recovery-codes.txt');
  });
});

describe('groupedKey', () => {
  it('groups the key in fours', () => {
    expect(groupedKey('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupedKey('JBSWY3DPEHPK3PXPAB')).toBe('JBSW Y3DP EHPK 3PXP AB');
    expect(groupedKey('JBS')).toBe('JBS');
  });
});
