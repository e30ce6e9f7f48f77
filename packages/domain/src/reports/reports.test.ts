import { describe, expect, it } from 'vitest';
import {
  cumulative,
  normaliseReport,
  percentOf,
  type ReportResult,
  reportInputSchema,
  reportTable,
  shareText,
} from './reports.ts';

const issues = (input: unknown) => {
  const parsed = reportInputSchema.safeParse(input);
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
/** The issues of a task completion report named 'x' with `fields` set besides. */
const taskCompletionIssues = (fields: Record<string, unknown>) =>
  issues({ name: 'x', reportType: 'tasks', operation: 'completion', ...fields });

describe('reportInputSchema (the spec sample fields)', () => {
  it('reads a task report with its defaults: all tasks, all teams, no status chosen', () => {
    const parsed = reportInputSchema.parse({
      name: ' Progress ',
      reportType: 'tasks',
      operation: 'completion',
    });
    expect(parsed).toEqual({
      name: 'Progress',
      reportType: 'tasks',
      operation: 'completion',
      status: null,
      allTasks: true,
      taskIds: [],
      allTeams: true,
      teamIds: [],
      formIds: [],
    });
  });

  it('refuses an operation of the other report type', () => {
    expect(issues({ name: 'x', reportType: 'tasks', operation: 'submissions' })).toEqual([
      ['operation', 'Choose an operation of this report type'],
    ]);
    expect(
      issues({ name: 'x', reportType: 'forms', operation: 'completion', formIds: ['f'] }),
    ).toEqual([['operation', 'Choose an operation of this report type']]);
  });

  it('needs tasks or teams when not all, and no id twice', () => {
    expect(taskCompletionIssues({ allTasks: false, allTeams: false, teamIds: [] })).toEqual([
      ['teamIds', 'Choose at least one team, or all teams'],
      ['taskIds', 'Choose at least one task, or all tasks'],
    ]);
    expect(taskCompletionIssues({ allTasks: false, taskIds: ['a', 'b', 'a'] })).toEqual([
      ['taskIds.2', 'Listed twice'],
    ]);
  });

  it('needs forms for a form report, one for item totals, and no status', () => {
    expect(issues({ name: 'x', reportType: 'forms', operation: 'submissions' })).toEqual([
      ['formIds', 'Choose at least one form'],
    ]);
    expect(
      issues({
        name: 'x',
        reportType: 'forms',
        operation: 'itemTotals',
        status: 'complete',
        formIds: ['a', 'b'],
      }),
    ).toEqual([
      ['status', 'Form reports have no status'],
      ['formIds', 'Item list totals read one form: choose one'],
    ]);
  });

  it('refuses unknown keys, statuses and ids that are not ids', () => {
    expect(taskCompletionIssues({ extra: 1 })).toHaveLength(1);
    expect(taskCompletionIssues({ status: 'done' })[0]?.[0]).toBe('status');
    expect(taskCompletionIssues({ allTasks: false, taskIds: ['a.b'] })[0]?.[0]).toBe('taskIds.0');
  });
});

describe('normaliseReport', () => {
  it('keeps what the type reads: a task report counts complete by default and keeps no forms', () => {
    const task = normaliseReport(
      reportInputSchema.parse({
        name: 'x',
        reportType: 'tasks',
        operation: 'completion',
        allTasks: true,
        taskIds: ['t'],
        allTeams: true,
        teamIds: ['a'],
        formIds: ['f'],
      }),
    );
    expect(task).toMatchObject({ status: 'complete', taskIds: [], teamIds: [], formIds: [] });
    const form = normaliseReport(
      reportInputSchema.parse({
        name: 'x',
        reportType: 'forms',
        operation: 'submissions',
        allTasks: false,
        taskIds: ['t'],
        formIds: ['f'],
      }),
    );
    expect(form).toMatchObject({ status: null, allTasks: true, taskIds: [], formIds: ['f'] });
  });
});

describe('report numbers', () => {
  it('gives shares to one decimal, 0 of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(0, 0)).toBe(0);
  });

  it('writes a share with a useful precision: never 0% for some, nor 100% for not all', () => {
    expect(shareText(5, 10_795)).toBe('<0.1%');
    expect(shareText(10_790, 10_795)).toBe('>99.9%');
    expect(shareText(1, 3)).toBe('33.3%');
    expect(shareText(0, 10)).toBe('0%');
    expect(shareText(10, 10)).toBe('100%');
    expect(shareText(0, 0)).toBe('0%');
  });

  it('cumulates per-day counts in day order', () => {
    expect(
      cumulative([
        { day: '2027-03-02', count: 2 },
        { day: '2027-03-01', count: 1 },
        { day: '2027-03-05', count: 4 },
      ]),
    ).toEqual([
      { day: '2027-03-01', count: 1 },
      { day: '2027-03-02', count: 3 },
      { day: '2027-03-05', count: 7 },
    ]);
  });

  it('exports the item totals table with money in two decimals', () => {
    const result: ReportResult = {
      operation: 'itemTotals',
      currencyId: 'GBP',
      totals: { submissions: 1, quantity: 3, amount: 3750 },
      items: [
        {
          fieldId: 'order',
          listLabel: 'Order',
          itemId: 'chair',
          label: 'Chair',
          price: 1250,
          quantity: 3,
          amount: 3750,
        },
      ],
    };
    expect(reportTable(result)).toEqual({
      columns: ['Item List', 'Item', 'Price', 'Quantity', 'Total'],
      rows: [['Order', 'Chair', '12.50', '3', '37.50']],
    });
  });
});
