import { describe, expect, it } from 'vitest';
import { dropdown, entry, formOf, rule, textField } from '../../test/forms/builders.ts';
import { confirmationInputSchema, pickConfirmation } from './confirmations.ts';
import { submissionMeetsRules } from './logic.ts';
import { checkRules, logicMessages } from './logic-checks.ts';

describe('confirmations', () => {
  const power = dropdown('power', ['Yes', 'No']);
  const size = dropdown('size', ['Small', 'Large']);
  const watts = textField('watts');
  // "watts" is shown only when power is Yes.
  const form = formOf(['power', 'size', 'watts'], {
    power: entry('watts', [rule('power', 'Yes')]),
  });
  const fields = [power, size, watts];
  const meets = (
    values: Record<string, unknown>,
    operator: 'ANY' | 'ALL',
    rules = [] as ReturnType<typeof rule>[],
  ) => submissionMeetsRules(form, fields, [], values, { operator, rules });

  it('reads a submission as the form logic does: ANY, ALL, hidden fields empty, no rules met', () => {
    const both = [rule('power', 'Yes'), rule('size', 'Large')];
    expect(meets({ power: 'Yes', size: 'Small' }, 'ANY', both)).toBe(true);
    expect(meets({ power: 'Yes', size: 'Small' }, 'ALL', both)).toBe(false);
    expect(meets({ power: 'yes', size: 'large' }, 'ALL', both)).toBe(true);
    // watts is hidden when power is No, so its stale value reads as empty.
    expect(meets({ power: 'No', watts: '3000' }, 'ANY', [rule('watts', '3000')])).toBe(false);
    expect(meets({ power: 'Yes', watts: '3000' }, 'ANY', [rule('watts', '3000')])).toBe(true);
    expect(meets({}, 'ALL')).toBe(true);
  });

  it('picks the first active matching confirmation, else the active default, else none', () => {
    const make = (id: string, isDefault: boolean, isActive: boolean, value: string | null) => ({
      id,
      isDefault,
      isActive,
      operator: 'ANY' as const,
      rules: value === null ? [] : [rule('power', value)],
    });
    const list = [
      make('default', true, true, null),
      make('off', false, false, 'Yes'),
      make('yes', false, true, 'Yes'),
      make('no', false, true, 'No'),
    ];
    const pick = (values: Record<string, unknown>, from = list) =>
      pickConfirmation(from, (c) => meets(values, c.operator, [...c.rules]))?.id ?? null;
    expect(pick({ power: 'Yes' })).toBe('yes');
    expect(pick({ power: 'No' })).toBe('no');
    expect(pick({})).toBe('default');
    expect(pick({}, list.slice(1))).toBeNull();
    expect(pick({}, [make('off-default', true, false, null)])).toBeNull();
  });

  it('checks rules against the form: unknown and layout fields refused at their path', () => {
    const issues = checkRules(fields, [rule('power', 'Yes'), rule('nowhere', 'x')], [], 'rules');
    expect(issues).toEqual([{ path: 'rules.1.sourceId', message: logicMessages.notOnForm }]);
  });

  it('needs a name; defaults ANY, no rules, active, not the default', () => {
    expect(confirmationInputSchema.safeParse({ name: ' ' }).success).toBe(false);
    expect(confirmationInputSchema.parse({ name: 'Thanks' })).toEqual({
      name: 'Thanks',
      message: '',
      operator: 'ANY',
      rules: [],
      isDefault: false,
      isActive: true,
    });
  });
});
