import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, type BadgeProps } from '@mantine/core';
import type { TableColumn } from '../../components/data-table/data-table.tsx';
import { formatDateTime } from '../../lib/format.ts';

/** A submission's status in a list: a draft still being filled in, or submitted. */
export function SubmissionStatusBadge({ isDraft, ...props }: { isDraft: boolean } & BadgeProps) {
  return (
    <Badge color={isDraft ? 'yellow' : 'green'} variant="light" {...props}>
      {isDraft ? <Trans>Draft</Trans> : <Trans>Submitted</Trans>}
    </Badge>
  );
}

/**
 * A list of submissions' last change (sortable) and start (sortable, hidden at first), to the
 * minute; each list names the start in its own words ("Started", "Created").
 */
export function submissionTimeColumns<T extends { updatedAt: string; createdAt: string }>(
  startHeader: string,
): TableColumn<T>[] {
  return [
    {
      id: 'updatedAt',
      header: t`Updated`,
      sortKey: 'updatedAt',
      cell: (row) => formatDateTime(row.updatedAt),
    },
    {
      id: 'createdAt',
      header: startHeader,
      sortKey: 'createdAt',
      defaultHidden: true,
      cell: (row) => formatDateTime(row.createdAt),
    },
  ];
}
