import { type AcceptedCurrencyId, formatMoney } from '../common/currencies.ts';
import { minorUnitsPerUnit } from './constants.ts';
import type { FieldOf } from './fields.ts';
import type { LineItem } from './values.ts';

/**
 * Item subtotals and the grand total, in integer minor units (hundredths: 1250 is 12.50), from
 * the item lists' definitions and the quantities chosen: the prices always come from the
 * definitions, so a total sent by a browser is never trusted, only compared.
 */

export interface PricedLine {
  itemId: string;
  label: string;
  /** Price of one, from the item list's definition. */
  price: number;
  quantity: number;
  subtotal: number;
}

export interface PricedItemList {
  /** Where the list's value is: its field id, or `<templateId>.templateValues.<loop>.<fieldId>`. */
  path: string;
  /** The items ordered (quantity above 0), in the list's order. */
  lines: PricedLine[];
  total: number;
}

export interface SubmissionTotals {
  currencyId: AcceptedCurrencyId;
  itemLists: PricedItemList[];
  grandTotal: number;
}

/** An item list shown on the form with the quantities chosen in it. */
export interface ChosenItems {
  path: string;
  field: Pick<FieldOf<'itemList'>, 'items'>;
  quantities: Readonly<Record<string, number>>;
}

const maxExact = BigInt(Number.MAX_SAFE_INTEGER);
const exact = (value: bigint) => {
  if (value > maxExact || value < -maxExact) throw new RangeError('The total is too large');
  return Number(value);
};

/** A sum of minor units; a RangeError when it would no longer be exact. */
export function sumMinorUnits(amounts: readonly number[]): number {
  let sum = 0n;
  for (const amount of amounts) {
    if (!Number.isSafeInteger(amount)) throw new RangeError(`Not whole minor units: ${amount}`);
    sum += BigInt(amount);
  }
  return exact(sum);
}

/** A price times a quantity; a RangeError when it would no longer be exact. */
function times(price: number, quantity: number): number {
  return exact(BigInt(price) * BigInt(quantity));
}

/** One list's lines and total. Quantities of items not on the list are ignored. */
export function priceItemList(chosen: ChosenItems): PricedItemList {
  const lines = chosen.field.items.flatMap((item): PricedLine[] => {
    const quantity = chosen.quantities[item.itemId] ?? 0;
    if (!Number.isSafeInteger(quantity) || quantity <= 0) return [];
    const subtotal = times(item.price, quantity);
    return [{ itemId: item.itemId, label: item.label, price: item.price, quantity, subtotal }];
  });
  return { path: chosen.path, lines, total: sumMinorUnits(lines.map((line) => line.subtotal)) };
}

/**
 * Every shown item list's subtotals and total, and the grand total of them all, in the event's
 * currency. A RangeError when a sum would no longer be exact (validation reports it).
 */
export function computeTotals(
  lists: readonly ChosenItems[],
  currencyId: AcceptedCurrencyId,
): SubmissionTotals {
  const itemLists = lists.map(priceItemList);
  const grandTotal = sumMinorUnits(itemLists.map((list) => list.total));
  return { currencyId, itemLists, grandTotal };
}

/** The quantity of each item in an item list's value. */
export function quantitiesOf(lines: readonly Pick<LineItem, 'itemId' | 'quantity'>[]) {
  const quantities: Record<string, number> = {};
  for (const line of lines) quantities[line.itemId] = line.quantity;
  return quantities;
}

/** An amount in minor units with the currency's symbol and two decimals: 1250 → £12.50. */
export function formatMinorUnits(amount: number, currencyId: string): string {
  return formatMoney(amount / minorUnitsPerUnit, currencyId);
}

/**
 * A price typed in the builder ("12.5", "12.50", "1,200") in minor units, read from its digits
 * (no floating point), or null when it is not an amount with at most two decimals.
 */
export function parseMoneyInput(typed: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(typed.trim().replaceAll(',', ''));
  if (!match) return null;
  const [, units = '0', hundredths = ''] = match;
  return Number(units) * minorUnitsPerUnit + Number(hundredths.padEnd(2, '0'));
}
