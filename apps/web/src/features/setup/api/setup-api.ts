import type { SetupInput, SetupResult, SetupStatus } from '@showdesk/domain/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const setupQuery = queryOptions({
  queryKey: ['setup'],
  queryFn: () => api.get<SetupStatus>('/api/v1/setup'),
});

/** Whether the installation still waits for its first-run setup. */
export function useSetupStatus() {
  return useQuery(setupQuery);
}

/** Creates the platform admin and the first event; every answer cached before is stale then. */
export function useRunSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => api.post<SetupResult>('/api/v1/setup', input),
    onSuccess: () => queryClient.resetQueries(),
  });
}
