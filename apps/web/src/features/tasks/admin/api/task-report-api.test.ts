import { describe, expect, it } from 'vitest';
import { reportExportPath } from './task-report-api.ts';

describe('reportExportPath', () => {
  it('keeps the search, filters and sort of the screen, and asks for every page', () => {
    const path = reportExportPath(
      'ev1',
      'task 1',
      'xlsx',
      'page=3&pageSize=50&sort=-updatedAt&q=acme&filter=status%3AdueSoon&filter=teamTypeId%3At1',
    );
    const [base, query] = path.split('?');
    expect(base).toBe('/api/v1/events/ev1/tasks/task%201/report.xlsx');
    const params = new URLSearchParams(query);
    expect(params.get('page')).toBeNull();
    expect(params.get('pageSize')).toBeNull();
    expect(params.get('sort')).toBe('-updatedAt');
    expect(params.get('q')).toBe('acme');
    expect(params.getAll('filter')).toEqual(['status:dueSoon', 'teamTypeId:t1']);
  });

  it('has no query string when the screen has no search or filter', () => {
    expect(reportExportPath('ev1', 't', 'csv', 'page=2')).toBe(
      '/api/v1/events/ev1/tasks/t/report.csv',
    );
  });
});
