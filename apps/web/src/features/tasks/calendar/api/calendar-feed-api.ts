import type { CalendarFeedLink, CalendarFeedStatus } from '@showdesk/domain/tasks/reminders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

const feedKey = (eventId: string) => ['events', eventId, 'calendar-feed'] as const;

/** Whether the member has a calendar link (the server never gives the link back). */
export function useCalendarFeedStatus(enabled = true) {
  const { event } = useSession();
  return useQuery({
    queryKey: feedKey(event.id),
    queryFn: () => api.get<CalendarFeedStatus>(eventPath(event.id, '/member/calendar-feed')),
    enabled,
  });
}

/** Makes a new link (the old one stops working); the answer is the only time it is seen. */
export function useCreateCalendarFeed() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CalendarFeedLink>(eventPath(event.id, '/member/calendar-feed')),
    onSuccess: (link) =>
      queryClient.setQueryData<CalendarFeedStatus>(feedKey(event.id), {
        exists: true,
        createdAt: link.createdAt,
      }),
  });
}

export function useDeleteCalendarFeed() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<null>(eventPath(event.id, '/member/calendar-feed')),
    onSuccess: () =>
      queryClient.setQueryData<CalendarFeedStatus>(feedKey(event.id), {
        exists: false,
        createdAt: null,
      }),
  });
}
