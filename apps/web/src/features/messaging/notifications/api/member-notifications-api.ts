import type { MemberNotificationList, UnreadCount } from '@showdesk/domain/messaging/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, eventPath } from '../../../../lib/api-client.ts';
import { useSession } from '../../../../lib/session.ts';

const key = (eventId: string) => ['events', eventId, 'member-notifications'] as const;
const countKey = (eventId: string) => [...key(eventId), 'unread-count'] as const;

/** How often the header's badge asks for the unread count while the tab is visible. */
export const unreadPollMs = 45_000;

/** The member's notifications: unread first, then newest. */
export function useMemberNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  const { event } = useSession();
  return useQuery({
    enabled,
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

/** Whether a notification's link leads to the page at `pathname` (an address of this app). */
export function leadsTo(linkUrl: string, pathname: string): boolean {
  if (!linkUrl.startsWith('/') || linkUrl.startsWith('//')) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(new URL(linkUrl, 'http://app.invalid').pathname) === trim(pathname);
}

/**
 * Opening the page a notification leads to (from the list, its email or the menu) marks it
 * read, and the bell follows: while any is unread, the caller's list is at hand and each
 * unread notification whose link is the page now shown is marked read once.
 */
export function useReadOnVisit(pathname: string) {
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const list = useMemberNotifications({ enabled: unread > 0 });
  const { mutate } = useMarkRead();
  const asked = useRef(new Set<string>());
  const { refetch } = list;
  // A new notification raises the count: the list is asked again for its link.
  useEffect(() => {
    if (unread > 0) void refetch();
  }, [unread, refetch]);
  useEffect(() => {
    for (const item of list.data?.items ?? []) {
      if (item.isRead || !item.linkUrl || asked.current.has(item.id)) continue;
      if (!leadsTo(item.linkUrl, pathname)) continue;
      asked.current.add(item.id);
      mutate({ notificationId: item.id, isRead: true });
    }
  }, [pathname, list.data, mutate]);
}
