import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { Notification } from '@showdesk/domain/messaging/notifications';
import { IconBell } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { RecordPage } from '../../../../../components/record-page.tsx';
import { FormPageSkeleton } from '../../../../../components/record-state.tsx';
import { TranslationsLink } from '../../../../../components/records/translations-link.tsx';
import { deleteOf } from '../../../../../lib/confirmed-delete.ts';
import { formatDateTimeIn } from '../../../../../lib/format.ts';
import { useEventTimeZone } from '../../../../../lib/session.ts';
import {
  useDeleteNotification,
  useNotification,
  useUpdateNotification,
} from '../api/notifications-api.ts';
import { notificationPaths } from '../paths.ts';
import { NotificationForm, notificationFormValues } from './notification-form.tsx';
import { NotificationStatusBadge } from './notification-status-badge.tsx';

/** /admin/notifications/:notificationId: edit, reschedule or send it; delete it (asked first). */
export function NotificationPage() {
  const { notificationId = '' } = useParams();
  const update = useUpdateNotification(notificationId);
  const remove = useDeleteNotification();
  // Its times on the event's clock, the zone named.
  const timeZone = useEventTimeZone();
  const { t } = useLingui();
  const at = (iso: string | null) =>
    `${formatDateTimeIn(iso, timeZone)} (${timeZone.replaceAll('_', ' ')})`;
  const timing = (notification: Notification) => {
    if (notification.sentAt) {
      const when = at(notification.sentAt);
      return t`Sent ${when}`;
    }
    if (notification.status === 'scheduled') {
      const when = at(notification.scheduledAt);
      return t`Scheduled for ${when}`;
    }
    return t`Not sent yet`;
  };
  return (
    <RecordPage
      query={useNotification(notificationId)}
      noun={{ one: t`notification`, many: t`notifications` }}
      icon={<IconBell size={34} />}
      listPath={notificationPaths.list}
      id={notificationId}
      title={(notification) => notification.title}
      description={(notification) => (
        <Group gap="xs" component="span" wrap="wrap">
          <NotificationStatusBadge status={notification.status} />
          <Text span size="sm" c="dimmed">
            {timing(notification)}
            {notification.providerResponse ? ` · ${notification.providerResponse}` : ''}
          </Text>
        </Group>
      )}
      actions={(notification) => (
        <TranslationsLink kind="notifications" recordId={notification.id} />
      )}
      remove={{
        mutation: deleteOf(remove, notificationId),
        consequence: (notification) =>
          notification.status === 'scheduled'
            ? t`It will not be sent.`
            : t`Members no longer see it. Emails already sent stay sent.`,
      }}
      skeleton={<FormPageSkeleton formHeight={760} />}
    >
      {(notification) => (
        <NotificationForm
          key={`${notification.id}:${notification.updatedAt}`}
          initial={notificationFormValues(notification, timeZone)}
          submitLabel={t`Save`}
          mutation={update}
          guardUnsaved
          isSent={notification.status === 'pushed' || notification.status === 'sent'}
        />
      )}
    </RecordPage>
  );
}
