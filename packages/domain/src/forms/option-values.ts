import type { FieldOption } from './field-settings.ts';

/**
 * The values of a choice field's options (checkbox, dropdown) made from their labels, so an
 * organiser writes labels only. Submissions store values, not labels: an option once saved
 * keeps its value whatever its label becomes, and so does a value someone wrote by hand; only
 * a new option's value follows its label. Values are unique within the field, compared
 * case-blind as the field's own check compares them. Pure.
 */

const maxSlugChars = 60;
const combiningMarks = /[\u0300-\u036f]/g;

/**
 * A label as a value: letters and digits in lower case, joined by dashes ("Wi-Fi & power" →
 * "wi-fi-power", "Café" → "cafe"); "option" when the label has none.
 */
export function optionValueSlug(label: string): string {
  const slug = label
    .normalize('NFKD')
    .replace(combiningMarks, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugChars)
    .replace(/-+$/, '');
  return slug || 'option';
}

/** A value for `label` none of `taken` has: its slug, else the slug with -2, -3… */
export function uniqueOptionValue(label: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((value) => value.toLowerCase()));
  const slug = optionValueSlug(label);
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n += 1;
  return `${slug}-${n}`;
}

/** Whether `value` is what `label` would have been given (its slug, maybe numbered). */
export function isDerivedOptionValue(value: string, label: string): boolean {
  const slug = optionValueSlug(label);
  if (value === slug) return true;
  return value.startsWith(`${slug}-`) && /^[1-9]\d*$/.test(value.slice(slug.length + 1));
}

/**
 * The options once option `index` is relabelled: a new option's value follows its label; one
 * whose value is among `savedValues` (the field as last saved), or was written by hand,
 * keeps it.
 */
export function relabelOption(
  options: readonly FieldOption[],
  index: number,
  label: string,
  savedValues: Iterable<string>,
): FieldOption[] {
  const option = options[index];
  if (!option) return [...options];
  const saved = new Set(savedValues);
  const follows = !saved.has(option.value) && isDerivedOptionValue(option.value, option.label);
  const others = options.filter((_, i) => i !== index).map((o) => o.value);
  const value = follows ? uniqueOptionValue(label, others) : option.value;
  return options.map((o, i) => (i === index ? { label, value } : o));
}

/** The options with one more at the end: "Option 3", its value made from that label. */
export function addOption(options: readonly FieldOption[]): FieldOption[] {
  const labels = new Set(options.map((o) => o.label.toLowerCase()));
  let n = options.length + 1;
  while (labels.has(`option ${n}`)) n += 1;
  const label = `Option ${n}`;
  return [
    ...options,
    {
      label,
      value: uniqueOptionValue(
        label,
        options.map((o) => o.value),
      ),
    },
  ];
}
