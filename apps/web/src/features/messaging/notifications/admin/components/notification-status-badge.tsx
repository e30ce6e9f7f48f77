import { Badge } from '@mantine/core';
import type { NotificationStatus } from '@showdesk/domain/messaging/notifications';

const looks: Record<NotificationStatus, { label: string; color: string; variant: string }> = {
  draft: { label: 'Draft', color: 'gray', variant: 'outline' },
  scheduled: { label: 'Scheduled', color: 'blue', variant: 'light' },
  pushed: { label: 'Pushed', color: 'teal', variant: 'light' },
  sent: { label: 'Sent', color: 'green', variant: 'light' },
  failed: { label: 'Failed', color: 'red', variant: 'light' },
};

export const statusLabel = (status: NotificationStatus) => looks[status].label;

/** A notification's status (spec section 4) as a badge whose word carries the meaning. */
export function NotificationStatusBadge({ status }: { status: NotificationStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant={look.variant} size="sm" component="span" miw="max-content">
      {look.label}
    </Badge>
  );
}
