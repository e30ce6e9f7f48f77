import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  type EventCopy,
  type EventCopySummary,
  eventCopyStepLabels,
  type MovedDate,
} from '@showdesk/domain/platform/event-copy';
import {
  IconAlertCircle,
  IconArrowRight,
  IconCalendarOff,
  IconSelector,
  IconSortAscending,
  IconSortDescending,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { FormSkeleton } from '../../../../components/form-skeleton.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { useRecordCrumb } from '../../../../lib/breadcrumb-labels.ts';
import { formatDateTimeIn } from '../../../../lib/format.ts';
import { platformPaths } from '../../paths.ts';
import { useEventCopy } from './copy-api.ts';

/** /admin/platform/copies/:copyId: a copy's progress, then what it copied and every date moved. */
export function CopyProgressPage() {
  const { copyId = '' } = useParams();
  const query = useEventCopy(copyId);
  const copy = query.data;
  const { t } = useLingui();
  useRecordCrumb(copyId, query, (c) => {
    const name = c.name;
    return t`Into ${name}`;
  });
  const failure = copy?.error ?? t`Something went wrong.`;
  return (
    <>
      <PageHeader
        title={copy?.status === 'finished' ? t`Copy finished` : t`Copying the event`}
        description={t`The source event is only read: it stays exactly as it was.`}
        actions={
          copy?.status === 'finished' ? (
            <Button
              component={Link}
              to={platformPaths.record(copy.targetEventId)}
              variant="default"
            >
              <Trans>Open the new event’s details</Trans>
            </Button>
          ) : undefined
        }
      />
      {query.error ? (
        <ErrorAlert error={query.error} title={t`This copy could not be loaded`} />
      ) : !copy ? (
        <FormSkeleton />
      ) : copy.status === 'failed' ? (
        <Alert
          color="red"
          role="alert"
          title={t`The copy failed`}
          icon={<IconAlertCircle size={18} aria-hidden />}
        >
          <Trans>
            {failure} The new event keeps what was copied before the failure; you may delete it and
            copy again.
          </Trans>
        </Alert>
      ) : copy.status === 'finished' && copy.summary ? (
        <CopySummary summary={copy.summary} zones={copy} />
      ) : (
        <CopyProgress copy={copy} />
      )}
    </>
  );
}

function CopyProgress({ copy }: { copy: EventCopy }) {
  const { t } = useLingui();
  const percent = copy.total === 0 ? 0 : Math.round((copy.done / copy.total) * 100);
  const label =
    copy.status === 'queued'
      ? t`Waiting to start`
      : ((copy.step && eventCopyStepLabels[copy.step]) ?? t`Copying`);
  const step = Math.min(copy.done + 1, copy.total);
  const total = copy.total;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Text id="copy-step" fw={500} aria-live="polite">
          {label}…
        </Text>
        <Progress value={percent} animated aria-label={t`Copy progress: ${label}`} />
        <Text size="sm" c="dimmed">
          <Trans>
            Step {step} of {total}
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

const kindLabel = (kind: string) => kind.replaceAll('_', ' ');

/** The zones the summary's times read on: the source's before, the new event's after. */
type Zones = Pick<EventCopy, 'sourceTimeZone' | 'timeZone'>;

function CopySummary({ summary, zones }: { summary: EventCopySummary; zones: Zones }) {
  const { t } = useLingui();
  const days = summary.days;
  const invited = summary.invited;
  const moved = t({
    message: plural(days, {
      one: 'Every date moved by # day.',
      other: 'Every date moved by # days.',
    }),
  });
  const owners = t({
    message: plural(invited, {
      one: '# team owner was invited again.',
      other: '# team owners were invited again.',
    }),
  });
  const counts = Object.entries(summary.counts).sort(([a], [b]) => a.localeCompare(b));
  return (
    <Stack gap="lg">
      <Text>{invited > 0 ? [moved, owners].join(' ') : moved}</Text>
      <section aria-labelledby="copied-heading">
        <Title order={2} size="h4" id="copied-heading" mb="xs">
          <Trans>What was copied</Trans>
        </Title>
        {counts.length === 0 ? (
          <Text c="dimmed">
            <Trans>Nothing but the new event itself was copied.</Trans>
          </Text>
        ) : (
          <Table withTableBorder striped aria-labelledby="copied-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Kind</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Copied</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {counts.map(([kind, n]) => (
                <Table.Tr key={kind}>
                  <Table.Td>{kindLabel(kind)}</Table.Td>
                  <Table.Td ta="right">{n}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </section>
      <section aria-labelledby="dates-heading">
        <Title order={2} size="h4" id="dates-heading" mb="xs">
          <Trans>Dates moved</Trans>
        </Title>
        <MovedDates dates={summary.dates} zones={zones} />
      </section>
    </Stack>
  );
}

type Sort = 'asc' | 'desc' | null;

/** A day as it is (YYYY-MM-DD); a moment on its event's clock, naming the zone. */
const shown = (value: string, timeZone: string) =>
  value.includes('T') ? `${formatDateTimeIn(value, timeZone)} (${timeZone})` : value;

function MovedDates({ dates, zones }: { dates: MovedDate[]; zones: Zones }) {
  const { t } = useLingui();
  const [sort, setSort] = useState<Sort>(null);
  if (dates.length === 0) {
    return (
      <EmptyState icon={<IconCalendarOff size={34} />} title={t`No dates to move`}>
        <Trans>Nothing copied had a date.</Trans>
      </EmptyState>
    );
  }
  const keyed = dates.map((date, position) => ({ ...date, position }));
  const sorted =
    sort === null
      ? keyed
      : [...keyed].sort(
          (a, b) =>
            (sort === 'asc' ? 1 : -1) * a.kind.localeCompare(b.kind) ||
            a.record.localeCompare(b.record),
        );
  const next: Record<string, Sort> = { null: 'asc', asc: 'desc', desc: null };
  const SortIcon =
    sort === 'asc' ? IconSortAscending : sort === 'desc' ? IconSortDescending : IconSelector;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder striped aria-labelledby="dates-heading">
        <Table.Thead>
          <Table.Tr>
            <Table.Th
              scope="col"
              aria-sort={sort === 'asc' ? 'ascending' : sort === 'desc' ? 'descending' : 'none'}
            >
              <UnstyledButton onClick={() => setSort(next[String(sort)] ?? null)}>
                <Group gap={4} wrap="nowrap">
                  <span>
                    <Trans>Kind</Trans>
                  </span>
                  <SortIcon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Record</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Field</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Before</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>
                <Trans>Moved to</Trans>
              </VisuallyHidden>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>After</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((date) => (
            <Table.Tr key={date.position}>
              <Table.Td>{date.kind}</Table.Td>
              <Table.Td>{date.record}</Table.Td>
              <Table.Td>{date.field}</Table.Td>
              <Table.Td>{shown(date.before, zones.sourceTimeZone)}</Table.Td>
              <Table.Td>
                <IconArrowRight size={14} aria-label={t`moved to`} />
              </Table.Td>
              <Table.Td>{shown(date.after, zones.timeZone)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
