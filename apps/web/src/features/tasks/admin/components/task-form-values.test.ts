import { createTaskInputSchema, taskMessages } from '@showdesk/domain/tasks/tasks';
import { describe, expect, it } from 'vitest';
import { formatDay } from '../../../../lib/format.ts';
import { emptyTask, isChanged, toInput } from './task-form-values.ts';

describe('the task form', () => {
  it('sends an empty due date as no deadline, and clears what only another type uses', () => {
    const input = toInput({
      ...emptyTask,
      title: 'Agree to the rules',
      type: 'disclaimer',
      disclaimer: 'I agree.',
      formId: 'form-1',
      externalLink: 'https://example.com',
    });
    expect(input).toMatchObject({ dueDate: null, formId: null, externalLink: '' });
    expect(createTaskInputSchema.parse(input).disclaimer).toBe('I agree.');
  });

  it("refuses a form task without its form, on the form's field", () => {
    const checked = createTaskInputSchema.safeParse(
      toInput({ ...emptyTask, title: 'Order', type: 'form', dueDate: '2027-03-31' }),
    );
    expect(checked.error?.issues).toEqual([
      expect.objectContaining({ path: ['formId'], message: taskMessages.formNeeded }),
    ]);
  });

  it('counts a reordered choice of team types as no change', () => {
    const initial = { ...emptyTask, teamTypeIds: ['a', 'b'] };
    expect(isChanged({ ...initial, teamTypeIds: ['b', 'a'] }, initial)).toBe(false);
    expect(isChanged({ ...initial, dueDate: '2027-01-01' }, initial)).toBe(true);
  });

  it('shows a due date as that calendar day in en-GB, or "No deadline"', () => {
    expect(formatDay('2027-03-31')).toBe('31 Mar 2027');
    expect(formatDay(null, 'No deadline')).toBe('No deadline');
  });
});
