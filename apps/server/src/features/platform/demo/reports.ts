import type { AppDeps, EventContext } from '../../../app-deps.ts';
import { addReport } from '../../reports/service.ts';

/**
 * Two saved reports so the reports screens are not empty: completion of every demo task over
 * every exhibitor team, and the sent submissions of the stand order form.
 */
export async function seedDemoReports(deps: AppDeps, admin: EventContext, orderFormId: string) {
  await addReport(deps, admin, {
    name: 'Task completion',
    reportType: 'tasks',
    operation: 'completion',
    status: 'complete',
    allTasks: true,
    allTeams: true,
  });
  await addReport(deps, admin, {
    name: 'Stand order submissions',
    reportType: 'forms',
    operation: 'submissions',
    formIds: [orderFormId],
    allTeams: true,
  });
}
