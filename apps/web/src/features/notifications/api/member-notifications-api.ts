import type { MemberNotificationList, UnreadCount } from '@showdesk/domain/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

const key = (eventId: string) => ['events', eventId, 'member-notifications'] as const;
const countKey = (eventId: string) => [...key(eventId), 'unread-count'] as const;

/** How often the header's badge asks for the unread count while the tab is visible. */
export const unreadPollMs = 45_000;

/** The member's notifications: unread first, then newest. */
export function useMemberNotifications() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...key(event.id), 'list'],
    queryFn: () => api.get<MemberNotificationList>(eventPath(event.id, '/member/notifications')),
  });
}

/**
 * The unread count of the header's bell: asked again every 45 s while the tab is visible
 * (TanStack Query pauses the interval in a hidden tab) and when the window regains focus.
 */
export function useUnreadCount() {
  const { event } = useSession();
  return useQuery({
    queryKey: countKey(event.id),
    queryFn: () => api.get<UnreadCount>(eventPath(event.id, '/member/notifications/unread-count')),
    refetchInterval: unreadPollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

type ReadChange = { notificationId: string; isRead: boolean } | { all: true };

/** Marks one notification read or unread, or all read; the list and the badge follow. */
export function useMarkRead() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ReadChange) => {
      if ('all' in change)
        return api.post<UnreadCount>(eventPath(event.id, '/member/notifications/read-all'), {});
      const path = eventPath(
        event.id,
        `/member/notifications/${encodeURIComponent(change.notificationId)}/read`,
      );
      return change.isRead ? api.put<UnreadCount>(path, {}) : api.delete<UnreadCount>(path);
    },
    onSuccess: async (count) => {
      queryClient.setQueryData(countKey(event.id), count);
      await queryClient.invalidateQueries({ queryKey: [...key(event.id), 'list'] });
    },
  });
}
