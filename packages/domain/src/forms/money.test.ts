import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeTotals,
  formatMinorUnits,
  parseMoneyInput,
  priceItemList,
  quantitiesOf,
  sumMinorUnits,
} from './money.ts';

const list = {
  items: [
    { itemId: 'chair', label: 'Chair', price: 1250, description: '' },
    { itemId: 'table', label: 'Table', price: 4000, description: '' },
  ],
};

describe('money', () => {
  it('prices the items ordered from the list’s own prices', () => {
    expect(
      priceItemList({ path: 'order', field: list, quantities: { chair: 3, sofa: 9 } }),
    ).toEqual({
      path: 'order',
      lines: [{ itemId: 'chair', label: 'Chair', price: 1250, quantity: 3, subtotal: 3750 }],
      total: 3750,
    });
  });

  it('sums every list into the grand total, in the event’s currency', () => {
    const totals = computeTotals(
      [
        { path: 'a', field: list, quantities: { chair: 1, table: 2 } },
        { path: 'b', field: list, quantities: { table: 1 } },
      ],
      'EUR',
    );
    expect(totals.grandTotal).toBe(1250 + 8000 + 4000);
    expect(totals.currencyId).toBe('EUR');
    expect(formatMinorUnits(totals.grandTotal, totals.currencyId)).toBe('€132.50');
  });

  it('refuses a sum that would no longer be exact', () => {
    expect(() => sumMinorUnits([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
    expect(() => sumMinorUnits([0.5])).toThrow(RangeError);
    const huge = { items: [{ itemId: 'x', label: 'X', price: 2 ** 40, description: '' }] };
    expect(() => priceItemList({ path: 'x', field: huge, quantities: { x: 2 ** 20 } })).toThrow(
      RangeError,
    );
  });

  it('reads typed prices into minor units without floating point', () => {
    expect(parseMoneyInput('12.5')).toBe(1250);
    expect(parseMoneyInput(' 1,200.05 ')).toBe(120005);
    expect(parseMoneyInput('0.1')).toBe(10);
    expect(parseMoneyInput('0.29')).toBe(29);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3']) expect(parseMoneyInput(bad)).toBeNull();
  });

  it('adds exactly one price per extra item ordered, whatever the order of lines', () => {
    const item = fc.record({
      itemId: fc.uuid(),
      label: fc.string(),
      price: fc.integer({ min: 0, max: 1_000_000_000 }),
      description: fc.constant(''),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(item, { minLength: 1, maxLength: 20, selector: (i) => i.itemId }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 20, maxLength: 20 }),
        fc.nat(19),
        (items, counts, pick) => {
          const lines = items.map((i, n) => ({ itemId: i.itemId, quantity: counts[n] ?? 0 }));
          const total = (l: typeof lines) =>
            computeTotals([{ path: 'p', field: { items }, quantities: quantitiesOf(l) }], 'GBP')
              .grandTotal;
          const before = total(lines);
          expect(Number.isSafeInteger(before)).toBe(true);
          expect(total([...lines].reverse())).toBe(before);
          const at = pick % items.length;
          const more = lines.map((l, n) => (n === at ? { ...l, quantity: l.quantity + 1 } : l));
          expect(total(more) - before).toBe(items[at]!.price);
        },
      ),
    );
  });

  it('reads back every amount it formats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (amount) => {
        const shown = formatMinorUnits(amount, 'GBP');
        expect(parseMoneyInput(shown.replace('£', ''))).toBe(amount);
      }),
    );
  });
});
