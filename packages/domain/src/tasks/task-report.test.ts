import { describe, expect, it } from 'vitest';
import { taskReportCells, taskReportQuerySchema } from './task-report.ts';

describe('task report rules', () => {
  it('reads a status filter by the label people see or by its key', () => {
    const read = (filter: string) => taskReportQuerySchema.safeParse({ filter });
    expect(read('status:Due Soon').data?.filter.status).toBe('dueSoon');
    expect(read('status:awaiting approval').data?.filter.status).toBe('awaitingApproval');
    expect(read('status:N/A').data?.filter.status).toBe('notApplicable');
    expect(read('status:Incomplete').data?.filter.status).toBe('pending');
    expect(read('status:overdue').data?.filter.status).toBe('overdue');
    expect(read('status:Done').success).toBe(false);
  });

  it('lays a row out as the export columns', () => {
    expect(
      taskReportCells({
        teamId: 't',
        teamName: 'Acme',
        teamTypeId: null,
        teamTypeName: null,
        status: 'complete',
        statusLabel: 'Complete',
        approvalStatus: null,
        approvalNote: '',
        assignees: [
          { userId: 'a', name: 'Ada Lovelace' },
          { userId: 'b', name: 'Alan Turing' },
        ],
        updatedAt: '2027-02-01T10:00:00.000Z',
        updatedBy: 'u',
        updatedByName: 'Mo Derator',
      }),
    ).toEqual([
      'Acme',
      '',
      'Complete',
      'Ada Lovelace, Alan Turing',
      '01/02/2027 10:00',
      'Mo Derator',
    ]);
  });
});
