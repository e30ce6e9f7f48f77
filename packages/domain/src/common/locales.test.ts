import { describe, expect, it } from 'vitest';
import { acceptedLanguages, appLocales, negotiateLocale } from './locales.ts';

describe('choosing the reader’s language', () => {
  it('takes the first wanted language offered, exactly or by its language', () => {
    expect(negotiateLocale(['fr-CH', 'de'], appLocales, 'en-GB')).toBe('fr');
    expect(negotiateLocale(['de-AT'], appLocales, 'en-GB')).toBe('de');
    expect(negotiateLocale(['en-US', 'de'], appLocales, 'en-GB')).toBe('en-GB');
    expect(negotiateLocale(['nl', 'it'], appLocales, 'en-GB')).toBe('en-GB');
    expect(negotiateLocale([], ['de', 'fr'], 'de')).toBe('de');
  });

  it('reads an Accept-Language header by its weights, ignoring the wildcard', () => {
    expect(acceptedLanguages('fr;q=0.5, de-DE, en;q=0.8, *;q=0.1')).toEqual(['de-DE', 'en', 'fr']);
    expect(acceptedLanguages('nl;q=0, it')).toEqual(['it']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
