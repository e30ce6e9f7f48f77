import type { SetupInput, SetupResult, SetupStatus } from '@showdesk/domain/platform/platform';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

const setupQuery = queryOptions({
  queryKey: ['setup'],
  queryFn: () => api.get<SetupStatus>('/api/v1/setup'),
});

/** Whether the installation still waits for its first-run setup. */
export function useSetupStatus() {
  return useQuery(setupQuery);
}

/**
 * Creates the platform admin and the first event. The host's event and session answered 'Setup
 * required' until now: they are dropped, so the login page asks again. The setup status is left
 * as it was, so the page shows its own success (not 'Already Set Up').
 */
export function useRunSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => api.post<SetupResult>('/api/v1/setup', input),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: ['public-event'] });
      queryClient.removeQueries({ queryKey: ['session'] });
    },
  });
}
