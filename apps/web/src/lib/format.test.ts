import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeIn, formatDay } from './format.ts';

describe('dates follow the language the app speaks', () => {
  afterEach(() => i18n.loadAndActivate({ locale: 'en-GB', messages: {} }));

  it('writes en-GB as the spec does', () => {
    i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027');
    expect(formatDate('2027-03-31T12:00:00Z')).toBe('31 Mar 2027');
    expect(formatDateTimeIn('2026-11-23T14:05:00Z', 'UTC')).toBe('23 Nov 2026, 14:05');
    expect(formatDay(null, 'No deadline')).toBe('No deadline');
  });

  it('switches with the language, each keeping its own formatter', () => {
    i18n.loadAndActivate({ locale: 'de', messages: {} });
    expect(formatDay('2027-03-31')).toBe('31. März 2027');
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    expect(formatDay('2027-03-31')).toBe('31 mars 2027');
    i18n.loadAndActivate({ locale: 'en-GB', messages: {} });
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027');
  });
});
