import type {
  ApprovalInput,
  OrganiserProgressState,
  TaskReport,
  TaskReportRow,
} from '@showdesk/domain/tasks/task-report';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { exportQuery } from '../../../../lib/export-download.ts';
import { useEventMutation } from '../../../../lib/record-api.ts';
import { useSession } from '../../../../lib/session.ts';

/** A report row with the `id` the screen kit's table reads (the team's). */
export type TaskReportItem = TaskReportRow & { id: string };
export type TaskReportPage = Omit<TaskReport, 'items'> & { items: TaskReportItem[] };

const reportKey = (eventId: string, taskId: string) =>
  ['events', eventId, 'tasks', 'report', taskId] as const;
const taskPath = (eventId: string, taskId: string) =>
  eventPath(eventId, `/tasks/${encodeURIComponent(taskId)}`);

/** One page of the task report (the list convention's query string), with its counts. */
export function useTaskReport(taskId: string, apiParams: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...reportKey(event.id, taskId), apiParams],
    queryFn: async (): Promise<TaskReportPage> => {
      const report = await api.get<TaskReport>(`${taskPath(event.id, taskId)}/report?${apiParams}`);
      return { ...report, items: report.items.map((row) => ({ ...row, id: row.teamId })) };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * Where the export of the report's rows downloads from: the screen's search, filters and sort,
 * every page (the export has all the rows).
 */
export function reportExportPath(
  eventId: string,
  taskId: string,
  format: 'xlsx' | 'csv',
  apiParams: string,
): string {
  return `${taskPath(eventId, taskId)}/report.${format}${exportQuery(apiParams)}`;
}

export function useReportExportUrl(taskId: string) {
  const { event } = useSession();
  return (format: 'xlsx' | 'csv', apiParams: string) =>
    reportExportPath(event.id, taskId, format, apiParams);
}

function useRefreshReport(taskId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKey(event.id, taskId) });
}

/** Sets a team's state on the task. */
export function useSetTeamProgress(taskId: string) {
  return useEventMutation(
    (eventId, { teamId, state }: { teamId: string; state: OrganiserProgressState }) =>
      api.put<void>(`${taskPath(eventId, taskId)}/teams/${encodeURIComponent(teamId)}/progress`, {
        state,
      }),
    useRefreshReport(taskId),
  );
}

/** Approves a team's completed task or sends it back (the team is emailed either way). */
export function useDecideApproval(taskId: string) {
  return useEventMutation(
    (eventId, { teamId, ...input }: ApprovalInput & { teamId: string }) =>
      api.post<void>(
        `${taskPath(eventId, taskId)}/teams/${encodeURIComponent(teamId)}/approval`,
        input,
      ),
    useRefreshReport(taskId),
  );
}
