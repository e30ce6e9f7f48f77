import { validateSubmission } from '@showdesk/domain/forms/validate-submission';
import { describe, expect, it } from 'vitest';
import { benchFields, benchLogic, valuesFor } from './generate-forms.ts';

describe('the bench form', () => {
  const fields = benchFields();
  const form = { fieldIds: fields.map((field) => field.id), logicMap: benchLogic };

  it('has forty fields', () => {
    expect(fields).toHaveLength(40);
  });

  it('generates submissions the server accepts, with the total it computes', () => {
    for (const n of [0, 1, 6, 39]) {
      const check = validateSubmission(form, fields, [], valuesFor(n), { isDraft: false });
      expect(check.success ? null : check.details).toBeNull();
      if (check.success) expect(check.values.total).toBe(valuesFor(n).total);
    }
  });
});
