import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choices, formArbitrary, type Generated } from '../../test/forms/arbitraries.ts';
import {
  dropdown,
  entry,
  formOf,
  groupOf,
  rule,
  templateField,
} from '../../test/forms/builders.ts';
import { conditionHolds, valueTexts } from './compare.ts';
import { loopFieldPath } from './layout.ts';
import { evaluateVisibility } from './logic.ts';
import type { LogicEntry, LogicMap } from './logic-map.ts';

/**
 * Properties of the logic evaluator, from the spec's rules as `logic.ts` reads them: a field
 * nobody's logic names is shown; hiding is transitive; hidden values never count; the answer
 * does not depend on any order; each loop of a group is evaluated on its own.
 */

const evaluate = (g: Generated, values: Record<string, unknown> = g.values) =>
  evaluateVisibility(
    formOf(
      g.fields.map((f) => f.id),
      g.logicMap,
    ),
    g.fields,
    [],
    values,
  ).visible;

const named = (logicMap: LogicMap) =>
  new Set(
    Object.values(logicMap)
      .filter((e) => e.rules.length > 0)
      .flatMap((e) => [e.thenFieldId, e.elseFieldId])
      .filter((id): id is string => id !== null),
  );

const sorted = (set: ReadonlySet<string>) => [...set].sort();
const runs = { numRuns: 300 };

describe('logic properties', () => {
  it('shows every field no entry with rules names', () => {
    fc.assert(
      fc.property(formArbitrary(false), (g) => {
        const visible = evaluate(g);
        const pointedAt = named(g.logicMap);
        for (const f of g.fields) if (!pointedAt.has(f.id)) expect(visible.has(f.id)).toBe(true);
      }),
      runs,
    );
  });

  it('gives the same answer whatever the order of fields, fieldIds and logicMap keys', () => {
    fc.assert(
      fc.property(formArbitrary(false), fc.integer(), (g, seed) => {
        const shuffle = <T>(list: readonly T[]) => {
          const out = [...list];
          let s = seed;
          for (let i = out.length - 1; i > 0; i -= 1) {
            s = (s * 1103515245 + 12345) & 0x7fffffff;
            const j = s % (i + 1);
            [out[i], out[j]] = [out[j]!, out[i]!];
          }
          return out;
        };
        const logicMap = Object.fromEntries(shuffle(Object.entries(g.logicMap)));
        const again = evaluateVisibility(
          formOf(shuffle(g.fields.map((f) => f.id)), logicMap),
          shuffle(g.fields),
          [],
          g.values,
        ).visible;
        expect(sorted(again)).toEqual(sorted(evaluate(g)));
      }),
      runs,
    );
  });

  it('never lets the value of a hidden field count', () => {
    fc.assert(
      fc.property(formArbitrary(false), fc.constantFrom(...choices), (g, other) => {
        const visible = evaluate(g);
        const onlyShown = Object.fromEntries(
          Object.entries(g.values).filter(([id]) => visible.has(id)),
        );
        const hiddenChanged = { ...g.values };
        for (const f of g.fields) if (!visible.has(f.id)) hiddenChanged[f.id] = other;
        expect(sorted(evaluate(g, onlyShown))).toEqual(sorted(visible));
        expect(sorted(evaluate(g, hiddenChanged))).toEqual(sorted(visible));
      }),
      runs,
    );
  });

  it('shows a named field only through an entry whose owner is shown (hiding is transitive)', () => {
    fc.assert(
      fc.property(formArbitrary(false), (g) => {
        const visible = evaluate(g);
        const pointedAt = named(g.logicMap);
        for (const id of visible) {
          if (!pointedAt.has(id)) continue;
          const through = Object.entries(g.logicMap).filter(
            ([owner, e]) =>
              e.rules.length > 0 &&
              visible.has(owner) &&
              (e.thenFieldId === id || e.elseFieldId === id),
          );
          expect(through.length).toBeGreaterThan(0);
        }
      }),
      runs,
    );
  });

  it('agrees with the rules read one field at a time when no field depends on itself', () => {
    fc.assert(
      fc.property(formArbitrary(true), (g) => {
        // Owners and sources come before the fields they name: decide the fields in order.
        const shown = new Set<string>();
        const entries = Object.entries(g.logicMap).filter(([, e]) => e.rules.length > 0);
        const holds = (e: LogicEntry) => {
          const each = e.rules.map((r) =>
            conditionHolds(
              r.condition,
              valueTexts('dropdown', shown.has(r.sourceId) ? g.values[r.sourceId] : undefined),
              r.sourceValue,
              'dropdown',
            ),
          );
          return e.operator === 'ALL' ? each.every(Boolean) : each.some(Boolean);
        };
        for (const f of g.fields) {
          const naming = entries.filter(
            ([, e]) => e.thenFieldId === f.id || e.elseFieldId === f.id,
          );
          const isShown =
            naming.length === 0 ||
            naming.some(
              ([owner, e]) =>
                shown.has(owner) && (holds(e) ? e.thenFieldId : e.elseFieldId) === f.id,
            );
          if (isShown) shown.add(f.id);
        }
        expect(sorted(evaluate(g))).toEqual(sorted(shown));
      }),
      runs,
    );
  });
});

describe('logic properties of looping groups', () => {
  const group = groupOf('g', ['q', 'r'], { q: entry('r', [rule('q', 'a')]) });
  const fields = [
    templateField('t', 'g', { isLooping: true, maxLoops: 5 }),
    dropdown('q', choices),
    dropdown('r', choices),
  ];
  const loopValues = fc.array(
    fc.record({ q: fc.constantFrom(...choices), r: fc.constantFrom(...choices) }),
    { minLength: 1, maxLength: 5 },
  );

  it('decides each loop from its own values only', () => {
    fc.assert(
      fc.property(loopValues, fc.nat(4), fc.constantFrom(...choices), (loops, at, other) => {
        const index = at % loops.length;
        const visibleOf = (templateValues: typeof loops) =>
          evaluateVisibility(formOf(['t']), fields, [group], {
            t: { loopCount: templateValues.length, templateValues },
          }).visible;
        const before = visibleOf(loops);
        const changed = loops.map((loop, i) => (i === index ? { ...loop, q: other } : loop));
        const after = visibleOf(changed);
        loops.forEach((loop, i) => {
          const path = loopFieldPath('t', i, 'r');
          expect(before.has(path)).toBe(loop.q === 'a');
          if (i !== index) expect(after.has(path)).toBe(before.has(path));
        });
      }),
      runs,
    );
  });
});
