import { describe, expect, it } from 'vitest';
import { acceptedCurrencyIds, currencies, currencyById, formatMoney } from './currencies.ts';

describe('currencies', () => {
  it('lists about 150 currencies, 8 of them common, and accepts about 110 in settings', () => {
    expect(currencies.length).toBeGreaterThanOrEqual(145);
    expect(currencies.length).toBeLessThanOrEqual(160);
    expect(currencies.filter((c) => c.isCommon).map((c) => c.id)).toEqual([
      'AUD',
      'CAD',
      'CHF',
      'CNY',
      'EUR',
      'GBP',
      'JPY',
      'USD',
    ]);
    expect(acceptedCurrencyIds.length).toBeGreaterThanOrEqual(105);
    expect(acceptedCurrencyIds.length).toBeLessThanOrEqual(115);
  });

  it('has one entry per ISO code, each common one accepted', () => {
    const ids = currencies.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of currencies) {
      expect(c.id).toMatch(/^[A-Z]{3}$/);
      expect(c.symbol).not.toBe('');
      if (c.isCommon) expect(c.isAccepted).toBe(true);
    }
  });

  it('finds a currency by code in any case', () => {
    expect(currencyById('gbp')).toMatchObject({ symbol: '£', name: 'British Pound' });
    expect(currencyById('XYZ')).toBeUndefined();
  });
});

describe('formatMoney', () => {
  it('writes the symbol and two decimals', () => {
    expect(formatMoney(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatMoney(0, 'EUR')).toBe('€0.00');
    expect(formatMoney(19.999, currencyById('USD')!)).toBe('$20.00');
  });
  it('puts the sign before the symbol and never shows minus zero', () => {
    expect(formatMoney(-3, 'EUR')).toBe('-€3.00');
    expect(formatMoney(-0.001, 'USD')).toBe('$0.00');
  });
  it('separates a symbol ending in a letter from the amount', () => {
    expect(formatMoney(12, 'CHF')).toBe('CHF 12.00');
    expect(formatMoney(5, 'SEK')).toBe('kr 5.00');
  });
  it('writes an unknown code as it is', () => {
    expect(formatMoney(1, 'XYZ')).toBe('XYZ 1.00');
  });
});
