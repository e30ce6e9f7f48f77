import { describe, expect, it } from 'vitest';
import { formFieldInputSchema } from './fields.ts';
import { newFormField } from './new-field.ts';
import {
  addOption,
  isDerivedOptionValue,
  optionValueSlug,
  relabelOption,
  uniqueOptionValue,
} from './option-values.ts';

describe('optionValueSlug', () => {
  it('makes lower-case letters and digits joined by dashes', () => {
    expect(optionValueSlug('Wi-Fi & power')).toBe('wi-fi-power');
    expect(optionValueSlug('  Table (large), 2m ')).toBe('table-large-2m');
    expect(optionValueSlug('Café crème')).toBe('cafe-creme');
    expect(optionValueSlug('Größe')).toBe('große');
    expect(optionValueSlug('東京 ホール')).toBe('東京-ホール');
  });

  it('is "option" for a label without letters or digits', () => {
    expect(optionValueSlug('')).toBe('option');
    expect(optionValueSlug('—?!')).toBe('option');
  });

  it('stays short, never ending in a dash', () => {
    const slug = optionValueSlug(`${'a'.repeat(59)} b c`);
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueOptionValue', () => {
  it('numbers a slug already taken, compared case-blind', () => {
    expect(uniqueOptionValue('Yes', [])).toBe('yes');
    expect(uniqueOptionValue('Yes', ['Yes'])).toBe('yes-2');
    expect(uniqueOptionValue('Yes', ['yes', 'yes-2'])).toBe('yes-3');
  });
});

describe('isDerivedOptionValue', () => {
  it('recognises a slug of the label, numbered or not', () => {
    expect(isDerivedOptionValue('wi-fi', 'Wi-Fi')).toBe(true);
    expect(isDerivedOptionValue('wi-fi-2', 'Wi-Fi')).toBe(true);
    expect(isDerivedOptionValue('wifi', 'Wi-Fi')).toBe(false);
    expect(isDerivedOptionValue('Wi-Fi', 'Wi-Fi')).toBe(false);
    expect(isDerivedOptionValue('wi-fi-x', 'Wi-Fi')).toBe(false);
  });
});

describe('relabelOption', () => {
  it("makes a new option's value follow its label", () => {
    const options = addOption([{ label: 'Yes', value: 'yes' }]);
    expect(options).toEqual([
      { label: 'Yes', value: 'yes' },
      { label: 'Option 2', value: 'option-2' },
    ]);
    const relabelled = relabelOption(options, 1, 'No thanks', ['yes']);
    expect(relabelled[1]).toEqual({ label: 'No thanks', value: 'no-thanks' });
    // Typed a letter at a time, it keeps following.
    expect(relabelOption(relabelled, 1, 'No thanks!', ['yes'])[1]?.value).toBe('no-thanks');
  });

  it('keeps the value of an option saved before (submissions hold it)', () => {
    const options = [
      { label: 'Yes', value: 'yes' },
      { label: 'No', value: 'no' },
    ];
    expect(relabelOption(options, 0, 'Yes, please', ['yes', 'no'])[0]).toEqual({
      label: 'Yes, please',
      value: 'yes',
    });
  });

  it('keeps a hand-written value, saved or not', () => {
    const options = [{ label: 'Wi-Fi', value: 'WIFI_2027' }];
    expect(relabelOption(options, 0, 'Wireless', [])[0]?.value).toBe('WIFI_2027');
    const legacy = [{ label: 'Option 1', value: 'Option 1' }];
    expect(relabelOption(legacy, 0, 'Water', ['Option 1'])[0]?.value).toBe('Option 1');
  });

  it('keeps values unique: a new label like another gets a number', () => {
    const options = [
      { label: 'Yes', value: 'yes' },
      { label: 'Option 2', value: 'option-2' },
    ];
    const relabelled = relabelOption(options, 1, 'YES', ['yes']);
    expect(relabelled[1]).toEqual({ label: 'YES', value: 'yes-2' });
    expect(formFieldInputSchema.safeParse({ ...dropdown(), options: relabelled }).success).toBe(
      true,
    );
  });
});

describe('addOption', () => {
  it('adds the next numbered label, skipping ones in use, with a value of its own', () => {
    const options = addOption([
      { label: 'Option 2', value: 'option-2' },
      { label: 'Other', value: 'option-3' },
    ]);
    expect(options[2]).toEqual({ label: 'Option 3', value: 'option-3-2' });
  });
});

describe('a new choice field', () => {
  it('starts with an option whose value is made from its label', () => {
    const field = dropdown();
    expect(field.options).toEqual([{ label: 'Option 1', value: 'option-1' }]);
  });
});

function dropdown() {
  const field = newFormField('dropdown', 'f1');
  if (field.type !== 'dropdown') throw new Error('expected a dropdown');
  return { ...field, label: 'Coming?' };
}
