import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MyEvent {
  id: string;
  eventName: string;
  startDate: string | null;
  endDate: string | null;
  appUrl: string;
}

export const myEventsQuery = queryOptions({
  queryKey: ['my-events'],
  queryFn: () => api.get<{ events: MyEvent[] }>('/api/v1/my-events'),
});

export const useMyEvents = () => useQuery(myEventsQuery);
