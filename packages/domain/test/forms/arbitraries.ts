import fc from 'fast-check';
import type { FieldDefinition } from '../../src/forms/fields.ts';
import type { LogicMap } from '../../src/forms/logic-map.ts';
import { dropdown, entry, rule } from './builders.ts';

/** Random forms with random logic and values, for the property tests of logic and validation. */

export const choices = ['a', 'b', 'c'];
const idOf = (i: number) => `f${i}`;

export interface Generated {
  fields: FieldDefinition[];
  logicMap: LogicMap;
  values: Record<string, string>;
}

/**
 * A form of n dropdowns with random logic. With `acyclic`, an entry's owner and its rules'
 * sources come before the fields it names (so no field depends on itself).
 */
export const formArbitrary = (acyclic: boolean) =>
  fc.integer({ min: 1, max: 8 }).chain((n) => {
    const index = fc.integer({ min: 0, max: n - 1 });
    const ruleArb = fc.record({
      source: index,
      value: fc.constantFrom('a', 'b', '', 'x'),
      condition: fc.constantFrom('equals' as const, 'notEquals' as const),
    });
    const entryArb = fc.record({
      owner: index,
      operator: fc.constantFrom('ANY' as const, 'ALL' as const),
      rules: fc.array(ruleArb, { maxLength: 3 }),
      shows: fc.option(index, { nil: null }),
      otherwise: fc.option(index, { nil: null }),
    });
    return fc
      .record({
        entries: fc.array(entryArb, { maxLength: n + 2 }),
        values: fc.array(fc.option(fc.constantFrom(...choices, 'zz'), { nil: undefined }), {
          minLength: n,
          maxLength: n,
        }),
      })
      .map(({ entries, values }): Generated => {
        const logicMap: LogicMap = {};
        for (const e of entries) {
          const targets = [e.shows, e.otherwise].filter((t): t is number => t !== null);
          const lowest = Math.min(...targets);
          const then = e.shows === null ? null : idOf(e.shows);
          const otherwise = e.otherwise === null ? null : idOf(e.otherwise);
          const rules = e.rules
            .filter((r) => !acyclic || r.source < lowest)
            .map((r) => rule(idOf(r.source), r.value, { condition: r.condition }));
          if (acyclic && e.owner >= lowest) continue;
          logicMap[idOf(e.owner)] = entry(then, rules, {
            operator: e.operator,
            elseFieldId: otherwise,
          });
        }
        const fields = Array.from({ length: n }, (_, i) => dropdown(idOf(i), choices));
        const valueMap: Record<string, string> = {};
        values.forEach((value, i) => {
          if (value !== undefined) valueMap[idOf(i)] = value;
        });
        return { fields, logicMap, values: valueMap };
      });
  });
