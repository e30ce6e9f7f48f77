import {
  audienceText,
  type CreateNotificationInput,
  type Notification,
  type NotificationOptions,
  type UpdateNotificationInput,
} from '@showdesk/domain/messaging/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, eventPath, isApiError } from '../../../../../lib/api-client.ts';
import { useListPage } from '../../../../../lib/list-state.ts';
import { useSession } from '../../../../../lib/session.ts';

const notificationsKey = (eventId: string) => ['events', eventId, 'notifications'] as const;
const listKey = (eventId: string) => [...notificationsKey(eventId), 'list'] as const;
const notificationPath = (eventId: string, notificationId: string) =>
  eventPath(eventId, `/notifications/${encodeURIComponent(notificationId)}`);

export const notificationQuery = (eventId: string, notificationId: string) =>
  queryOptions({
    queryKey: [...notificationsKey(eventId), 'detail', notificationId],
    queryFn: () => api.get<Notification>(notificationPath(eventId, notificationId)),
    retry: (count, error) => !isApiError(error, 404) && count < 2,
    refetchOnWindowFocus: false,
  });

/** One page of the admins' list (the list convention's query string). */
export function useNotificationPage(apiParams: string) {
  const { event } = useSession();
  return useListPage<Notification>(listKey(event.id), '/notifications', apiParams);
}

export function useNotification(notificationId: string) {
  const { event } = useSession();
  return useQuery({
    ...notificationQuery(event.id, notificationId),
    enabled: notificationId !== '',
  });
}

/** Pages, forms and tasks to link to; team types and teams to send to. */
export function useNotificationOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...notificationsKey(event.id), 'options'],
    queryFn: () => api.get<NotificationOptions>(eventPath(event.id, '/notifications/options')),
    staleTime: 30_000,
  });
}

/**
 * Who a notification goes to, in words ("Everyone", "Sponsors, Caterers", "Team: Acme"), once
 * the team and team type names have loaded; undefined until then.
 */
export function useAudienceText() {
  const options = useNotificationOptions();
  if (!options.data) return undefined;
  const names = {
    teams: new Map(options.data.teams.map((team) => [team.id, team.name])),
    teamTypes: new Map(options.data.teamTypes.map((type) => [type.id, type.name])),
  };
  return (notification: Pick<Notification, 'teamId' | 'teamTypeIds'>) =>
    audienceText(notification, names);
}

/** After a change: the record takes the answer; the list and members' views are asked again. */
function useRefreshNotifications() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  return async (notification?: Notification) => {
    if (notification)
      queryClient.setQueryData(notificationQuery(event.id, notification.id).queryKey, notification);
    await queryClient.invalidateQueries({ queryKey: listKey(event.id) });
    await queryClient.invalidateQueries({ queryKey: ['events', event.id, 'member-notifications'] });
  };
}

export function useCreateNotification() {
  const { event } = useSession();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (input: CreateNotificationInput) =>
      api.post<Notification>(eventPath(event.id, '/notifications'), input),
    onSuccess: (notification) => refresh(notification),
  });
}

export function useUpdateNotification(notificationId: string) {
  const { event } = useSession();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (input: UpdateNotificationInput) =>
      api.patch<Notification>(notificationPath(event.id, notificationId), input),
    onSuccess: (notification) => refresh(notification),
  });
}

export function useDeleteNotification() {
  const { event } = useSession();
  const queryClient = useQueryClient();
  const refresh = useRefreshNotifications();
  return useMutation({
    mutationFn: (notificationId: string) =>
      api.delete<void>(notificationPath(event.id, notificationId)),
    onSuccess: async (_, notificationId) => {
      await queryClient.invalidateQueries({
        queryKey: notificationQuery(event.id, notificationId).queryKey,
        refetchType: 'none',
      });
      await refresh();
    },
  });
}
