import type { AccountSessionList, EndedSessions } from '@showdesk/domain/people/account-sessions';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, recordSegment } from '../../../../lib/api-client.ts';

const sessionsPath = '/api/v1/auth/sessions';

/** Where the person is logged in: every event's host, this device first. */
export const accountSessionsQuery = queryOptions({
  queryKey: ['account', 'sessions'],
  queryFn: () => api.get<AccountSessionList>(sessionsPath),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: accountSessionsQuery.queryKey });
}

/** Logs one of the person's other sessions out (at once, wherever it is). */
export function useEndSession() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api.delete<void>(`${sessionsPath}/${recordSegment(sessionId)}`),
    onSettled: refresh,
  });
}

/** Logs out every session of the person but this one. */
export function useEndOtherSessions() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api.post<EndedSessions>(`${sessionsPath}/end-others`),
    onSettled: refresh,
  });
}
