import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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
  if (notification.sentAt) {
    const when = formatDateTimeIn(notification.sentAt, timeZone);
    return t`Sent ${when}`;
  }
  if (notification.status === 'scheduled' && notification.scheduledAt) {
    const when = formatDateTimeIn(notification.scheduledAt, timeZone);
    return t`For ${when}`;
  }
  return t`Not sent`;
}

/**
 * /admin/notifications (admin): the event's notifications, a page at a time, searched by title
 * and filtered by status; each row edited or deleted (asked first).
 */
export function NotificationListPage() {
  const audienceOf = useAudienceText();
  const timeZone = useEventTimeZone();
  const { t } = useLingui();
  const zone = timeZone.replaceAll('_', ' ');

  const columns: TableColumn<Notification>[] = [
    titleColumn(
      (notification) => notificationPaths.record(notification.id),
      (notification) => (notification.sendEmail ? t`With email` : null),
    ),
    {
      id: 'status',
      header: t`Status`,
      cell: (notification) => <NotificationStatusBadge status={notification.status} />,
    },
    {
      id: 'audience',
      header: t`Audience`,
      cell: (notification) => <Text size="sm">{audienceOf?.(notification) ?? '…'}</Text>,
    },
    {
      id: 'when',
      // The event's clock, its zone named in the heading.
      header: t`Scheduled or sent (${zone})`,
      sortKey: 'sentAt',
      cell: (notification) => <Text size="sm">{timing(notification, timeZone)}</Text>,
    },
    updatedColumn({ defaultHidden: true }),
  ];

  return (
    <DeletableList
      noun={{ one: t`notification`, many: t`notifications` }}
      description={t`Announcements for everyone, some team types or one team: in the portal, and by email if you choose. Send them now or schedule them.`}
      add={notificationPaths.add}
      search={t`Search by title`}
      filters={[
        {
          name: 'status',
          label: t`Status`,
          placeholder: t`Any status`,
          options: notificationStatuses.map((status) => ({
            value: status,
            label: statusLabel(status),
          })),
        },
      ]}
      source={{ sorts: notificationSorts, defaultSort: 'updatedAt', usePage: useNotificationPage }}
      empty={{
        icon: <IconBell size={34} />,
        children: t`Tell teams about build-up times, deadlines and changes. Members see notifications under the bell in the header.`,
      }}
      columns={columns}
      nameOf={(notification) => notification.title}
      remove={{
        mutation: useDeleteNotification(),
        consequence: t`and members no longer see it. Emails already sent stay sent.`,
      }}
      rowLinks={[{ label: t`Edit`, to: notificationPaths.record, icon: IconPencil }]}
    />
  );
}
