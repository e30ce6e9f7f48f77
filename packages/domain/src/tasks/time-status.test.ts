import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween, taskStateOf, timeStatusOf } from './time-status.ts';

const open = { isComplete: false, isNotApplicable: false };
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const days = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 11, 31) }).map(dayOf);

describe('task time status', () => {
  it('is pending, due soon up to and on the day, then overdue (dueSoonDays 30)', () => {
    expect(timeStatusOf('2027-03-31', '2027-02-28', 30, open)).toBe('pending');
    expect(timeStatusOf('2027-03-31', '2027-03-01', 30, open)).toBe('dueSoon');
    expect(timeStatusOf('2027-03-31', '2027-03-31', 30, open)).toBe('dueSoon');
    expect(timeStatusOf('2027-03-31', '2027-04-01', 30, open)).toBe('overdue');
    expect(timeStatusOf('2027-03-31', '2027-03-31', 0, null)).toBe('dueSoon');
    expect(timeStatusOf(null, '2027-03-31', 30, null)).toBe('pending');
  });

  it('has none once the team completed the task or marked it n/a', () => {
    expect(timeStatusOf('2020-01-01', '2027-01-01', 30, { ...open, isComplete: true })).toBeNull();
    expect(
      timeStatusOf('2020-01-01', '2027-01-01', 30, { ...open, isNotApplicable: true }),
    ).toBeNull();
    expect(taskStateOf('2020-01-01', '2027-01-01', 30, { ...open, isComplete: true })).toBe(
      'complete',
    );
    expect(
      taskStateOf('2020-01-01', '2027-01-01', 30, { isComplete: false, isNotApplicable: true }),
    ).toBe('notApplicable');
  });

  it('counts calendar days across months, years and leap days', () => {
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
    expect(daysBetween('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysBetween('2027-03-27', '2027-03-29')).toBe(2);
    fc.assert(
      fc.property(days, days, (a, b) => {
        expect(daysBetween(a, b) + daysBetween(b, a)).toBe(0);
        expect(
          dayOf(Date.UTC(+a.slice(0, 4), +a.slice(5, 7) - 1, +a.slice(8, 10) + daysBetween(a, b))),
        ).toBe(b);
      }),
    );
  });

  it('only moves forward as days pass: pending, then due soon, then overdue', () => {
    const rank = { pending: 0, dueSoon: 1, overdue: 2 } as const;
    fc.assert(
      fc.property(days, days, days, fc.integer({ min: 0, max: 365 }), (due, a, b, soon) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = timeStatusOf(due, earlier, soon, open)!;
        const after = timeStatusOf(due, later, soon, open)!;
        expect(rank[after]).toBeGreaterThanOrEqual(rank[before]);
        expect(after === 'overdue').toBe(later > due);
        expect(timeStatusOf(due, a, soon, open) === 'pending').toBe(daysBetween(a, due) > soon);
      }),
    );
  });
});
