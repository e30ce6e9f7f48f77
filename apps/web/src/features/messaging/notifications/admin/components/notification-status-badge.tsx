import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { NotificationStatus } from '@showdesk/domain/messaging/notifications';
import { i18n as appI18n } from '../../../../../i18n/i18n.ts';

const looks: Record<NotificationStatus, { color: string; variant: string }> = {
  draft: { color: 'gray', variant: 'outline' },
  scheduled: { color: 'blue', variant: 'light' },
  pushed: { color: 'teal', variant: 'light' },
  sent: { color: 'green', variant: 'light' },
  failed: { color: 'red', variant: 'light' },
};

/** Each status in words (translated where shown). */
const labels = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  pushed: msg`Pushed`,
  sent: msg`Sent`,
  failed: msg`Failed`,
} satisfies Record<NotificationStatus, unknown>;

/** A status in words, in the language spoken now. */
export const statusLabel = (status: NotificationStatus) => appI18n._(labels[status]);

/** A notification's status (spec section 4) as a badge whose word carries the meaning. */
export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const { i18n } = useLingui();
  const look = looks[status];
  return (
    <Badge color={look.color} variant={look.variant} size="sm" component="span" miw="max-content">
      {i18n._(labels[status])}
    </Badge>
  );
}
