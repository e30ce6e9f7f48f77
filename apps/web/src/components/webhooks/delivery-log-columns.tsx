import { Badge, Text } from '@mantine/core';
import type { DeliveryStatus } from '@showdesk/domain/forms/webhooks';
import type { TableColumn } from '../data-table/data-table.tsx';

/** One attempt of a webhook delivery, as every delivery log shows it. */
export interface LoggedAttempt {
  attempt: number;
  attemptedAt: string;
  statusCode: number | null;
  responseExcerpt: string;
  error: string | null;
  durationMs: number;
  deliveryStatus: DeliveryStatus;
}

const deliveryNow: Record<DeliveryStatus, string> = {
  delivered: 'Delivered',
  failed: 'Failed (no more attempts)',
  retrying: 'Retrying',
  pending: 'Pending',
};

/**
 * The columns of a delivery log (a form's webhooks and an event's): when, the answer's status,
 * which attempt, the delivery as it stands now and the answer's text. `time` formats the
 * moment; a log adds its own columns (`extra`) after the status.
 */
export function deliveryLogColumns<T extends LoggedAttempt>(
  time: (iso: string) => string,
  extra: TableColumn<T>[] = [],
): TableColumn<T>[] {
  return [
    {
      id: 'time',
      header: 'Time',
      sortKey: 'attemptedAt',
      phone: 'title',
      cell: (a) => time(a.attemptedAt),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (a) =>
        // Never cut short by a long response beside it.
        a.statusCode === null ? (
          <Badge color="red" variant="light" miw="max-content">
            No answer
          </Badge>
        ) : (
          <Badge color={a.statusCode < 300 ? 'green' : 'red'} variant="light" miw="max-content">
            {a.statusCode}
          </Badge>
        ),
    },
    ...extra,
    { id: 'attempt', header: 'Attempt', align: 'right', cell: (a) => a.attempt },
    {
      id: 'delivery',
      // The delivery this attempt belongs to, as it stands now (a failed attempt's delivery may
      // have arrived on a later one).
      header: 'Delivery now',
      cell: (a) => deliveryNow[a.deliveryStatus],
    },
    {
      id: 'response',
      header: 'Response',
      cell: (a) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'break-word' }}>
          {a.error ?? (a.responseExcerpt || '—')}
        </Text>
      ),
    },
    {
      id: 'duration',
      header: 'Time taken',
      defaultHidden: true,
      cell: (a) => `${a.durationMs} ms`,
    },
  ];
}
