import { Menu, Stack, Text } from '@mantine/core';
import {
  type Notification,
  notificationSorts,
  notificationStatuses,
} from '@showdesk/domain/messaging/notifications';
import { IconBell, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useDeleteConfirm } from '../../../../../components/data-table/archive-selection.tsx';
import type { TableColumn } from '../../../../../components/data-table/data-table.tsx';
import { RowMenu } from '../../../../../components/data-table/row-menu.tsx';
import { ListPage, RecordLink } from '../../../../../components/list-page.tsx';
import { formatDate, formatDateTime } from '../../../../../lib/format.ts';
import { usePagedList } from '../../../../../lib/list-state.ts';
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
  const list = usePagedList(
    { sorts: notificationSorts, defaultSort: 'updatedAt' },
    useNotificationPage,
  );
  const audienceOf = useAudienceText();
  const remove = useDeleteNotification();
  const deleting = useDeleteConfirm<Notification>({
    noun: 'notification',
    remove,
    idOf: (notification) => notification.id,
    nameOf: (notification) => notification.title,
    consequence: 'and members no longer see it. Emails already sent stay sent.',
  });

  const columns: TableColumn<Notification>[] = [
    {
      id: 'title',
      header: 'Title',
      sortKey: 'title',
      phone: 'title',
      cell: (notification) => (
        <Stack gap={2}>
          <RecordLink to={notificationPaths.record(notification.id)}>
            {notification.title}
          </RecordLink>
          {notification.sendEmail ? (
            <Text size="xs" c="dimmed">
              With email
            </Text>
          ) : null}
        </Stack>
      ),
    },
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
    {
      id: 'updated',
      header: 'Updated',
      sortKey: 'updatedAt',
      defaultHidden: true,
      cell: (notification) => formatDate(notification.updatedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideable: false,
      align: 'right',
      phone: 'actions',
      cell: (notification) => (
        <RowMenu name={notification.title}>
          <Menu.Item
            component={Link}
            to={notificationPaths.record(notification.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            Edit
          </Menu.Item>
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => deleting.ask(notification)}
          >
            Delete
          </Menu.Item>
        </RowMenu>
      ),
    },
  ];

  return (
    <ListPage
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
      {...list}
      empty={{
        icon: <IconBell size={34} />,
        children:
          'Tell teams about build-up times, deadlines and changes. Members see notifications under the bell in the header.',
      }}
      columns={columns}
      rowName={(notification) => notification.title}
    >
      {deleting.dialog}
    </ListPage>
  );
}
