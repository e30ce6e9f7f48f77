import { fields, valid } from '@showdesk/domain/test/forms/form';
import { describe, expect, it } from 'vitest';
import { valueText } from './value-text.ts';

const field = (id: string) => {
  const found = fields.find((f) => f.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('valueText', () => {
  it('writes each kind of value on one line', () => {
    expect(valueText(field('name'), valid.name, 'GBP')).toBe(valid.name);
    expect(valueText(field('staff'), 4, 'GBP')).toBe('4');
    expect(valueText(field('extras'), ['wifi'], 'GBP')).toBe('wifi');
    expect(valueText(field('where'), valid.where, 'GBP')).toBe('1 High St, Leeds, UK, ls1 1aa');
    expect(valueText(field('who'), valid.who, 'GBP')).toBe('Ada Lovelace');
    expect(valueText(field('crew'), valid.crew, 'GBP')).toBe('2 rows');
    expect(valueText(field('logo'), valid.logo, 'GBP')).toBe('logo.png');
    expect(valueText(field('order'), valid.order, 'GBP')).toBe('4 × Chair');
    expect(valueText(field('total'), 6000, 'EUR')).toBe('€60.00');
    expect(valueText(field('contacts'), valid.contacts, 'GBP')).toBe('2 entries');
    expect(valueText(field('terms'), true, 'GBP')).toBe('Agreed');
    expect(valueText(field('name'), undefined, 'GBP')).toBe('');
  });
});
