import type { FormFieldType } from './field-types.ts';
import type { LogicCondition } from './logic-map.ts';

/**
 * How logic compares a field's value with a rule's value. A value is read as the texts it
 * holds: a text its trimmed self, a number its digits, a disclaimer 'true' or 'false', a
 * multiple choice each chosen value, an item list each item ordered (quantity above 0), an
 * upload each file's name, an address or name its filled parts. An empty or hidden value holds
 * no text (a disclaimer: 'false').
 *
 * Spec gap, resolved here: the spec only names equals and notEquals. We compare trimmed and
 * case-insensitively ("yes" typed in a text field meets a rule for "Yes", and a postcode rule
 * holds before and after the postcode is upper-cased), numbers of a number field by value
 * ("10" meets 10.0), and "equals ''" means "is empty". With several texts (a multiple
 * choice), equals means "one of them is", so notEquals means "none of them is".
 */
export function valueTexts(type: FormFieldType | undefined, raw: unknown): string[] {
  if (raw === undefined || raw === null) return type === 'disclaimer' ? ['false'] : [];
  if (typeof raw === 'string') return raw.trim() === '' ? [] : [raw.trim()];
  if (typeof raw === 'number') return Number.isFinite(raw) ? [String(raw)] : [];
  if (typeof raw === 'boolean') return [String(raw)];
  if (Array.isArray(raw)) return raw.flatMap((item) => itemTexts(item));
  if (typeof raw === 'object') return stringsOf(raw as Record<string, unknown>);
  return [];
}

function itemTexts(item: unknown): string[] {
  if (typeof item === 'string') return valueTexts(undefined, item);
  if (typeof item !== 'object' || item === null) return [];
  const record = item as Record<string, unknown>;
  if ('itemId' in record)
    return typeof record.quantity === 'number' && record.quantity > 0
      ? valueTexts(undefined, record.itemId)
      : [];
  if ('fileId' in record) return valueTexts(undefined, record.name);
  return stringsOf(record);
}

const stringsOf = (record: Record<string, unknown>) =>
  Object.values(record).flatMap((value) =>
    typeof value === 'string' ? valueTexts(undefined, value) : [],
  );

function same(a: string, b: string, isNumber: boolean): boolean {
  if (isNumber) {
    const x = Number(a);
    const y = Number(b);
    if (Number.isFinite(x) && Number.isFinite(y)) return x === y;
  }
  return a.toLowerCase() === b.toLowerCase();
}

/** Whether a condition holds between a value's texts and a rule's value. */
export function conditionHolds(
  condition: LogicCondition,
  texts: readonly string[],
  expected: string,
  type: FormFieldType | undefined,
): boolean {
  const want = expected.trim();
  const isNumber = type === 'number';
  const equal = want === '' ? texts.length === 0 : texts.some((t) => same(t, want, isNumber));
  return condition === 'equals' ? equal : !equal;
}
