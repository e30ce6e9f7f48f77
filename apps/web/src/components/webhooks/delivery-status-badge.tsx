import { Badge, Text } from '@mantine/core';
import type { DeliveryStatus } from '@showdesk/domain/forms/webhooks';

const statusColours: Record<DeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};
const statusLabels: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  retrying: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

/** A webhook's latest delivery, as its list shows it (a form's webhooks and an event's). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus | null }) {
  if (status === null) return <Text size="sm">No deliveries yet</Text>;
  return (
    <Badge variant="light" color={statusColours[status]}>
      {statusLabels[status]}
    </Badge>
  );
}
