import type { EventCopy, EventCopyInput } from '@showdesk/domain/platform/event-copy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../../lib/api-client.ts';

const copyKey = (copyId: string) => ['platform', 'copies', copyId] as const;

/** Starts a copy of the event (202): answers the copy's id to follow. */
export function useStartEventCopy(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EventCopyInput) =>
      api.post<{ id: string; targetEventId: string }>(
        `/api/v1/platform/events/${encodeURIComponent(eventId)}/copies`,
        input,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['platform', 'events'] }),
  });
}

/** A copy, polled every second while it runs. */
export function useEventCopy(copyId: string) {
  return useQuery({
    queryKey: copyKey(copyId),
    queryFn: () => api.get<EventCopy>(`/api/v1/platform/copies/${encodeURIComponent(copyId)}`),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'finished' || status === 'failed' || query.state.error ? false : 1000;
    },
    refetchOnWindowFocus: false,
  });
}
