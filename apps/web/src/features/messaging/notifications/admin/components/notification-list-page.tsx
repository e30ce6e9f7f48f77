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
import { formatDateTime } from '../../../../../lib/format.ts';
import {
  useAudienceText,
  useDeleteNotification,
  useNotificationPage,
} from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';
import { NotificationStatusBadge, statusLabel } from './notification-status-badge.tsx';

/** When it went or goes out, in words. */
function timing(notification: Notification) {
  if (notification.sentAt) return `Sent ${formatDateTime(notification.sentAt)}`;
  if (notification.status === 'scheduled' && notification.scheduledAt)
    return `For ${formatDateTime(notification.scheduledAt)}`;
  return 'Not sent';
}

/**
 * /admin/notifications (admin): the event's notifications, a page at a time, searched by title
 * and filtered by status; each row edited or deleted (asked first).
 */
export function NotificationListPage() {
  const audienceOf = useAudienceText();

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
      header: 'Scheduled or sent',
      sortKey: 'sentAt',
      cell: (notification) => <Text size="sm">{timing(notification)}</Text>,
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
