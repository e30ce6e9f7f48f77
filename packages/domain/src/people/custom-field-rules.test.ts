import { describe, expect, it } from 'vitest';
import {
  checkCustomFieldValues,
  missingRequiredCustomFields,
  pickCustomFieldValues,
  visibleCustomFields,
} from './custom-field-rules.ts';
import type { CustomField } from './custom-fields.ts';
import { emptyCustomFieldValue } from './custom-fields.ts';

const field = (id: string, over: Partial<CustomField> = {}) => ({
  id,
  label: id.toUpperCase(),
  type: 'text' as CustomField['type'],
  index: 0,
  showField: true,
  showToChildTeams: false,
  isRequired: false,
  ...over,
});

describe('visibleCustomFields', () => {
  const fields = [
    field('hidden', { showField: false, index: 2 }),
    field('child', { showToChildTeams: true, index: 1 }),
    field('plain', { index: 0 }),
    field('hiddenChild', { showField: false, showToChildTeams: true, index: 3 }),
  ];
  const ids = (list: { id: string }[]) => list.map((f) => f.id);

  it('gives organisers every field of a normal team, in index order', () => {
    expect(ids(visibleCustomFields(fields, { standShareRole: null }, 'organiser'))).toEqual([
      'plain',
      'child',
      'hidden',
      'hiddenChild',
    ]);
  });

  it('keeps hidden fields (showField false) out of team-facing screens', () => {
    expect(ids(visibleCustomFields(fields, { standShareRole: 'parent' }, 'team'))).toEqual([
      'plain',
      'child',
    ]);
  });

  it('shows child teams only the fields with showToChildTeams', () => {
    expect(ids(visibleCustomFields(fields, { standShareRole: 'child' }, 'team'))).toEqual([
      'child',
    ]);
    expect(ids(visibleCustomFields(fields, { standShareRole: 'child' }, 'organiser'))).toEqual([
      'child',
      'hiddenChild',
    ]);
  });

  it('orders equal indexes by label', () => {
    const list = [field('b', { label: 'Beta' }), field('a', { label: 'Alpha' })];
    expect(ids(visibleCustomFields(list, { standShareRole: null }, 'team'))).toEqual(['a', 'b']);
  });
});

describe('checkCustomFieldValues', () => {
  const fields = [
    field('name'),
    field('agree', { type: 'checkbox' }),
    field('mail', { type: 'email' }),
    field('site', { type: 'url' }),
    field('size', { type: 'number' }),
    field('day', { type: 'date' }),
    field('phone', { type: 'tel' }),
  ];

  it('accepts values of the right kind, and empty text of any type', () => {
    expect(
      checkCustomFieldValues(fields, {
        name: 'Acme',
        agree: true,
        mail: 'a@b.co',
        site: 'https://acme.test',
        size: '12.5',
        day: '2027-03-01',
        phone: '+44 (0)20 7946 0000',
      }),
    ).toEqual([]);
    expect(checkCustomFieldValues(fields, { mail: '', size: ' ', day: '' })).toEqual([]);
  });

  it('refuses unknown fields and values of the wrong kind, naming each path', () => {
    expect(
      checkCustomFieldValues(fields, {
        nope: 'x',
        agree: 'yes',
        name: true,
        mail: 'not-an-email',
        site: 'javascript:alert(1)',
        size: 'twelve',
        day: '01/03/2027',
        phone: 'call me',
      }),
    ).toEqual([
      { path: 'customFields.nope', message: 'Unknown custom field' },
      { path: 'customFields.agree', message: 'Choose yes or no' },
      { path: 'customFields.name', message: 'Enter text' },
      { path: 'customFields.mail', message: 'Enter a valid email address' },
      { path: 'customFields.site', message: 'Enter a web address (https://…)' },
      { path: 'customFields.size', message: 'Enter a number' },
      { path: 'customFields.day', message: 'Enter a date (YYYY-MM-DD)' },
      { path: 'customFields.phone', message: 'Enter a phone number' },
    ]);
  });
});

describe('missingRequiredCustomFields', () => {
  const fields = [
    field('name', { isRequired: true, label: 'Stand name' }),
    field('agree', { type: 'checkbox', isRequired: true, label: 'Agree' }),
    field('optional'),
  ];

  it('names every required field left empty, or unticked', () => {
    expect(missingRequiredCustomFields(fields, { name: '  ', agree: false })).toEqual([
      { path: 'customFields.name', message: 'Stand name is required' },
      { path: 'customFields.agree', message: 'Agree is required' },
    ]);
  });

  it('passes when every required field is filled', () => {
    expect(missingRequiredCustomFields(fields, { name: 'A1', agree: true })).toEqual([]);
  });
});

describe('custom field values', () => {
  it('start empty: false for a checkbox, empty text otherwise', () => {
    expect(emptyCustomFieldValue('checkbox')).toBe(false);
    expect(emptyCustomFieldValue('email')).toBe('');
  });

  it('are picked for the given fields only', () => {
    expect(pickCustomFieldValues([{ id: 'a' }], { a: 'x', b: 'secret' })).toEqual({ a: 'x' });
  });
});
