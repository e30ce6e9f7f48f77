import type {
  Report,
  ReportChoices,
  ReportInput,
  ReportView,
} from '@showdesk/domain/reports/reports';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, recordSegment } from '../../../lib/api-client.ts';
import { useListPage } from '../../../lib/list-state.ts';
import { useEventMutation } from '../../../lib/record-api.ts';
import { useSession } from '../../../lib/session.ts';

const reportPath = (eventId: string, reportId: string) =>
  eventPath(eventId, `/reports/${recordSegment(reportId)}`);
const reportsKey = (eventId: string) => ['events', eventId, 'reports'] as const;

export const reportQuery = (eventId: string, reportId: string) =>
  queryOptions({
    queryKey: [...reportsKey(eventId), reportId],
    queryFn: () => api.get<Report>(reportPath(eventId, reportId)),
  });

/** One page of the reports list (the list convention's query string). */
export function useReportPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<Report>([...reportsKey(event.id), 'list'], '/reports', apiParams);
}

export function useReport(reportId: string) {
  const { event } = useSession();
  return useQuery(reportQuery(event.id, reportId));
}

/** A report with its numbers now (computed on every read). */
export function useReportView(reportId: string) {
  const { event } = useSession();
  return useQuery({
    queryKey: [...reportsKey(event.id), reportId, 'view'],
    queryFn: () => api.get<ReportView>(`${reportPath(event.id, reportId)}/view`),
  });
}

/** The tasks, exhibitor teams and forms a report can read. */
export function useReportChoices() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...reportsKey(event.id), 'choices'],
    queryFn: () => api.get<ReportChoices>(eventPath(event.id, '/reports/choices')),
  });
}

/** Where the report's table downloads as XLSX or CSV. */
export function useReportExportUrl(reportId: string) {
  const { event } = useSession();
  return (format: 'xlsx' | 'csv') => `${reportPath(event.id, reportId)}/view.${format}`;
}

function useRefresh() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportsKey(event.id) });
}

export function useCreateReport() {
  const refresh = useRefresh();
  return useEventMutation(
    (eventId, input: ReportInput) => api.post<Report>(eventPath(eventId, '/reports'), input),
    () => refresh(),
  );
}

export function useUpdateReport(reportId: string) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ReportInput) => api.put<Report>(reportPath(event.id, reportId), input),
    onSuccess: (saved) => {
      queryClient.setQueryData(reportQuery(event.id, saved.id).queryKey, saved);
      return refresh();
    },
  });
}

/** Deletes a report (the list's row menu names it, the record page has its own). */
export function useDeleteReport() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => api.delete<void>(reportPath(event.id, reportId)),
    onSuccess: async (_, reportId) => {
      queryClient.removeQueries({ queryKey: [...reportsKey(event.id), reportId] });
      await queryClient.invalidateQueries({
        queryKey: reportsKey(event.id),
        predicate: (query) => query.queryKey[3] !== reportId,
      });
    },
  });
}
