import { describe, expect, it } from 'vitest';
import { listError } from './field-binding.ts';

describe('field binding', () => {
  it("shows a list's first item error on the list", () => {
    expect(
      listError({ 'teamTypeIds.1': 'This team type is not in the event' }, 'teamTypeIds'),
    ).toBe('This team type is not in the event');
    expect(listError({ teamTypeIdsX: 'other' }, 'teamTypeIds')).toBeUndefined();
  });
});
