import { Text } from '@mantine/core';
import {
  type Notification,
  notificationSorts,
  notificationStatuses,
} from '@showdesk/domain/messaging/notifications';
import { IconBell, IconPencil } from '@tabler/icons-react';
import type { TableColumn } from '../../../../../components/data-table/data-table.tsx';
import { titleColumn, updatedColumn } from '../../../../../components/lists/columns.tsx';
import { DeletableList } from '../../../../../components/lists/deletable-list.tsx';
import { formatDateTimeIn } from '../../../../../lib/format.ts';
import { useEventTimeZone } from '../../../../../lib/session.ts';
import {
  useAudienceText,
  useDeleteNotification,
  useNotificationPage,
} from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';
import { NotificationStatusBadge, statusLabel } from './notification-status-badge.tsx';

/** When it went or goes out, in words, on the event's clock (`timeZone`). */
function timing(notification: Notification, timeZone: string) {
  if (notification.sentAt) return `Sent ${formatDateTimeIn(notification.sentAt, timeZone)}`;
  if (notification.status === 'scheduled' && notification.scheduledAt)
    return `For ${formatDateTimeIn(notification.scheduledAt, timeZone)}`;
  return 'Not sent';
}

/**
 * /admin/notifications (admin): the event's notifications, a page at a time, searched by title
 * and filtered by status; each row edited or deleted (asked first).
 */
export function NotificationListPage() {
  const audienceOf = useAudienceText();
  const timeZone = useEventTimeZone();

  const columns: TableColumn<Notification>[] = [
    titleColumn(
      (notification) => notificationPaths.record(notification.id),
      (notification) => (notification.sendEmail ? 'With email' : null),
    ),
    {
      id: 'status',
      header: 'Status',
      cell: (notification) => <NotificationStatusBadge status={notification.status} />,
    },
    {
      id: 'audience',
      header: 'Audience',
      cell: (notification) => <Text size="sm">{audienceOf?.(notification) ?? '…'}</Text>,
    },
    {
      id: 'when',
      // The event's clock, its zone named in the heading.
      header: `Scheduled or sent (${timeZone.replaceAll('_', ' ')})`,
      sortKey: 'sentAt',
      cell: (notification) => <Text size="sm">{timing(notification, timeZone)}</Text>,
    },
    updatedColumn({ defaultHidden: true }),
  ];

  return (
    <DeletableList
      noun={{ one: 'notification', many: 'notifications' }}
      description="Announcements for everyone, some team types or one team: in the portal, and by email if you choose. Send them now or schedule them."
      add={notificationPaths.add}
      search="Search by title"
      filters={[
        {
          name: 'status',
          label: 'Status',
          placeholder: 'Any status',
          options: notificationStatuses.map((status) => ({
            value: status,
            label: statusLabel(status),
          })),
        },
      ]}
      source={{ sorts: notificationSorts, defaultSort: 'updatedAt', usePage: useNotificationPage }}
      empty={{
        icon: <IconBell size={34} />,
        children:
          'Tell teams about build-up times, deadlines and changes. Members see notifications under the bell in the header.',
      }}
      columns={columns}
      nameOf={(notification) => notification.title}
      remove={{
        mutation: useDeleteNotification(),
        consequence: 'and members no longer see it. Emails already sent stay sent.',
      }}
      rowLinks={[{ label: 'Edit', to: notificationPaths.record, icon: IconPencil }]}
    />
  );
}
