import type { CustomFieldList } from '@showdesk/domain/people/custom-fields';
import type {
  ImportMapping,
  ImportRow,
  ImportRowStatus,
  TeamImport,
} from '@showdesk/domain/people/team-import';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';
import { uploadFile } from '../../../../lib/upload.ts';

const importsKey = (eventId: string) => ['events', eventId, 'team-imports'] as const;
const importPath = (eventId: string, importId: string, rest = '') =>
  eventPath(eventId, `/team-imports/${encodeURIComponent(importId)}${rest}`);

/** How often a running import is asked for its progress. */
const progressPollMs = 1000;

export const teamImportQuery = (eventId: string, importId: string) =>
  queryOptions({
    queryKey: [...importsKey(eventId), importId],
    queryFn: () => api.get<TeamImport>(importPath(eventId, importId)),
    // While it runs, its progress is read every second.
    refetchInterval: (query) => (query.state.data?.status === 'running' ? progressPollMs : false),
  });

export function useTeamImport(importId: string | null) {
  const { event } = useSession();
  return useQuery({ ...teamImportQuery(event.id, importId ?? ''), enabled: Boolean(importId) });
}

export function useRecentImports() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...importsKey(event.id), 'list'],
    queryFn: () => api.get<{ imports: TeamImport[] }>(eventPath(event.id, '/team-imports')),
  });
}

/** The rows of one status (e.g. the failures), in file order, at most `limit`. */
export function useImportRows(
  importId: string,
  status: ImportRowStatus,
  options: { limit?: number; enabled?: boolean; version?: string } = {},
) {
  const { event } = useSession();
  const limit = options.limit ?? 200;
  return useQuery({
    queryKey: [...importsKey(event.id), importId, 'rows', status, limit, options.version ?? ''],
    queryFn: () =>
      api.get<{ rows: ImportRow[]; total: number }>(
        importPath(event.id, importId, `/rows?status=${status}&limit=${limit}`),
      ),
    enabled: options.enabled ?? true,
  });
}

/** The event's custom fields, which are import targets too. */
export function useImportCustomFields() {
  const { event } = useSession();
  return useQuery({
    queryKey: ['events', event.id, 'custom-fields'],
    queryFn: () => api.get<CustomFieldList>(eventPath(event.id, '/custom-fields/order')),
  });
}

export function useUploadImport(onProgress: (percent: number) => void) {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      return uploadFile<TeamImport>(eventPath(event.id, '/team-imports'), file, { onProgress });
    },
    onSuccess: (created) => {
      queryClient.setQueryData(teamImportQuery(event.id, created.id).queryKey, created);
      void queryClient.invalidateQueries({ queryKey: [...importsKey(event.id), 'list'] });
    },
  });
}

function useImportStep(step: 'check' | 'run') {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, mapping }: { importId: string; mapping?: ImportMapping }) =>
      api.post<TeamImport>(
        importPath(event.id, importId, `/${step}`),
        step === 'check' ? { mapping } : undefined,
      ),
    onSuccess: (updated) => {
      queryClient.setQueryData(teamImportQuery(event.id, updated.id).queryKey, updated);
      void queryClient.invalidateQueries({
        queryKey: [...importsKey(event.id), updated.id, 'rows'],
      });
      void queryClient.invalidateQueries({ queryKey: [...importsKey(event.id), 'list'] });
    },
  });
}

/**
 * Creates the team types the file names that the event lacks; the server checks the rows
 * again in the same transaction and answers with the updated import.
 */
export function useCreateMissingTeamTypes() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ importId, names }: { importId: string; names: string[] }) =>
      api.post<TeamImport>(importPath(event.id, importId, '/team-types'), { names }),
    onSuccess: (updated) => {
      queryClient.setQueryData(teamImportQuery(event.id, updated.id).queryKey, updated);
      void queryClient.invalidateQueries({
        queryKey: [...importsKey(event.id), updated.id, 'rows'],
      });
      void queryClient.invalidateQueries({ queryKey: ['events', event.id, 'team-types'] });
    },
  });
}

export const useCheckImport = () => useImportStep('check');
export const useRunImport = () => useImportStep('run');

/** Where the downloadable report of an import is. */
export function useReportUrl(importId: string) {
  const { event } = useSession();
  return importPath(event.id, importId, '/report.csv');
}
