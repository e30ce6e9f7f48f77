import { describe, expect, it } from 'vitest';
import {
  dropdown,
  entry,
  field,
  formOf,
  groupOf,
  rule,
  templateField,
  textField,
} from '../../test/forms/builders.ts';
import { loopFieldPath } from './layout.ts';
import { evaluateVisibility, isShown } from './logic.ts';

const shown = (...args: Parameters<typeof evaluateVisibility>) =>
  [...evaluateVisibility(...args).visible].sort();

describe('evaluateVisibility', () => {
  const needsPower = dropdown('power', ['Yes', 'No']);
  const watts = textField('watts');
  const why = textField('why');
  const form = formOf(['power', 'watts', 'why'], {
    power: entry('watts', [rule('power', 'Yes')], { elseFieldId: 'why' }),
  });
  const fields = [needsPower, watts, why];
  /** Two on/off dropdowns, a and b, and a text field c: the fields of the rules between fields. */
  const switches = [dropdown('a', ['on', 'off']), dropdown('b', ['on', 'off']), textField('c')];

  it('shows every field of a form without logic', () => {
    expect(shown(formOf(['power', 'watts', 'why']), fields, [], {})).toEqual([
      'power',
      'watts',
      'why',
    ]);
  });

  it('shows thenFieldId when the rules hold and elseFieldId when they do not', () => {
    expect(shown(form, fields, [], { power: 'Yes' })).toEqual(['power', 'watts']);
    expect(shown(form, fields, [], { power: 'No' })).toEqual(['power', 'why']);
    expect(shown(form, fields, [], {})).toEqual(['power', 'why']);
  });

  it('compares trimmed and case-insensitively', () => {
    expect(shown(form, fields, [], { power: '  yes ' })).toEqual(['power', 'watts']);
  });

  it('combines rules with ANY (the default) or ALL', () => {
    const a = dropdown('a', ['x', 'y']);
    const b = dropdown('b', ['x', 'y']);
    const t = textField('t');
    const rules = [rule('a', 'x'), rule('b', 'x')];
    const any = formOf(['a', 'b', 't'], { a: entry('t', rules) });
    const all = formOf(['a', 'b', 't'], { a: entry('t', rules, { operator: 'ALL' }) });
    const values = { a: 'x', b: 'y' };
    expect(shown(any, [a, b, t], [], values)).toContain('t');
    expect(shown(all, [a, b, t], [], values)).not.toContain('t');
    expect(shown(all, [a, b, t], [], { a: 'x', b: 'x' })).toContain('t');
  });

  it('takes notEquals as the opposite of equals', () => {
    const f = formOf(['power', 'watts'], {
      power: entry('watts', [rule('power', 'No', { condition: 'notEquals' })]),
    });
    expect(shown(f, fields, [], { power: 'Yes' })).toContain('watts');
    expect(shown(f, fields, [], { power: 'No' })).not.toContain('watts');
  });

  it("reads equals '' as empty", () => {
    const f = formOf(['power', 'why'], { power: entry('why', [rule('power', '')]) });
    expect(shown(f, fields, [], {})).toContain('why');
    expect(shown(f, fields, [], { power: 'Yes' })).not.toContain('why');
  });

  it('hides what a hidden field shows: hiding is transitive', () => {
    const chain = formOf(['a', 'b', 'c'], {
      a: entry('b', [rule('a', 'on')]),
      b: entry('c', [rule('b', 'on')]),
    });
    expect(shown(chain, switches, [], { a: 'on', b: 'on' })).toEqual(['a', 'b', 'c']);
    // b still holds 'on' in the browser's state, but b is hidden so it reads as empty.
    expect(shown(chain, switches, [], { a: 'off', b: 'on' })).toEqual(['a']);
  });

  it('reads a hidden source as empty, so notEquals on it holds', () => {
    const a = dropdown('a', ['on', 'off']);
    const b = dropdown('b', ['x', 'y']);
    const c = textField('c');
    const d = textField('d');
    // d owns a rule on b; a shows b only when 'on'.
    const f = formOf(['a', 'b', 'c', 'd'], {
      a: entry('b', [rule('a', 'on')]),
      d: entry('c', [rule('b', 'x', { condition: 'notEquals' })]),
    });
    // b still holds 'x' in the browser's state, but hidden it reads as '', which is not 'x'.
    expect(shown(f, [a, b, c, d], [], { a: 'off', b: 'x' })).toEqual(['a', 'c', 'd']);
    expect(shown(f, [a, b, c, d], [], { a: 'on', b: 'x' })).toEqual(['a', 'b', 'd']);
  });

  it('shows a field named by two entries when either shows it', () => {
    const f = formOf(['a', 'b', 'c'], {
      a: entry('c', [rule('a', 'on')]),
      b: entry('c', [rule('b', 'on')]),
    });
    expect(shown(f, switches, [], { a: 'off', b: 'on' })).toContain('c');
    expect(shown(f, switches, [], { a: 'on', b: 'off' })).toContain('c');
    expect(shown(f, switches, [], { a: 'off', b: 'off' })).not.toContain('c');
  });

  it('ignores an entry without rules and entries of unknown fields', () => {
    const f = formOf(['power', 'watts'], {
      power: entry('watts', []),
      gone: entry('watts', [rule('power', 'Yes')]),
    });
    expect(shown(f, fields, [], {})).toEqual(['power', 'watts']);
  });

  it('hides fields whose visibility depends on itself, and only those', () => {
    const a = dropdown('a', ['on']);
    const b = dropdown('b', ['on']);
    const c = textField('c');
    const f = formOf(['a', 'b', 'c'], {
      a: entry('b', [rule('a', 'on')]),
      b: entry('a', [rule('b', 'on')]),
    });
    expect(shown(f, [a, b, c], [], { a: 'on', b: 'on' })).toEqual(['c']);
    const self = formOf(['a'], { a: entry('a', [rule('a', 'on')]) });
    expect(shown(self, [a], [], { a: 'on' })).toEqual([]);
  });

  it('matches one chosen value of a multiple choice', () => {
    const sizes = field({
      id: 'sizes',
      type: 'checkbox',
      label: 'Sizes',
      isMulti: true,
      options: ['S', 'M', 'L'].map((v) => ({ label: v, value: v })),
    });
    const f = formOf(['sizes', 'watts'], { sizes: entry('watts', [rule('sizes', 'M')]) });
    expect(shown(f, [sizes, watts], [], { sizes: ['S', 'M'] })).toContain('watts');
    expect(shown(f, [sizes, watts], [], { sizes: ['S'] })).not.toContain('watts');
  });

  it('compares a number field by value and a disclaimer as true or false', () => {
    const n = field({ id: 'n', type: 'number', label: 'N' });
    const d = field({ id: 'd', type: 'disclaimer', label: 'D' });
    const f = formOf(['n', 'd', 'watts', 'why'], {
      n: entry('watts', [rule('n', '10.0', { sourceType: 'number' })]),
      d: entry('why', [rule('d', 'false', { sourceType: 'disclaimer' })]),
    });
    expect(shown(f, [n, d, watts, why], [], { n: 10 })).toEqual(['d', 'n', 'watts', 'why']);
    expect(shown(f, [n, d, watts, why], [], { n: 11, d: true })).toEqual(['d', 'n']);
  });

  it('reads a part of an address through nestedId', () => {
    const where = field({ id: 'where', type: 'address', label: 'Where' });
    const f = formOf(['where', 'watts'], {
      where: entry('watts', [
        rule('where', '', { sourceType: 'address', nestedId: 'country', nestedValue: 'France' }),
      ]),
    });
    expect(shown(f, [where, watts], [], { where: { country: 'france' } })).toContain('watts');
    expect(shown(f, [where, watts], [], { where: { country: 'Spain' } })).not.toContain('watts');
  });
});

describe('evaluateVisibility with field groups', () => {
  const role = dropdown('role', ['Lead', 'Crew']);
  const phone = textField('phone');
  const group = groupOf('contacts', ['role', 'phone'], {
    role: entry('phone', [rule('role', 'Lead')]),
  });
  const contacts = templateField('contacts-t', 'contacts', { isLooping: true, maxLoops: 3 });
  const extra = textField('extra');
  const loop = (loopIndex: number, id: string) => loopFieldPath('contacts-t', loopIndex, id);

  it('repeats the group once per loop, its logic acting in each loop alone', () => {
    const values = {
      'contacts-t': {
        loopCount: 2,
        templateValues: [{ role: 'Lead' }, { role: 'Crew', phone: '0123' }],
      },
    };
    const result = evaluateVisibility(
      formOf(['contacts-t']),
      [contacts, role, phone],
      [group],
      values,
    );
    expect([...result.visible].sort()).toEqual(
      ['contacts-t', loop(0, 'phone'), loop(0, 'role'), loop(1, 'role')].sort(),
    );
    expect(result.loopCounts.get('contacts-t')).toBe(2);
    expect(isShown(result, 'phone', { templateId: 'contacts-t', loopIndex: 0 })).toBe(true);
    expect(isShown(result, 'phone', { templateId: 'contacts-t', loopIndex: 1 })).toBe(false);
  });

  it('keeps loops between 1 and maxLoops, and 1 when the template does not loop', () => {
    const count = (template = contacts, loopCount: unknown = 9) =>
      evaluateVisibility(formOf([template.id]), [template, role, phone], [group], {
        [template.id]: { loopCount, templateValues: [] },
      }).loopCounts.get(template.id);
    expect(count()).toBe(3);
    expect(count(contacts, 0)).toBe(1);
    expect(count(contacts, 'two')).toBe(1);
    expect(count(templateField('once', 'contacts'))).toBe(1);
  });

  it('hides every field of a hidden template', () => {
    const ask = dropdown('ask', ['yes', 'no']);
    const f = formOf(['ask', 'contacts-t'], { ask: entry('contacts-t', [rule('ask', 'yes')]) });
    const result = evaluateVisibility(f, [ask, contacts, role, phone], [group], {
      ask: 'no',
      'contacts-t': { loopCount: 1, templateValues: [{ role: 'Lead' }] },
    });
    expect([...result.visible]).toEqual(['ask']);
    expect(result.loopCounts.size).toBe(0);
  });

  it('reads a looped value from the form: one loop, ANY loop or ALL loops', () => {
    const onRole = (extraRule: object) =>
      formOf(['contacts-t', 'extra'], {
        'contacts-t': entry('extra', [
          rule('contacts-t', '', {
            sourceType: 'template',
            nestedId: 'role',
            nestedType: 'dropdown',
            nestedValue: 'Lead',
            ...extraRule,
          }),
        ]),
      });
    const values = {
      'contacts-t': { loopCount: 2, templateValues: [{ role: 'Crew' }, { role: 'Lead' }] },
    };
    const extraShown = (f: ReturnType<typeof onRole>) =>
      evaluateVisibility(f, [contacts, role, phone, extra], [group], values).visible.has('extra');
    expect(extraShown(onRole({}))).toBe(true);
    expect(extraShown(onRole({ loopOperator: 'ALL' }))).toBe(false);
    expect(extraShown(onRole({ loopIndex: 0 }))).toBe(false);
    expect(extraShown(onRole({ loopIndex: 1 }))).toBe(true);
    expect(extraShown(onRole({ loopIndex: 2 }))).toBe(false);
  });

  it('gives a template without its group no fields', () => {
    const result = evaluateVisibility(formOf(['contacts-t']), [contacts], [], {});
    expect([...result.visible]).toEqual(['contacts-t']);
  });
});
