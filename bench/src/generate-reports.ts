import type { AppDeps } from '@showdesk/server/src/app-deps.ts';
import { addReport } from '@showdesk/server/src/features/reports/service.ts';

export interface GeneratedReports {
  /** Completion of every task over every team (150 tasks × 1,500 teams). */
  allTasksReportId: string;
  /** Completion of three tasks over every team (the report the bench's target names). */
  threeTasksReportId: string;
  /** Sent submissions of the 40-field form (50,000 submissions). */
  submissionsReportId: string;
}

/** Saved reports on the large event, made through the reports service as an admin. */
export async function generateReports(
  deps: AppDeps,
  eventId: string,
  adminId: string,
  taskIds: string[],
  formId: string,
): Promise<GeneratedReports> {
  const admin = { userId: adminId, eventId, permissions: 'admin' as const };
  const completion = { reportType: 'tasks', operation: 'completion', allTeams: true };
  const all = await addReport(deps, admin, { ...completion, name: 'All tasks', allTasks: true });
  const three = await addReport(deps, admin, {
    ...completion,
    name: 'Three tasks',
    allTasks: false,
    taskIds: taskIds.slice(0, 3),
  });
  const submissions = await addReport(deps, admin, {
    name: 'Submissions',
    reportType: 'forms',
    operation: 'submissions',
    formIds: [formId],
  });
  return {
    allTasksReportId: all.id,
    threeTasksReportId: three.id,
    submissionsReportId: submissions.id,
  };
}
