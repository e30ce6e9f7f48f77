import { describe, expect, it } from 'vitest';
import { fields, form, group, logo, valid } from '../../test/forms/form.ts';
import type { UploadedFile } from './check-value.ts';
import { loopFieldPath } from './layout.ts';
import { formMessages } from './messages.ts';
import { validateSubmission } from './validate-submission.ts';
import { submissionValuesSchema } from './values.ts';

const check = (values: unknown, options: Partial<Parameters<typeof validateSubmission>[4]> = {}) =>
  validateSubmission(form, fields, [group], values, { isDraft: false, ...options });

const details = (values: unknown, options = {}) => {
  const result = check(values, options);
  if (result.success) throw new Error('expected a refusal');
  expect(result.message).toBe(formMessages.invalidSubmission);
  return result.details;
};

describe('validateSubmission', () => {
  it('accepts a complete submission and cleans it', () => {
    const result = check(valid);
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.values.name).toBe('Acme Stands');
    expect(result.values.where).toEqual({
      addressLine1: '1 High St',
      city: 'Leeds',
      country: 'UK',
      postcode: 'LS1 1AA',
    });
    expect(result.values.crew).toEqual([{ cell1: 'Bob', cell2: 'bob@acme.test' }]);
    expect(result.values.order).toEqual([{ itemId: 'chair', price: 1250, quantity: 4 }]);
    expect(result.totals.grandTotal).toBe(4 * 1250 + 2 * 500);
    expect(result.values.total).toBe(6000);
    expect(result.totals.itemLists.map((list) => [list.path, list.total])).toEqual([
      ['order', 5000],
      [loopFieldPath('contacts', 0, 'badges'), 1000],
    ]);
    expect(result.totals.currencyId).toBe('GBP');
    // What it returns is a storable submission's values.
    expect(submissionValuesSchema.parse(result.values)).toEqual(result.values);
  });

  it('computes the grand total when none is sent, and refuses a forged one', () => {
    const { total: _, ...withoutTotal } = valid;
    const result = check({ ...withoutTotal });
    expect(result.success && result.values.total).toBe(6000);
    expect(details({ ...valid, total: 1 })).toEqual([
      { path: 'values.total', message: 'The total does not match the items chosen' },
    ]);
  });

  it('refuses an item at a price other than the list’s', () => {
    const order = [{ itemId: 'chair', price: 1, quantity: 4 }];
    expect(details({ ...valid, order, total: undefined })).toEqual([
      {
        path: 'values.order.0.price',
        message: 'The price of this item has changed. Reload the form',
      },
    ]);
    expect(details({ ...valid, order: [{ itemId: 'sofa', price: 1, quantity: 1 }] })[0]).toEqual({
      path: 'values.order.0.itemId',
      message: 'This item is not on the list',
    });
  });

  it('drops the value of a hidden field and never checks it', () => {
    const result = check({ ...valid, needsPower: 'No', watts: 'not a number' });
    expect(result.success).toBe(true);
    if (result.success) expect(result.values).not.toHaveProperty('watts');
  });

  it('requires a shown required field and names it', () => {
    const { name: _, watts: __, ...rest } = valid;
    expect(details(rest)).toEqual([
      { path: 'values.name', message: 'Label name is required' },
      { path: 'values.watts', message: 'Watts is required' },
    ]);
  });

  it('lets a draft leave required fields and minimums empty, but not send bad shapes', () => {
    // extras is not required: an empty choice passes its minimum; watts is hidden (no power).
    const draft = { name: '', staff: 0, extras: [], crew: [] };
    expect(check(draft, { isDraft: true }).success).toBe(true);
    expect(details(draft).map((d) => d.path)).toEqual([
      'values.name',
      'values.staff',
      'values.where.addressLine1',
      'values.where.city',
      'values.where.country',
      'values.where.postcode',
      'values.who.firstName',
      'values.who.surname',
      'values.logo',
      'values.terms',
      'values.contacts.templateValues.0.contactName',
    ]);
    expect(details({ staff: 'four' }, { isDraft: true })).toEqual([
      { path: 'values.staff', message: 'Enter a number' },
    ]);
    expect(details({ staff: 21 }, { isDraft: true })).toEqual([
      { path: 'values.staff', message: 'Must be between 1 and 20' },
    ]);
  });

  it('checks text kinds, options and counts', () => {
    const bad = {
      ...valid,
      email: 'nope',
      site: 'ftp://x',
      day: '01/03/2027',
      extras: ['wifi', 'water', 'gold'],
      needsPower: 'Maybe',
    };
    expect(details(bad)).toEqual([
      { path: 'values.email', message: 'Enter a valid email address' },
      { path: 'values.site', message: 'Enter a web address (https://…)' },
      { path: 'values.day', message: 'Enter a date (YYYY-MM-DD)' },
      { path: 'values.extras.2', message: 'Choose one of the options' },
      { path: 'values.extras', message: 'Choose at most 2' },
      { path: 'values.needsPower', message: 'Choose one of the options' },
    ]);
  });

  it('refuses fields the form does not have, values for layout fields and unknown parts', () => {
    expect(
      details({ ...valid, hack: 1, intro: 'x', where: { ...valid.where, planet: 'Mars' } }),
    ).toEqual([
      { path: 'values.hack', message: 'This form has no such field' },
      { path: 'values.where', message: expect.stringContaining('planet') },
      { path: 'values.intro', message: 'This field takes no value' },
    ]);
  });

  it('checks uploads against the field’s accept classes and the server’s file records', () => {
    const pdf = { ...logo, fileId: 'file2', name: 'a.pdf', type: 'application/pdf' };
    expect(details({ ...valid, logo: [pdf] })).toEqual([
      { path: 'values.logo.0', message: 'Upload a file of type: image' },
    ]);
    expect(details({ ...valid, logo: [logo, logo] })).toEqual([
      { path: 'values.logo', message: 'Upload one file' },
    ]);
    // The server's records win over what the browser says about a file.
    const files = new Map<string, UploadedFile>([
      [
        'file1',
        { name: 'logo.exe', url: '/files/file1', size: 60 * 1024 * 1024, type: 'application/zip' },
      ],
    ]);
    expect(details(valid, { files })).toEqual([
      { path: 'values.logo.0', message: 'Upload a file of type: image' },
      { path: 'values.logo.0', message: 'The file is too large. The maximum size is 50MB.' },
    ]);
    expect(details(valid, { files: new Map() })).toEqual([
      { path: 'values.logo.0', message: 'Upload the file again' },
    ]);
  });

  it('checks the loop count and each loop’s fields', () => {
    const contacts = (value: unknown) => details({ ...valid, contacts: value });
    expect(contacts({ loopCount: 4, templateValues: [{}, {}, {}, {}] })).toEqual([
      { path: 'values.contacts.loopCount', message: 'Add between 1 and 3' },
    ]);
    expect(contacts({ loopCount: 2, templateValues: [{ contactName: 'A' }] })).toEqual([
      { path: 'values.contacts.templateValues', message: 'Send one set of values per loop' },
    ]);
    expect(contacts({ loopCount: 1, templateValues: [{ contactName: '', name: 'x' }] })).toEqual([
      { path: 'values.contacts.templateValues.0.name', message: 'This form has no such field' },
      {
        path: 'values.contacts.templateValues.0.contactName',
        message: 'Label contactName is required',
      },
    ]);
  });

  it('refuses a __proto__ key like any field the form does not have', () => {
    const values = JSON.parse(`{"__proto__": {"isAdmin": true}, "name": "Acme"}`);
    expect(details(values, { isDraft: true })).toEqual([
      { path: 'values.__proto__', message: 'This form has no such field' },
    ]);
  });

  it('refuses values that are not an object of field ids', () => {
    expect(details([1, 2])).toEqual([
      { path: 'values', message: 'Send the values as an object of field ids' },
    ]);
  });

  it('gives the same answer again for the values it returned (cleaning is idempotent)', () => {
    const first = check(valid);
    if (!first.success) throw new Error('expected success');
    const second = check(first.values, { files: new Map([['file1', logo]]) });
    expect(second.success && second.values).toEqual(first.values);
  });
});
