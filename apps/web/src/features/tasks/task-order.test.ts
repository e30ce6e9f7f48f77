import { describe, expect, it } from 'vitest';
import { byDueDate } from './task-order.ts';

describe('tasks within a group by due date', () => {
  it('puts the earliest first, those without a deadline last, ties in the group’s order', () => {
    const tasks = [
      { id: 'a', dueDate: null },
      { id: 'b', dueDate: '2027-03-01' },
      { id: 'c', dueDate: '2026-12-24' },
      { id: 'd', dueDate: '2027-03-01' },
      { id: 'e', dueDate: null },
    ];
    expect(byDueDate(tasks).map((task) => task.id)).toEqual(['c', 'b', 'd', 'a', 'e']);
    // The group's own order is left as it was.
    expect(tasks.map((task) => task.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
