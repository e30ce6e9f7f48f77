import { fields, form, group, valid } from '@showdesk/domain/test/forms/form';
import { describe, expect, it } from 'vitest';
import {
  checkValues,
  chosenItemLists,
  errorAt,
  errorsAfterChange,
  fillErrorsOf,
  fillState,
  type RenderableBundle,
  sendableValues,
  splitPages,
  templateValueOf,
  totalsOf,
} from './fill-model.ts';

const groupIds = new Set(group.fieldIds);
const bundle: RenderableBundle = {
  form: { ...form, fields: fields.filter((f) => !groupIds.has(f.id)) },
  fieldGroups: [{ ...group, fields: fields.filter((f) => groupIds.has(f.id)) }],
};

describe('fill model', () => {
  it('splits the shown fields at page breaks and hides what the logic hides', () => {
    const state = fillState(bundle, { needsPower: 'No' });
    const pages = splitPages(state.layout.fields, state.visibility);
    expect(pages.map((p) => p.key)).toEqual(['first', 'page2']);
    expect(pages[0]?.fields.map((f) => f.id)).not.toContain('watts');
    expect(pages[1]?.fields.map((f) => f.id)).toEqual(['intro']);
    const shown = fillState(bundle, { needsPower: 'Yes' });
    expect(splitPages(shown.layout.fields, shown.visibility)[0]?.fields.map((f) => f.id)).toContain(
      'watts',
    );
  });

  it('totals the item lists of the form and of every loop', () => {
    const state = fillState(bundle, valid);
    const totals = totalsOf(chosenItemLists(valid, state), 'GBP');
    expect(totals?.grandTotal).toBe(4 * 1250 + 2 * 500);
  });

  it('checks values in the browser as the server does, keyed by value path', () => {
    expect(checkValues(bundle, valid, { isDraft: false, currencyId: 'GBP' })).toEqual({});
    const errors = checkValues(bundle, {}, { isDraft: false, currencyId: 'GBP' });
    expect(errors.name).toMatch(/is required$/);
    expect(errors['contacts.templateValues.0.contactName']).toBeDefined();
    expect(checkValues(bundle, {}, { isDraft: true, currencyId: 'GBP' })).toEqual({});
  });

  it('leaves a stored grand total out of what is checked and sent', () => {
    const stale = { ...valid, total: 0 };
    expect(checkValues(bundle, stale, { isDraft: false, currencyId: 'GBP' })).toEqual({});
    expect(sendableValues(bundle, stale)).not.toHaveProperty('total');
  });

  it('reads API details and finds nested messages', () => {
    const errors = fillErrorsOf([
      { path: 'values.where.postcode', message: 'Postcode is required' },
      { path: 'values', message: 'Send the values' },
    ]);
    expect(errors).toEqual({ 'where.postcode': 'Postcode is required', values: 'Send the values' });
    expect(errorAt(errors, 'where')).toBe('Postcode is required');
    expect(errorAt(errors, 'who')).toBeUndefined();
  });

  it('drops the messages of the fields that changed, loop fields one by one', () => {
    const errors = {
      name: 'Name is required',
      email: 'Enter a valid email address',
      'contacts.templateValues.0.contactName': 'Contact name is required',
      'contacts.templateValues.1.contactName': 'Contact name is required',
    };
    const before = { contacts: { loopCount: 2, templateValues: [{}, {}] } };
    const after = {
      name: 'Acme',
      contacts: { loopCount: 2, templateValues: [{ contactName: 'Eve' }, {}] },
    };
    expect(errorsAfterChange(errors, before, after)).toEqual({
      email: 'Enter a valid email address',
      'contacts.templateValues.1.contactName': 'Contact name is required',
    });
    expect(errorsAfterChange(errors, before, before)).toBe(errors);
  });

  it('gives a template value one set of values per loop', () => {
    expect(templateValueOf(undefined)).toEqual({ loopCount: 1, templateValues: [{}] });
    expect(templateValueOf({ loopCount: 2, templateValues: [{ a: 'x' }] })).toEqual({
      loopCount: 2,
      templateValues: [{ a: 'x' }, {}],
    });
  });
});
