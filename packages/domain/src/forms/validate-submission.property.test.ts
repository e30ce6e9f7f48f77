import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { choices, formArbitrary, type Generated } from '../../test/forms/arbitraries.ts';
import { dropdown, formOf } from '../../test/forms/builders.ts';
import * as kitchen from '../../test/forms/form.ts';
import { evaluateVisibility } from './logic.ts';
import { validateSubmission } from './validate-submission.ts';
import { submissionValuesSchema } from './values.ts';

/**
 * Properties of submission checks over random forms with logic: only shown fields are checked
 * and kept, the cleaned values pass again unchanged, and a draft differs from a final
 * submission only in what must be filled in.
 */

const formOfGenerated = (g: Generated) =>
  formOf(
    g.fields.map((f) => f.id),
    g.logicMap,
  );
const validate = (g: Generated, values: unknown, isDraft = false, fields = g.fields) =>
  validateSubmission(formOfGenerated(g), fields, [], values, { isDraft });
const visibleOf = (g: Generated, values: Record<string, unknown>) =>
  evaluateVisibility(formOfGenerated(g), g.fields, [], values).visible;
/** 'zz' is no option of the generated dropdowns. */
const isBad = (value: unknown) => value === 'zz';
const runs = { numRuns: 300 };

type Passed = Extract<ReturnType<typeof validate>, { success: true }>;
/** Checks `check` on every generated form whose own values pass (the others are skipped). */
const forEveryPassingForm = (check: (g: Generated, passed: Passed) => void) =>
  fc.assert(
    fc.property(formArbitrary(false), (g) => {
      const result = validate(g, g.values);
      if (result.success) check(g, result);
    }),
    runs,
  );

describe('validateSubmission properties', () => {
  it('refuses exactly when a shown field holds a bad value', () => {
    fc.assert(
      fc.property(formArbitrary(false), (g) => {
        const visible = visibleOf(g, g.values);
        const result = validate(g, g.values);
        const badShown = [...visible].filter((id) => isBad(g.values[id]));
        expect(result.success).toBe(badShown.length === 0);
        if (!result.success)
          expect(result.details.map((d) => d.path).sort()).toEqual(
            badShown.map((id) => `values.${id}`).sort(),
          );
      }),
      runs,
    );
  });

  it('keeps the values of shown fields only, and all of them', () => {
    forEveryPassingForm((g, result) => {
      const visible = result.visibility.visible;
      expect(Object.keys(result.values).sort()).toEqual(
        Object.keys(g.values)
          .filter((id) => visible.has(id))
          .sort(),
      );
    });
  });

  it('passes its own cleaned values again, unchanged and with the same fields shown', () => {
    forEveryPassingForm((g, first) => {
      expect(submissionValuesSchema.parse(first.values)).toEqual(first.values);
      const second = validate(g, first.values);
      expect(second.success).toBe(true);
      if (!second.success) return;
      expect(second.values).toEqual(first.values);
      expect([...second.visibility.visible].sort()).toEqual([...first.visibility.visible].sort());
    });
  });

  it('lets a draft skip required fields, and only that', () => {
    fc.assert(
      fc.property(formArbitrary(false), (g) => {
        const required = g.fields.map((f) => dropdown(f.id, choices, { isRequired: true }));
        const visible = visibleOf(g, g.values);
        const shown = [...visible];
        const anyBad = shown.some((id) => isBad(g.values[id]));
        const anyEmpty = shown.some((id) => g.values[id] === undefined);
        expect(validate(g, g.values, true, required).success).toBe(!anyBad);
        expect(validate(g, g.values, false, required).success).toBe(!anyBad && !anyEmpty);
      }),
      runs,
    );
  });
});

describe('validateSubmission on anything a client may send', () => {
  // Any JSON for any field of a form with every type, near-valid values among it: an answer,
  // never an exception (which the server would turn into a 500).
  const anyValue = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }),
    fc.constantFrom(...Object.values(kitchen.valid)),
    fc.record({
      loopCount: fc.integer({ min: -1, max: 5 }),
      templateValues: fc.array(
        fc.dictionary(fc.constantFrom('contactName', 'badges', 'x'), fc.jsonValue({ maxDepth: 2 })),
        { maxLength: 5 },
      ),
    }),
  );
  const ids = [...kitchen.fields.map((f) => f.id), '__proto__', 'constructor', 'other'];
  const anyValues = fc.oneof(
    fc.dictionary(fc.constantFrom(...ids), anyValue),
    fc.record(
      Object.fromEntries(
        Object.entries(kitchen.valid).map(([k, v]) => [
          k,
          // Mostly the valid value, so that some submissions pass and are checked as stored.
          fc.oneof({ arbitrary: fc.constant(v), weight: 30 }, { arbitrary: anyValue, weight: 1 }),
        ]),
      ),
    ),
    fc.jsonValue({ maxDepth: 2 }),
  );

  it('answers with storable values or with field paths under values, and never throws', () => {
    let passed = 0;
    fc.assert(
      fc.property(anyValues, fc.boolean(), (values, isDraft) => {
        const result = validateSubmission(kitchen.form, kitchen.fields, [kitchen.group], values, {
          isDraft,
        });
        if (result.success) {
          passed += 1;
          expect(submissionValuesSchema.parse(result.values)).toEqual(result.values);
          expect(Number.isSafeInteger(result.totals.grandTotal)).toBe(true);
        } else {
          expect(result.message).toBe('Invalid Submission data');
          expect(result.details.length).toBeGreaterThan(0);
          for (const detail of result.details) expect(detail.path).toMatch(/^values(\.|$)/);
        }
      }),
      { numRuns: 400 },
    );
    expect(passed).toBeGreaterThan(0);
  });
});
