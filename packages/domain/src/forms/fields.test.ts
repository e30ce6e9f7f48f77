import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loneSurrogateMessage, nulByteMessage } from '../common/text.ts';
import { formFieldTypes, inputFieldTypes, layoutFieldTypes } from './field-types.ts';
import { formFieldInputSchema, formFieldSchema } from './fields.ts';
import { newFormField } from './new-field.ts';

const parse = (input: object) => formFieldInputSchema.safeParse(input);
const messagesOf = (input: object) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

/** The least each type needs. */
const minimal = {
  checkbox: { options: [{ label: 'A', value: 'a' }] },
  dropdown: { options: [{ label: 'A', value: 'a' }] },
  repeater: { cellSchema: { cell1: { label: 'Name' } } },
  itemList: { items: [{ itemId: 'i1', label: 'Chair', price: 1250 }] },
  template: { fieldGroupId: 'g1' },
} as Record<string, object>;
const minimalField = (type: string) => ({ id: 'f1', type, label: 'A field', ...minimal[type] });

describe('form field schemas', () => {
  it('has the spec’s 17 input types and 4 layout types', () => {
    expect(inputFieldTypes).toHaveLength(17);
    expect(layoutFieldTypes).toEqual(['customText', 'section', 'newPage', 'callout']);
  });

  it('takes each type with its defaults', () => {
    for (const type of formFieldTypes) expect(parse(minimalField(type)).success, type).toBe(true);
    expect(parse(minimalField('disclaimer')).data).toMatchObject({ isRequired: true });
    expect(parse(minimalField('text')).data).toMatchObject({ isRequired: false, reportLabel: '' });
    expect(parse(minimalField('callout')).data).toMatchObject({ style: 'default' });
    expect(parse(minimalField('template')).data).toMatchObject({
      maxLoops: 1,
      isLooping: false,
      isUsingDefaultTitles: true,
      loopPrefix: '',
    });
    expect(parse(minimalField('upload')).data).toMatchObject({
      isMulti: false,
      hasMaxFileSize: false,
      maxFileSizeMB: 50,
      accept: ['image', 'docs', 'video'],
    });
    expect(parse(minimalField('number')).data).toMatchObject({ min: null, max: null });
    expect(parse(minimalField('address')).data).toMatchObject({
      postcode: { label: 'Postcode', show: true },
    });
    expect(parse(minimalField('fullName')).data).toMatchObject({
      firstName: { label: 'First name', show: true },
      prefix: { label: 'Title', show: false },
    });
    expect(parse(minimalField('itemList')).data).toMatchObject({
      showTotal: true,
      showPrice: true,
      showSubtotals: false,
    });
  });

  it('adds a valid field of every type from the palette', () => {
    for (const type of formFieldTypes) {
      const added = newFormField(type, 'f1', { fieldGroupId: 'g1' });
      expect(formFieldInputSchema.parse(added), type).toEqual(added);
    }
    expect(newFormField('itemList', 'f1')).toMatchObject({
      label: 'Item List',
      items: [{ itemId: 'f1-1', price: 0 }],
    });
  });

  it('lets a page break go without a label, but not an input field', () => {
    expect(parse({ id: 'p', type: 'newPage' }).success).toBe(true);
    expect(messagesOf({ id: 't', type: 'text', label: '  ' })).toEqual(['label: Enter a label']);
  });

  it('refuses unknown keys, unknown types and settings of another type', () => {
    expect(messagesOf({ ...minimalField('text'), min: 1 })[0]).toMatch(/min/);
    expect(messagesOf({ ...minimalField('text'), type: 'signature' })).toEqual([
      'type: Choose a field type from the list',
    ]);
    expect(
      parse({
        ...minimalField('repeater'),
        cellSchema: { cell1: { label: 'A' }, cell5: { label: 'E' } },
      }).success,
    ).toBe(false);
  });

  it('keeps a computed or layout field from being required', () => {
    for (const type of ['grandTotal', 'template', 'section'])
      expect(parse({ ...minimalField(type), isRequired: true }).success, type).toBe(false);
  });

  it('checks settings against each other', () => {
    expect(messagesOf({ ...minimalField('number'), min: 5, max: 1 })).toEqual([
      'max: The maximum is below the minimum',
    ]);
    expect(
      messagesOf({
        ...minimalField('dropdown'),
        options: [
          { label: 'Yes', value: 'yes' },
          { label: 'YES', value: 'Yes' },
        ],
      }),
    ).toEqual(['options.1: Give each option its own value']);
    expect(messagesOf({ ...minimalField('checkbox'), isMulti: true, min: 2 })).toEqual([
      'min: There are not that many options',
    ]);
    expect(
      messagesOf({
        ...minimalField('itemList'),
        items: [
          { itemId: 'a', label: 'A', price: 1 },
          { itemId: 'a', label: 'B', price: 2 },
        ],
      }),
    ).toEqual(['items.1: Give each item its own id']);
    expect(
      messagesOf({
        ...minimalField('itemList'),
        items: [{ itemId: 'a', label: 'A', price: 12.5 }],
      }),
    ).toEqual(['items.0.price: Enter the price in hundredths (pence, cents)']);
    expect(messagesOf({ ...minimalField('upload'), accept: ['image', 'image'] })).toEqual([
      'accept: Choose each file type once',
    ]);
    expect(messagesOf({ ...minimalField('upload'), maxFileSizeMB: 51 })).toEqual([
      'maxFileSizeMB: Use at most 50MB',
    ]);
    expect(messagesOf({ ...minimalField('template'), maxLoops: 0 })).toEqual([
      'maxLoops: Allow at least 1',
    ]);
  });

  it('refuses ids that would break a value’s path', () => {
    for (const id of ['a.b', '__proto__'])
      expect(messagesOf({ ...minimalField('text'), id })).toEqual([
        'id: Use letters, digits, - and _ in an id',
      ]);
  });

  it('refuses text that cannot be stored: NUL and lone surrogates', () => {
    expect(messagesOf({ ...minimalField('text'), label: 'a\u0000b' })).toContain(
      `label: ${nulByteMessage}`,
    );
    expect(messagesOf({ ...minimalField('text'), description: 'x\ud800' })).toEqual([
      `description: ${loneSurrogateMessage}`,
    ]);
  });

  it('stores what it takes: a stored field is the input with its stamps', () => {
    const stamps = {
      createdAt: '2026-11-23T10:00:00.000Z',
      createdBy: 'u1',
      updatedAt: '2026-11-23T10:00:00.000Z',
      updatedBy: 'u1',
    };
    for (const type of formFieldTypes) {
      const input = formFieldInputSchema.parse(minimalField(type));
      expect(formFieldSchema.parse({ ...input, ...stamps }), type).toEqual({ ...input, ...stamps });
      expect(formFieldSchema.safeParse(input).success, type).toBe(false);
    }
  });

  it('takes a label exactly when it is storable text of 1 to 500 characters once trimmed', () => {
    // Spaces, letters, a whole emoji, NUL and both halves of a pair, around the length limit.
    const unit = fc.constantFrom(' ', 'a', 'é', '😀', '\u0000', '\ud800', '\udc00');
    const labels = fc.oneof(
      fc.string({ unit, maxLength: 8 }),
      fc.string({ unit: fc.constantFrom('a', ' '), minLength: 495, maxLength: 505 }),
    );
    fc.assert(
      fc.property(labels, (label) => {
        const trimmed = label.trim();
        const storable =
          !label.includes('\u0000') &&
          !/[\ud800-\udfff]/.test(label.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''));
        const expected = storable && trimmed.length >= 1 && trimmed.length <= 500;
        expect(parse({ ...minimalField('text'), label }).success).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
