import type { CreateEventInput, EventSummary } from '@showdesk/domain/platform/events';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export interface MyEvent {
  id: string;
  eventName: string;
  startDate: string | null;
  endDate: string | null;
  appUrl: string;
  /** Invited, not accepted yet: the invitation is answered at appUrl, after logging in there. */
  isInvited: boolean;
}

export const myEventsQuery = queryOptions({
  queryKey: ['my-events'],
  queryFn: () => api.get<{ events: MyEvent[] }>('/api/v1/my-events'),
});

export const useMyEvents = () => useQuery(myEventsQuery);

export const allEventsQuery = queryOptions({
  queryKey: ['all-events'],
  queryFn: () => api.get<{ events: EventSummary[] }>('/api/v1/events'),
});

/** Every event of the installation (eventflowAdmin only). */
export const useAllEvents = (enabled: boolean) => useQuery({ ...allEventsQuery, enabled });

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateEventInput) => api.post<EventSummary>('/api/v1/events', input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: allEventsQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: myEventsQuery.queryKey });
    },
  });
}
