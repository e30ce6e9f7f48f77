import {
  audienceText,
  type CreateNotificationInput,
  type Notification,
  type NotificationOptions,
  type UpdateNotificationInput,
} from '@showdesk/domain/messaging/notifications';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client.ts';
import {
  defineRecords,
  useDeleteRecord,
  useRecord,
  useRecordChange,
  useRecordPage,
} from '../../../../../lib/record-api.ts';
import { useSession } from '../../../../../lib/session.ts';

const notifications = defineRecords<Notification>({
  resource: 'notifications',
  // Members read them in the portal.
  alsoRefresh: (eventId) => [['events', eventId, 'member-notifications']],
});

export const notificationQuery = notifications.query;

/** One page of the admins' list (the list convention's query string). */
export const useNotificationPage = (apiParams: string) =>
  useRecordPage<Notification>(notifications, apiParams);

export const useNotification = (notificationId: string) => useRecord(notifications, notificationId);

/** Pages, forms and tasks to link to; team types and teams to send to. */
export function useNotificationOptions() {
  const { event } = useSession();
  return useQuery({
    queryKey: [...notifications.key(event.id), 'options'],
    queryFn: () => api.get<NotificationOptions>(notifications.collectionPath(event.id, '/options')),
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

export const useCreateNotification = () =>
  useRecordChange(notifications, (eventId, input: CreateNotificationInput) =>
    notifications.create(eventId, input),
  );

export const useUpdateNotification = (notificationId: string) =>
  useRecordChange(notifications, (eventId, input: UpdateNotificationInput) =>
    notifications.update(eventId, notificationId, input),
  );

export const useDeleteNotification = () => useDeleteRecord(notifications);
