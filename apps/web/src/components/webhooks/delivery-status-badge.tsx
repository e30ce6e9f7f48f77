import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import type { DeliveryStatus } from '@showdesk/domain/forms/webhooks';

const statusColours: Record<DeliveryStatus, string> = {
  pending: 'gray',
  retrying: 'orange',
  delivered: 'green',
  failed: 'red',
};

/** A webhook's latest delivery, as its list shows it (a form's webhooks and an event's). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus | null }) {
  const { t } = useLingui();
  if (status === null)
    return (
      <Text size="sm">
        <Trans>No deliveries yet</Trans>
      </Text>
    );
  const statusLabels: Record<DeliveryStatus, string> = {
    pending: t`Pending`,
    retrying: t`Retrying`,
    delivered: t`Delivered`,
    failed: t`Failed`,
  };
  return (
    <Badge variant="light" color={statusColours[status]}>
      {statusLabels[status]}
    </Badge>
  );
}
