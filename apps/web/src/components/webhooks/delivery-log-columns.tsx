import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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

const deliveryNow = (): Record<DeliveryStatus, string> => ({
  delivered: t`Delivered`,
  failed: t`Failed (no more attempts)`,
  retrying: t`Retrying`,
  pending: t`Pending`,
});

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
      header: t`Time`,
      sortKey: 'attemptedAt',
      phone: 'title',
      cell: (a) => time(a.attemptedAt),
    },
    {
      id: 'status',
      header: t`Status`,
      cell: (a) =>
        // Never cut short by a long response beside it.
        a.statusCode === null ? (
          <Badge color="red" variant="light" miw="max-content">
            <Trans>No answer</Trans>
          </Badge>
        ) : (
          <Badge color={a.statusCode < 300 ? 'green' : 'red'} variant="light" miw="max-content">
            {a.statusCode}
          </Badge>
        ),
    },
    ...extra,
    { id: 'attempt', header: t`Attempt`, align: 'right', cell: (a) => a.attempt },
    {
      id: 'delivery',
      // The delivery this attempt belongs to, as it stands now (a failed attempt's delivery may
      // have arrived on a later one).
      header: t`Delivery now`,
      cell: (a) => deliveryNow()[a.deliveryStatus],
    },
    {
      id: 'response',
      header: t`Response`,
      cell: (a) => (
        <Text size="sm" lineClamp={3} style={{ overflowWrap: 'break-word' }}>
          {a.error ?? (a.responseExcerpt || '—')}
        </Text>
      ),
    },
    {
      id: 'duration',
      header: t`Time taken`,
      defaultHidden: true,
      cell: (a) => {
        const duration = a.durationMs;
        return t`${duration} ms`;
      },
    },
  ];
}
